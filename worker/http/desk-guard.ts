import type { MiddlewareHandler } from "hono";
import { CACHE_CONTROL } from "./cache-control";

/**
 * Every desk answer, a refusal included: never stored by a browser or shared cache, never indexed,
 * and how long the Worker took (Server-Timing, which the desk benchmark reads).
 */
export const deskHeaders: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  await next();
  c.res.headers.set("Cache-Control", CACHE_CONTROL.personal);
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
  c.res.headers.set("Server-Timing", `desk;dur=${(performance.now() - started).toFixed(1)}`);
};

/**
 * Changes come only from the desk's own pages: a POST whose Origin is another site (or that has no
 * Origin and is not marked same-origin by the browser) is refused before it reaches a handler.
 */
export const sameOriginPosts: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  const origin = c.req.header("origin");
  const sameOrigin = origin ? origin === new URL(c.req.url).origin : c.req.header("sec-fetch-site") === "same-origin";
  if (!sameOrigin) return c.text("Forbidden: desk changes are accepted only from the desk's own pages.", 403);
  await next();
};
