import siteScriptUrl from "virtual:site-script";
import type { RouterContextProvider } from "react-router";
import { workerContext } from "../worker/request-context";
import { issueFormToken } from "../worker/spam/form-token";
import { turnstileConfig } from "../worker/spam/turnstile";
import { publicPostHogConfig } from "./analytics/posthog-config";

/**
 * The root route's data: the page's one script (app/enhance/site.ts) and this response's CSP nonce,
 * the browser's PostHog settings, the signed token this page's forms carry (none without
 * FORM_TOKEN_SECRET) and the public Turnstile site key (none while Turnstile is off).
 */
export async function rootData(context: Readonly<RouterContextProvider>) {
  const { env, nonce } = context.get(workerContext);
  return {
    siteScript: siteScriptUrl,
    nonce,
    posthog: publicPostHogConfig(env),
    formToken: env.FORM_TOKEN_SECRET ? await issueFormToken(env.FORM_TOKEN_SECRET, new Date()) : null,
    turnstileSiteKey: turnstileConfig(env)?.siteKey ?? null,
  };
}
