import type { MiddlewareHandler } from "hono";
import { errorBody } from "./api/errors";
import type { AppBindings } from "./app-env";

/** Mirrors `simple.period` of API_RATE_LIMITER in wrangler.toml (tests/worker/rate-limit.test.ts keeps them equal). */
export const RATE_LIMIT_PERIOD_SECONDS = 60;

/**
 * Per-client, per-route limit on API writes with Cloudflare's rate-limiting binding. The client is
 * CF-Connecting-IP, which Cloudflare always sets in production (and the local runtime sets from
 * the socket); without it every such request shares one bucket rather than going unlimited.
 */
export const rateLimitApiPosts: MiddlewareHandler<AppBindings> = async (c, next) => {
  const client = c.req.header("cf-connecting-ip") ?? "unknown-client";
  const { success } = await c.env.API_RATE_LIMITER.limit({ key: `${client} ${c.req.path}` });
  if (!success) {
    // The binding counts per window of one period, so waiting a full period always suffices.
    c.header("Retry-After", String(RATE_LIMIT_PERIOD_SECONDS));
    return c.json(errorBody("rate_limited", "Too many requests. Please wait a minute and try again."), 429);
  }
  await next();
};
