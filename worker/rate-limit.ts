import type { MiddlewareHandler } from "hono";
import { errorBody } from "./api/errors";
import type { AppBindings } from "./app-env";

/** Mirrors `simple.period` of API_RATE_LIMITER in wrangler.toml (tests/worker/rate-limit.test.ts keeps them equal). */
export const RATE_LIMIT_PERIOD_SECONDS = 10;

/** Mirrors `simple.period` of FORM_RATE_LIMITER in wrangler.toml. */
export const FORM_RATE_LIMIT_PERIOD_SECONDS = 60;

/**
 * Whether this client has gone over `limiter`'s limit for `route`. The client is CF-Connecting-IP:
 * Cloudflare sets it on every request from the internet (overwriting any sent value), and
 * `wrangler dev` sets it from the socket. A request without it did not come through the edge (a
 * Worker test calling the handler directly), so there is no client to limit.
 */
async function overLimit(limiter: RateLimit, request: Request, route: string): Promise<boolean> {
  const client = request.headers.get("cf-connecting-ip");
  if (!client) return false;
  const { success } = await limiter.limit({ key: `${client} ${route}` });
  return !success;
}

/** Per-client, per-route limit on API writes with Cloudflare's rate-limiting binding. */
export const rateLimitApiPosts: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (await overLimit(c.env.API_RATE_LIMITER, c.req.raw, c.req.path)) {
    // The binding counts per window of one period, so waiting a full period always suffices.
    c.header("Retry-After", String(RATE_LIMIT_PERIOD_SECONDS));
    return c.json(errorBody("rate_limited", "Too many requests. Please wait a few seconds and try again."), 429);
  }
  await next();
};

/**
 * The same per-client rule for the site's HTML forms, whose route actions write to the database
 * too; with FORM_RATE_LIMITER's stricter, human-paced limit. A single-fetch post
 * (`/newsletter.data`) and a plain one count as the same form.
 */
export function formPostLimited(env: Env, request: Request): Promise<boolean> {
  return overLimit(env.FORM_RATE_LIMITER, request, new URL(request.url).pathname.replace(/\.data$/, ""));
}
