import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { renderSitemap, sitemapPaths } from "./sitemap";
import { noSitemap } from "./sitemap-handle";

const Page = () => null;
/** One module serving several pages, as the catalogue pages do. */
const MarketingPage = () => null;
const route = (id: string, module: Record<string, unknown>, extra: { path?: string; index?: boolean; parentId?: string } = {}) => ({
  id,
  parentId: "root",
  caseSensitive: undefined,
  module,
  ...extra,
});

const routes = {
  root: { id: "root", path: "", module: { default: Page } },
  home: route("home", { default: Page }, { index: true }),
  about: route("about", { default: () => null }, { path: "about" }),
  product: route("product", { default: MarketingPage }, { path: "products/microsoft-365" }),
  productAlias: route("product-alias", { default: MarketingPage }, { path: "products/microsoft365" }),
  industry: route("industry", { default: MarketingPage }, { path: "industries/legal" }),
  sitemap: route("sitemap", { loader: () => null }, { path: "sitemap.xml" }),
  newsletter: route("newsletter", { default: () => null, handle: noSitemap }, { path: "newsletter" }),
  download: route("download", { default: () => null }, { path: "guides/:id" }),
  notFound: route("not-found", { default: () => null }, { path: "*" }),
} as unknown as ServerBuild["routes"];

describe("sitemapPaths", () => {
  it("lists pages and leaves out resource routes, opt-outs, aliases, params and the 404", () => {
    expect(sitemapPaths(routes)).toEqual(["/", "/about", "/products/microsoft-365", "/industries/legal"]);
  });

  it("leaves out exactly the paths named as aliases", () => {
    expect(sitemapPaths(routes, {})).toContain("/products/microsoft365");
    expect(sitemapPaths(routes, { "/about": "/" })).not.toContain("/about");
  });
});

describe("renderSitemap", () => {
  it("writes absolute URLs in the sitemap protocol", () => {
    const xml = renderSitemap(["/", "/about"], "https://www.kilele.tech");
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://www.kilele.tech/</loc></url>");
    expect(xml).toContain("<url><loc>https://www.kilele.tech/about</loc></url>");
  });
});
