import { company } from "../../content/company";

// Resource route: /robots.txt — every page may be crawled; the sitemap lists them.
export function loader() {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", company.siteUrl)}\n`;
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
