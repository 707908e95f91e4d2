import type { PublicPostHogConfig } from "./posthog-config";
import { currentVisitId } from "./visit";
import { setVisitorDistinctId } from "./visitor-id";

let started = false;

async function loadPostHog(config: PublicPostHogConfig): Promise<void> {
  // Dynamic, in a .client module: posthog-js stays out of the Worker bundle and the first-load JS.
  // The recorder is bundled too, so replays need no script from PostHog's host (the CSP allows none).
  const [{ default: posthog }] = await Promise.all([import("posthog-js"), import("posthog-js/dist/lazy-recorder")]);
  const visitId = currentVisitId();
  posthog.init(config.key, {
    api_host: config.host,
    // The beacon (page-view-beacon.ts) reports page views; the SDK is here for replays and heatmaps.
    capture_pageview: false,
    capture_pageleave: false,
    person_profiles: "identified_only",
    autocapture: false,
    disable_surveys: true,
    disable_external_dependency_loading: true,
    // The visit's ids, so replays join the page views and chat events of the same PostHog session.
    bootstrap: { distinctID: visitId, sessionID: visitId },
    // Chat events and page views carry this id from now on.
    loaded: (instance) => setVisitorDistinctId(instance.get_distinct_id()),
  });
}

/** Loads posthog-js once, after the page has gone idle, so it never competes with the page itself. */
export function startPostHogSdk(config: PublicPostHogConfig): void {
  if (started) return;
  started = true;
  const load = () => void loadPostHog(config).catch((error) => console.warn("PostHog browser SDK unavailable", error));
  // Safari had no requestIdleCallback before 2025.
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}
