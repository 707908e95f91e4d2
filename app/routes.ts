import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Every URL of the site, listed explicitly; also the source of the sitemap (staff-only /desk excepted).
export default [
  index("routes/home.tsx"),

  // --- Catalogue pages: tab pages, solution landings, product and industry pages (branch `pages`).
  route("industries", "routes/industries.tsx"),
  route("products", "routes/products.tsx"),
  route("ai-services", "routes/ai-services.tsx"),
  route("data-analytics-platform", "routes/ai-services.tsx", { id: "data-analytics-platform" }),
  route("solutions", "routes/solutions.tsx"),
  ...[
    "solutions/cloud-and-licensing",
    "solutions/ai-and-messaging-automation",
    "solutions/web-design-as-a-service",
    "solutions/sme-digital-transformation",
    "solutions/security-and-compliance",
    "solutions/data-and-analytics",
    "products/microsoft-365",
    "products/microsoft365",
    "products/google-workspace",
    "products/whatsapp-messaging-platform",
    "products/cloud-backup-and-recovery",
    "industries/smes",
    "industries/legal",
    "industries/banking",
    "industries/healthcare",
    "industries/education",
    "industries/manufacturing",
    "industries/ngos",
    "industries/government",
  ].map((path) => route(path, "routes/marketing-page.tsx", { id: `page:${path}` })),
  // --- end of catalogue pages.

  // Resources, company pages, the site's forms and SEO files.
  route("resources", "routes/resources.tsx"),
  route("resources/case-studies", "routes/resources/case-studies.tsx"),
  route("resources/guides", "routes/resources/guides.tsx"),
  route("resources/guides/download", "routes/resources/guide-download.ts"),
  route("resources/knowledge-base", "routes/resources/knowledge-base.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("meet", "routes/meet.tsx"),
  route("meet/manage/:id/:key", "routes/meet-manage.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),

  // The sales desk: staff only, never in the sitemap (worker/http/desk-access.ts opens it).
  route("desk", "routes/desk/desk-layout.tsx", [
    index("routes/desk/inbox.tsx"),
    route("leads/:id", "routes/desk/desk-record.tsx", { id: "desk-lead" }),
    route("messages/:id", "routes/desk/desk-record.tsx", { id: "desk-message" }),
    route("guide-requests/:id", "routes/desk/desk-record.tsx", { id: "desk-guide-request" }),
    route("insights", "routes/desk/insights.tsx"),
    route("meetings", "routes/desk/meetings.tsx"),
    route("team", "routes/desk/team.tsx"),
    route("live", "routes/desk/live.tsx"),
  ]),
  route("robots.txt", "routes/robots-txt.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
