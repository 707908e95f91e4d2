import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Every URL of the site (SPEC §2), listed explicitly; also the source of the sitemap.
export default [
  index("routes/home.tsx"),
  // Resources, company pages, the site's forms and SEO files (issue 5, part B).
  route("resources", "routes/resources.tsx"),
  route("resources/case-studies", "routes/resources/case-studies.tsx"),
  route("resources/guides", "routes/resources/guides.tsx"),
  route("resources/guides/download", "routes/resources/guide-download.ts"),
  route("resources/knowledge-base", "routes/resources/knowledge-base.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
