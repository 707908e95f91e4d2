import type { MetaDescriptor } from "react-router";
import { company } from "../../content/company";
import type { PageMetaInput } from "../../content/page-meta-input";

/** Title, description, canonical URL and Open Graph tags for one route. */
export function pageMeta({ title, description, path }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${company.name} — ${title}` : `${title} | ${company.name}`;
  const url = new URL(path, company.siteUrl).toString();
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
  ];
}
