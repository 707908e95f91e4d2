/**
 * Paths that show the same page as another path, mapped to that canonical path.
 * The page's canonical link names the canonical path, and the sitemap lists only that one.
 */
export const ROUTE_ALIASES: Record<string, string> = {
  "/data-analytics-platform": "/ai-services",
  "/products/microsoft365": "/products/microsoft-365",
};
