import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Every URL of the site (SPEC §2), listed explicitly; also the source of the sitemap.
export default [
  index("routes/home.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
