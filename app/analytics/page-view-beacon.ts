import type { PageViewBody } from "../../analytics/events/page-view";
import { nextEventIds } from "./visit";
import { getVisitorDistinctId } from "./visitor-id";

// First-party page views: one small POST to our own API per page load, no third-party script.

const ENDPOINT = "/api/page-views";

/** Sends a page view of the current address; called once per page load. */
export function sendPageView(): void {
  // Global Privacy Control: the visitor asked not to be tracked (the server refuses these too).
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return;
  const url = location.href;
  const distinctId = getVisitorDistinctId();
  const body: PageViewBody = {
    ...nextEventIds(),
    ...(distinctId ? { distinctId } : {}),
    url,
    referrer: document.referrer,
  };
  const json = JSON.stringify(body);
  // sendBeacon survives the page being closed; it refuses (false) when its queue is full or it is missing.
  if (navigator.sendBeacon?.(ENDPOINT, new Blob([json], { type: "application/json" }))) return;
  fetch(ENDPOINT, { method: "POST", headers: { "content-type": "application/json" }, body: json, keepalive: true }).catch(() => {
    // A lost page view is not worth the visitor's attention.
  });
}
