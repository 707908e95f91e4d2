import type { ServerBuild } from "react-router";
import { ROUTE_ALIASES } from "./route-aliases";
import type { SitemapHandle } from "./sitemap-handle";

type RouteManifest = ServerBuild["routes"];
type ManifestRoute = NonNullable<RouteManifest[string]>;

/** The URL path of a route, joined from its parents ("" for the root). */
function fullPath(routes: RouteManifest, route: ManifestRoute): string {
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) {
    if (r.path) parts.unshift(r.path.replace(/^\/|\/$/g, ""));
  }
  return `/${parts.filter(Boolean).join("/")}`;
}

/**
 * Every page of app/routes.ts, read from the built route manifest so a new route is listed
 * without touching this file. Left out: the root, resource routes (no page component: sitemap.xml,
 * downloads), the catch-all 404 and parameterised paths, routes whose `handle` opts out, and
 * aliases (one module may serve many pages, so aliases are named in `aliases`, not guessed).
 */
export function sitemapPaths(routes: RouteManifest, aliases: Record<string, string> = ROUTE_ALIASES): string[] {
  const paths: string[] = [];
  for (const route of Object.values(routes)) {
    if (!route || route.id === "root") continue;
    if (typeof route.module.default !== "function") continue;
    if ((route.module.handle as SitemapHandle | undefined)?.sitemap === false) continue;
    const path = fullPath(routes, route);
    if (/[*:]/.test(path) || path in aliases || paths.includes(path)) continue;
    paths.push(path);
  }
  return paths;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderSitemap(paths: string[], siteUrl: string): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, siteUrl).toString())}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
