import type { MiddlewareHandler } from "hono";

const DRAIN_LIMIT_BYTES = 64 * 1024;

/**
 * Answers that never read the request body (415, 429) leave it unread; wrangler dev's proxy then
 * drops the connection and the client sees a 503 "worker restarted mid-request". Reading what is
 * left first keeps those answers intact; past 64 KiB the rest is cancelled rather than read.
 */
export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const body = c.req.raw.body;
  if (!body || c.req.raw.bodyUsed || body.locked) return;
  const reader = body.getReader();
  try {
    for (let read = 0; read <= DRAIN_LIMIT_BYTES; ) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away; nothing left to drain.
  }
};
