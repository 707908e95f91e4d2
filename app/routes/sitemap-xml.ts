import { company } from "../../content/company";
import { renderSitemap, sitemapPaths } from "../seo/sitemap";

// Resource route: /sitemap.xml, listing the pages of the built route manifest (app/routes.ts).
export async function loader() {
  const { routes } = await import("virtual:react-router/server-build");
  return new Response(renderSitemap(sitemapPaths(routes), company.siteUrl), {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      // Changes only with a deploy; an hour at the edge keeps crawlers off the Worker.
      "cache-control": "public, max-age=3600",
    },
  });
}
