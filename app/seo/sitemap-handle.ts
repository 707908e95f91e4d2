/** A route module exports `handle = noSitemap` to stay out of sitemap.xml (form answers, utilities). */
export type SitemapHandle = { sitemap?: false };
export const noSitemap: SitemapHandle = { sitemap: false };
