import { turnstileConfig } from "../../worker/spam/turnstile";

/** The public site key the browser renders Turnstile with, or null when Turnstile is off. */
export function pageTurnstileSiteKey(env: Parameters<typeof turnstileConfig>[0]): string | null {
  return turnstileConfig(env)?.siteKey ?? null;
}
