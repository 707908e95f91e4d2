import { useEffect } from "react";
import { useLocation } from "react-router";
import { sendPageView } from "./page-view-beacon";
import type { PublicPostHogConfig } from "./posthog-config";
import { startPostHogSdk } from "./posthog-sdk.client";

/**
 * Mounted once in the site's layout; renders nothing. Sends a page view on the first page and on
 * each client-side navigation to another address, and loads posthog-js only when it is configured.
 */
export function PageViewAnalytics({ config }: { config: PublicPostHogConfig | null }) {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is what the effect reports.
  useEffect(() => sendPageView(), [pathname, search]);
  useEffect(() => {
    if (config) startPostHogSdk(config);
  }, [config]);
  return null;
}
