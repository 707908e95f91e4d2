// Cloudflare Turnstile's server side: a token the browser's widget obtained is checked once with
// Cloudflare's siteverify endpoint. Switched on by TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY together.

const DEFAULT_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
/** Cloudflare answers in well under a second; a hung check must not hold the visitor's submission. */
const VERIFY_TIMEOUT_MS = 5_000;

type TurnstileEnv = Pick<Env, "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY" | "TURNSTILE_VERIFY_URL">;
type TurnstileConfig = { siteKey: string; secretKey: string; verifyUrl: string };

/** Turnstile's settings, or null when it is off (either key missing). */
export function turnstileConfig(env: TurnstileEnv): TurnstileConfig | null {
  if (!env.TURNSTILE_SITE_KEY || !env.TURNSTILE_SECRET_KEY) return null;
  return {
    siteKey: env.TURNSTILE_SITE_KEY,
    secretKey: env.TURNSTILE_SECRET_KEY,
    verifyUrl: env.TURNSTILE_VERIFY_URL || DEFAULT_VERIFY_URL,
  };
}

/**
 * What Cloudflare said of a token: it vouches for the submission, it does not (with its error codes),
 * or no verdict could be had (unreachable, 5xx, timeout, an unreadable answer).
 */
type TurnstileVerdict = { kind: "passed" } | { kind: "failed"; errorCodes: string[] } | { kind: "unavailable"; why: string };

type SiteverifyAnswer = { success?: unknown; "error-codes"?: unknown };

export async function verifyTurnstileToken(token: string, config: TurnstileConfig, clientIp: string | null): Promise<TurnstileVerdict> {
  const body = new URLSearchParams({ secret: config.secretKey, response: token, idempotency_key: crypto.randomUUID() });
  if (clientIp) body.set("remoteip", clientIp);
  let response: Response;
  try {
    response = await fetch(config.verifyUrl, { method: "POST", body, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
  } catch (error) {
    return { kind: "unavailable", why: error instanceof Error && error.name === "TimeoutError" ? "timeout" : "unreachable" };
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    return { kind: "unavailable", why: `status ${response.status}` };
  }
  const answer = (await response.json().catch(() => null)) as SiteverifyAnswer | null;
  if (typeof answer?.success !== "boolean") return { kind: "unavailable", why: `unreadable answer (status ${response.status})` };
  if (answer.success) return { kind: "passed" };
  const codes = Array.isArray(answer["error-codes"]) ? answer["error-codes"].filter((c): c is string => typeof c === "string") : [];
  return { kind: "failed", errorCodes: codes };
}
