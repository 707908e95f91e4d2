import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Every URL of the site (SPEC §2), listed explicitly; also the source of the sitemap.
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

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
