import type { Context, MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { AppBindings } from "../app-env";
import { turnstileConfig } from "../spam/turnstile";

// Browser features the site never uses; denied so injected or third-party code cannot use them either.
const deniedFeatures = [
  "camera",
  "microphone",
  "geolocation",
  "payment",
  "usb",
  "serial",
  "hid",
  "bluetooth",
  "midi",
  "browsingTopics",
] as const;

// The browser may send analytics to PostHog; nothing else leaves the site (Turnstile's frame talks to Cloudflare itself).
const posthogOrigin = (c: Context<AppBindings>) => {
  try {
    return new URL(c.env.POSTHOG_HOST).origin;
  } catch {
    return "";
  }
};

// Vite's dev server injects CSS as <style> elements; the production CSS is a file, so only dev relaxes this.
const styleSources = import.meta.env.MODE === "development" ? ["'self'", "'unsafe-inline'"] : ["'self'"];

/** Turnstile's script and its challenge frame come from here (worker/spam/turnstile.ts). */
const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/**
 * Security headers with a fresh CSP nonce per request: React Router's and React's inline scripts
 * carry it (app/entry.server.tsx), so no script needs 'unsafe-inline'. With Turnstile on, its
 * script and frame origin is allowed too.
 */
const secureHeadersWith = (turnstile: boolean) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...(turnstile ? [TURNSTILE_ORIGIN] : [])],
      styleSrc: styleSources,
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", posthogOrigin],
      ...(turnstile ? { frameSrc: ["'self'", TURNSTILE_ORIGIN] } : {}),
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: "max-age=63072000; includeSubDomains; preload",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    permissionsPolicy: Object.fromEntries(deniedFeatures.map((feature) => [feature, []])),
  });

const withoutTurnstile = secureHeadersWith(false);
const withTurnstile = secureHeadersWith(true);

/**
 * Security headers for every Worker response. Static files never reach the Worker in production;
 * public/_headers repeats the non-CSP values and a Worker test keeps the two equal.
 */
export const securityHeaders: MiddlewareHandler<AppBindings> = (c, next) =>
  (turnstileConfig(c.env) ? withTurnstile : withoutTurnstile)(c, next);
