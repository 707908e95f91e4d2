import type { MiddlewareHandler } from "hono";
import type { AppBindings } from "../app-env";
import { CACHE_CONTROL } from "./cache-control";
import { LruMap } from "./lru-map";

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

type StoredPage = { status: number; headers: [string, string][]; body: string };

/**
 * Pages this isolate has served already. An isolate handles many requests, so the site's few dozen
 * pages are answered from memory without even the Cache API's lookup (a few milliseconds at the
 * edge, and most of the tail latency locally). Bounded, so URLs with made-up query strings cannot
 * fill the isolate's memory: 64 pages of ~60 KB.
 */
const inMemory = new LruMap<string, StoredPage>(64);

/**
 * The stored copy with this response's nonce on every nonce attribute. Its form tokens are as old as
 * the copy; worker/http/form-tokens.ts replaces them on the way out.
 */
function serve(page: StoredPage, nonce: string): Response {
  const headers = new Headers(page.headers);
  headers.set("Cache-Control", CACHE_CONTROL.page);
  headers.set("X-Page-Cache", "HIT");
  const fresh = new HTMLRewriter()
    .on("[nonce]", { element: (el) => void el.setAttribute("nonce", nonce) })
    .transform(new Response(page.body));
  return new Response(fresh.body, { status: page.status, headers });
}

/**
 * Edge cache for server-rendered pages: this isolate's memory, then Cloudflare's Cache API (wrangler
 * dev has a local one). Marketing pages are the same for every visitor, so each is rendered once
 * per version and location. A cached copy's nonce attributes are replaced with this response's
 * nonce, so the CSP (set around this middleware by worker/http/security-headers.ts) stays unique per
 * response.
 */
export const pageCache: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (!enabled || c.req.method !== "GET") return next();
  const nonce = c.get("secureHeadersNonce") ?? "";
  const key = cacheKey(c.req.url, c.env.CF_VERSION_METADATA.id);
  const remembered = inMemory.get(key.url);
  if (remembered) return serve(remembered, nonce);

  const cache = await caches.open("pages");
  const hit = await cache.match(key);
  if (hit) {
    const page: StoredPage = { status: hit.status, headers: [...hit.headers], body: await hit.text() };
    inMemory.set(key.url, page);
    return serve(page, nonce);
  }
  await next();
  if (cacheable(c.res) && c.res.body) {
    const [toClient, toCache] = c.res.body.tee();
    const stored = new Headers(c.res.headers);
    stored.set("Cache-Control", EDGE_TTL);
    const { status } = c.res;
    c.executionCtx.waitUntil(
      new Response(toCache).text().then((body) => {
        inMemory.set(key.url, { status, headers: [...stored], body });
        return cache.put(key, new Response(body, { status, headers: stored }));
      }),
    );
    c.res = new Response(toClient, c.res);
    c.res.headers.set("X-Page-Cache", "MISS");
  }
};
