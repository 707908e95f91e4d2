import type { MiddlewareHandler } from "hono";
import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv6BinaryToString,
  convertIPv6ToBinary,
  distinctRemoteAddr,
  isIPv4MappedIPv6,
} from "hono/utils/ipaddr";
import { errorBody } from "../../shared/api-error-body";
import type { AppBindings } from "../app-env";

/** Mirrors `simple.period` of API_RATE_LIMITER in wrangler.toml (tests/worker/http/rate-limit.test.ts keeps them equal). */
export const RATE_LIMIT_PERIOD_SECONDS = 10;

/** Mirrors `simple.period` of FORM_RATE_LIMITER in wrangler.toml. */
export const FORM_RATE_LIMIT_PERIOD_SECONDS = 60;

export const FORM_LIMITED_MESSAGE = "Too many submissions from your network. Please wait a minute and try again.";

/**
 * API routes that are a person filling in a form, with the form whose human-paced budget they count
 * against: the contact form's script shares the form post's; a chat lead is a form of its own.
 */
const FORM_API_ROUTES: Record<string, string> = {
  "/api/contact": "/contact",
  "/api/chatbot-submit": "/api/chatbot-submit",
  "/api/meetings": "/meet",
};

/**
 * Who is asking. An IPv6 client usually holds a whole /64 (one home or phone connection), so
 * addresses inside it count as one client; an IPv4-mapped address counts as its IPv4 address.
 */
function clientKey(address: string): string {
  if (distinctRemoteAddr(address) !== "IPv6") return address;
  try {
    const binary = convertIPv6ToBinary(address.replace(/%.*$/, ""));
    if (isIPv4MappedIPv6(binary)) return convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(binary));
    return `${convertIPv6BinaryToString((binary >> 64n) << 64n)}/64`;
  } catch {
    return address.toLowerCase();
  }
}

/**
 * The route a path reaches, however it is spelled: percent-decoded, lower case (React Router matches
 * without case), without React Router's single-fetch suffix (`.data`, `/_.data`, `/_root.data`) and
 * without repeated or trailing slashes.
 */
function routeKey(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Malformed percent-encoding: no route has it, so the path as sent is as good a key as any.
  }
  path = path
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/(\/_root|\/_)?\.data$/, "")
    .replace(/\/+$/, "");
  // Bounded: the key is stored by the limiter, and no route is this long.
  return (path || "/").slice(0, 200);
}

/**
 * Whether this client has gone over `limiter`'s limit for `route`. The client is CF-Connecting-IP:
 * Cloudflare sets it on every request from the internet (overwriting any sent value), and
 * `wrangler dev` sets it from the socket. A request without it did not come through the edge (a
 * Worker test calling the handler directly), so there is no client to limit.
 */
async function overLimit(limiter: RateLimit, request: Request, route: string): Promise<boolean> {
  const client = request.headers.get("cf-connecting-ip");
  if (!client) return false;
  const { success } = await limiter.limit({ key: `${clientKey(client)} ${route}` });
  return !success;
}

/**
 * Per-client, per-route limit on API writes with Cloudflare's rate-limiting binding. It sees every
 * POST, so a spelling of an /api/ path that the router would not match still counts as that route.
 */
export const rateLimitApiPosts: MiddlewareHandler<AppBindings> = async (c, next) => {
  const route = routeKey(new URL(c.req.url).pathname);
  if (!route.startsWith("/api/")) return next();
  const formRoute = FORM_API_ROUTES[route];
  const limited = formRoute
    ? (await overLimit(c.env.FORM_RATE_LIMITER, c.req.raw, formRoute)) && {
        period: FORM_RATE_LIMIT_PERIOD_SECONDS,
        message: FORM_LIMITED_MESSAGE,
      }
    : (await overLimit(c.env.API_RATE_LIMITER, c.req.raw, route)) && {
        period: RATE_LIMIT_PERIOD_SECONDS,
        message: "Too many requests. Please wait a few seconds and try again.",
      };
  if (limited) {
    // The binding counts per window of one period, so waiting a full period always suffices.
    c.header("Retry-After", String(limited.period));
    return c.json(errorBody("rate_limited", limited.message), 429);
  }
  await next();
};

/**
 * The same per-client rule for the site's HTML forms, whose route actions write to the database
 * too; with FORM_RATE_LIMITER's stricter, human-paced limit. Every spelling of a form's path (a
 * single-fetch post `/newsletter.data`, `/Newsletter/`) counts as the same form.
 */
export function formPostLimited(env: Env, request: Request): Promise<boolean> {
  return overLimit(env.FORM_RATE_LIMITER, request, routeKey(new URL(request.url).pathname));
}
