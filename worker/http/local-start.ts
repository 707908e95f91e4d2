import type { MiddlewareHandler } from "hono";
import type { AppBindings } from "../app-env";

/** True only under `npm start`, which sets LOCAL_SCHEDULED_ROUTE; a production Worker never has it. */
export const isLocalStart = (env: Env): boolean => env.LOCAL_SCHEDULED_ROUTE === "on";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** True when the request's URL and its Host header (when it has one) both name a loopback host. */
function isAddressedToLoopback(url: string, hostHeader: string | undefined): boolean {
  if (!LOOPBACK_HOSTS.has(new URL(url).hostname)) return false;
  if (hostHeader === undefined) return true;
  try {
    return LOOPBACK_HOSTS.has(new URL(`http://${hostHeader}`).hostname);
  } catch {
    return false;
  }
}

/**
 * Under `npm start` the desk opens without sign-in and /__local/* runs the Cron jobs, so they answer
 * only requests addressed to this machine by a loopback name: a page whose own host name was
 * rebound to 127.0.0.1 (DNS rebinding) is same-origin with itself, not with the desk, and its
 * requests carry its host. They get 421 Misdirected Request, which says exactly that (this server
 * does not serve that host) and tells a developer who typed another name what to use instead.
 */
export const loopbackHostsOnly: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (!isLocalStart(c.env) || isAddressedToLoopback(c.req.url, c.req.header("host"))) return next();
  return c.text("Misdirected Request: locally, open it at 127.0.0.1, localhost or [::1].", 421);
};

/**
 * Local routes change things (they run the Cron jobs): a POST from another site's page, told by its
 * Origin or by the browser's Sec-Fetch-Site, is refused. `npm start`'s own timer sends neither.
 */
export const noCrossSitePosts: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (!isLocalStart(c.env) || c.req.method !== "POST") return next();
  const origin = c.req.header("origin");
  const crossSite = (origin !== undefined && origin !== new URL(c.req.url).origin) || c.req.header("sec-fetch-site") === "cross-site";
  if (crossSite) return c.text("Forbidden: local routes accept no requests from other sites.", 403);
  await next();
};
