import { TURNSTILE_SITE_KEY_META } from "./turnstile-site-key";
import { useRootFormGuard } from "./use-root-form-guard";

/** Where the browser reads Turnstile's site key (readTurnstileSiteKey); nothing while Turnstile is off. */
export function TurnstileSiteKeyMeta() {
  const { turnstileSiteKey } = useRootFormGuard();
  return turnstileSiteKey ? <meta name={TURNSTILE_SITE_KEY_META} content={turnstileSiteKey} /> : null;
}
