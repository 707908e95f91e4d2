import type { MiddlewareHandler } from "hono";
import type { AppBindings } from "./app-env";
import { CACHE_CONTROL } from "./cache-control";

/**
 * How long a rendered page stays in the edge cache. Safe to be long: the key contains the Worker
 * version, so a deploy starts from an empty cache.
 */
const EDGE_TTL = "public, max-age=86400";

// Rendering a page costs tens of milliseconds of CPU; serving it from the cache costs about one.
// The dev server must always render fresh.
const enabled = import.meta.env.MODE !== "development";

function cacheKey(url: string, version: string): Request {
  const key = new URL(url);
  key.searchParams.set("__page-cache-version", version);
  return new Request(key);
}

/** Only the site's default public page policy is cached; a route that sets its own opts out. */
const cacheable = (res: Response) =>
  res.status === 200 &&
  (res.headers.get("content-type") ?? "").startsWith("text/html") &&
  res.headers.get("cache-control") === CACHE_CONTROL.page &&
  !res.headers.has("set-cookie");

/**
 * Edge cache for server-rendered pages (Cloudflare's Cache API; wrangler dev has a local one):
 * marketing pages are the same for every visitor, so each is rendered once per version and
 * location. A cached copy's nonce attributes are replaced with this response's nonce, so the CSP
 * (set around this middleware by worker/security-headers.ts) stays unique per response.
 */
export const pageCache: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (!enabled || c.req.method !== "GET") return next();
  const cache = await caches.open("pages");
  const key = cacheKey(c.req.url, c.env.CF_VERSION_METADATA.id);
  const hit = await cache.match(key);
  if (hit) {
    const nonce = c.get("secureHeadersNonce") ?? "";
    const fresh = new HTMLRewriter().on("[nonce]", { element: (el) => void el.setAttribute("nonce", nonce) }).transform(hit);
    const headers = new Headers(fresh.headers);
    headers.set("Cache-Control", CACHE_CONTROL.page);
    headers.set("X-Page-Cache", "HIT");
    return new Response(fresh.body, { status: fresh.status, headers });
  }
  await next();
  if (cacheable(c.res) && c.res.body) {
    const [toClient, toCache] = c.res.body.tee();
    const stored = new Headers(c.res.headers);
    stored.set("Cache-Control", EDGE_TTL);
    c.executionCtx.waitUntil(cache.put(key, new Response(toCache, { status: c.res.status, headers: stored })));
    c.res = new Response(toClient, c.res);
    c.res.headers.set("X-Page-Cache", "MISS");
  }
};
