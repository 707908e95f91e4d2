import type { Context, MiddlewareHandler } from "hono";
import type { AppBindings } from "../app-env";
import { verifyAccessToken } from "./access-token";

const FORBIDDEN = "Forbidden: sign in through Cloudflare Access";
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Configuration problems this isolate has logged: an operator needs each once, not per request. */
const reported = new Set<string>();

function reportOnce(problem: string): void {
  if (reported.has(problem)) return;
  reported.add(problem);
  console.error(`desk: ${problem}; the desk stays closed`);
}

/** The team's origin, or null when the value is not one: plain http only on loopback, where tests stand in for Access. */
function teamOriginOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) return null;
  const allowed = url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname));
  return allowed ? url.origin : null;
}

const forbidden = (c: Context<AppBindings>) => c.text(FORBIDDEN, 403);

/**
 * Decides who may open /desk. With Access configured, only a valid Access token for this
 * application does, whatever else is set; misconfigured, nobody; unconfigured, the desk does not
 * exist, except under `npm start`, which names a local user.
 */
export const deskAccess: MiddlewareHandler<AppBindings> = async (c, next) => {
  const team = c.env.ACCESS_TEAM_DOMAIN?.trim();
  const aud = c.env.ACCESS_AUD?.trim();

  if (!team && !aud) {
    const local = c.env.DESK_LOCAL_USER?.trim();
    if (!local) return c.text("Not Found", 404);
    c.set("deskUser", { email: local, via: "local" });
    return next();
  }
  // Half a configuration must not fall back to the local user: it fails closed.
  if (!team || !aud) {
    reportOnce(team ? "ACCESS_AUD is not set (ACCESS_TEAM_DOMAIN is)" : "ACCESS_TEAM_DOMAIN is not set (ACCESS_AUD is)");
    return forbidden(c);
  }
  const teamOrigin = teamOriginOf(team);
  if (!teamOrigin) {
    reportOnce("ACCESS_TEAM_DOMAIN is invalid (want https://<team>.cloudflareaccess.com)");
    return forbidden(c);
  }

  // The header, not the CF_Authorization cookie: Access always sends the header, not always the cookie.
  const token = c.req.header("cf-access-jwt-assertion");
  const check = token ? await verifyAccessToken(token, { teamOrigin, aud }) : ({ ok: false, reason: "no-token" } as const);
  if (!check.ok) {
    console.warn(`desk: access refused (${check.reason})`);
    return forbidden(c);
  }
  c.set("deskUser", { email: check.email, via: "access" });
  await next();
};
