import { metaContent } from "./meta-content";

/** The meta tag holding Turnstile's public site key; rendered only while Turnstile is on. */
export const TURNSTILE_SITE_KEY_META = "turnstile-site-key";

/**
 * Turnstile's site key as the server rendered it into the page, or null while Turnstile is off. Read
 * by the page script's forms (app/enhance/forms.ts) and the chat panel (useTurnstile).
 */
export const readTurnstileSiteKey = (): string | null => metaContent(TURNSTILE_SITE_KEY_META);
