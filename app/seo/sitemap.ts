import type { ServerBuild } from "react-router";
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
 * aliases — a route whose page component was already listed under an earlier path.
 */
export function sitemapPaths(routes: RouteManifest): string[] {
  const listedPages = new Set<unknown>();
  const paths: string[] = [];
  for (const route of Object.values(routes)) {
    if (!route || route.id === "root") continue;
    const page = route.module.default;
    if (typeof page !== "function") continue;
    if ((route.module.handle as SitemapHandle | undefined)?.sitemap === false) continue;
    const path = fullPath(routes, route);
    if (/[*:]/.test(path) || listedPages.has(page)) continue;
    listedPages.add(page);
    paths.push(path);
  }
  return paths;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderSitemap(paths: string[], siteUrl: string): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, siteUrl).toString())}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
