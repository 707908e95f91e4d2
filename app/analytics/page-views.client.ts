import type { PublicPostHogConfig } from "./posthog-config";
import { setVisitorDistinctId } from "./visitor-id";

let started = false;

async function loadPostHog(config: PublicPostHogConfig): Promise<void> {
  // Dynamic, in a .client module: posthog-js stays out of the Worker bundle and the first-load JS.
  const { default: posthog } = await import("posthog-js");
  posthog.init(config.key, {
    api_host: config.host,
    // The page view of the current page now, then one per client-side navigation.
    capture_pageview: "history_change",
    person_profiles: "identified_only",
    // Page views only: no click capture, recordings, surveys, flags or extra scripts to download.
    autocapture: false,
    disable_session_recording: true,
    disable_surveys: true,
    advanced_disable_flags: true,
    disable_external_dependency_loading: true,
    // Chat events carry this id, so page views and chat events join in one PostHog funnel.
    loaded: (instance) => setVisitorDistinctId(instance.get_distinct_id()),
  });
}

/** Loads posthog-js once, after the page has gone idle, so it never competes with the page itself. */
export function startPageViews(config: PublicPostHogConfig): void {
  if (started) return;
  started = true;
  const load = () => void loadPostHog(config).catch((error) => console.warn("page-view analytics unavailable", error));
  // Safari had no requestIdleCallback before 2025.
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}
