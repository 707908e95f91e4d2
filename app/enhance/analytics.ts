import { sendPageView } from "../analytics/page-view-beacon";
import { POSTHOG_CONFIG_META, type PublicPostHogConfig } from "../analytics/posthog-config";
import { startPostHogSdk } from "../analytics/posthog-sdk.client";
import { captureVisitAttribution } from "../attribution/visit-attribution";

function postHogConfig(): PublicPostHogConfig | null {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${POSTHOG_CONFIG_META}"]`)?.content;
  if (!content) return null;
  try {
    return JSON.parse(content) as PublicPostHogConfig;
  } catch {
    return null;
  }
}

/**
 * Every page load: the visit's attribution, captured on its first page while the address is still
 * the one the visitor arrived at. A task of its own: it reads the tab's storage and, on a visit's
 * first page, starts loading the module that parses the address.
 */
export function enhanceAttribution(): void {
  void captureVisitAttribution();
}

/** Every page load: one page view, and posthog-js only when it is switched on. */
export function enhanceAnalytics(): void {
  sendPageView();
  const config = postHogConfig();
  if (config) startPostHogSdk(config);
}
