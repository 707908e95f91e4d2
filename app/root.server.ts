import siteScriptUrl from "virtual:site-script";
import type { RouterContextProvider } from "react-router";
import { FORM_TOKEN_SLOT } from "../shared/form-guard";
import { workerContext } from "../worker/request-context";
import { turnstileConfig } from "../worker/spam/turnstile";
import { publicPostHogConfig } from "./analytics/posthog-config";

/**
 * The root route's data: the page's one script (app/enhance/site.ts) and this response's CSP nonce,
 * the browser's PostHog settings, the place of this page's form tokens (signed and written by
 * worker/http/form-tokens.ts on the way out; none without FORM_TOKEN_SECRET) and the public
 * Turnstile site key (none while Turnstile is off).
 */
export function rootData(context: Readonly<RouterContextProvider>) {
  const { env, nonce } = context.get(workerContext);
  return {
    siteScript: siteScriptUrl,
    nonce,
    posthog: publicPostHogConfig(env),
    formToken: env.FORM_TOKEN_SECRET ? FORM_TOKEN_SLOT : null,
    turnstileSiteKey: turnstileConfig(env)?.siteKey ?? null,
  };
}
