import { useEffect } from "react";
import { startPageViews } from "./page-views.client";
import type { PublicPostHogConfig } from "./posthog-config";

/** Mounted once in the root layout; renders nothing and does nothing without a PostHog key. */
export function PageViewAnalytics({ config }: { config: PublicPostHogConfig | null }) {
  useEffect(() => {
    if (config) startPageViews(config);
  }, [config]);
  return null;
}
