import type { MiddlewareHandler } from "hono";

export const CACHE_CONTROL = {
  /**
   * Server-rendered pages are the same for every visitor and change only with a deploy. Five
   * minutes in the browser makes repeat and back/forward views instant on slow mobile networks;
   * no longer, because a deploy removes the previous build's hashed scripts that old HTML names.
   */
  page: "public, max-age=300",
  /** API answers belong to one request and are never reusable. */
  api: "no-store",
  /**
   * What one visitor sent or is: a form's result (which may echo what they typed), an action's data,
   * a response that sets a cookie. Never stored by the browser's or any shared cache.
   */
  personal: "private, no-store",
} as const;

/** Whether this answer belongs to the one visitor who asked: the answer to a write, or one that sets a cookie. */
const isPersonal = (method: string, res: Response) => (method !== "GET" && method !== "HEAD") || res.headers.has("set-cookie");

/**
 * Marks personal answers `private, no-store`, whatever the route said; sets the page policy on
 * successful HTML documents that did not choose their own.
 */
export const cachePages: MiddlewareHandler = async (c, next) => {
  await next();
  if (isPersonal(c.req.method, c.res)) {
    c.res.headers.set("Cache-Control", CACHE_CONTROL.personal);
    return;
  }
  const isPage = c.res.status === 200 && (c.res.headers.get("content-type") ?? "").startsWith("text/html");
  if (isPage && !c.res.headers.has("cache-control")) c.res.headers.set("Cache-Control", CACHE_CONTROL.page);
};

export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", CACHE_CONTROL.api);
};
