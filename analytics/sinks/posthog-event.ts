import { eventRegistry, readEventData } from "../events/registry";
import type { AnalyticsEventRow } from "../log/tables";
import { pageViewProperties } from "./posthog-page-view";

/** One event as PostHog's batch capture endpoint takes it. */
export type PostHogEvent = {
  event: string;
  uuid: string;
  distinct_id: string;
  timestamp: string;
  properties: Record<string, unknown>;
};

const asRecord = (data: unknown): Record<string, unknown> =>
  typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};

/**
 * A logged event as PostHog takes it. `uuid` is the event id, so PostHog drops a copy it already
 * has; `$session_id` is the browser's visit (a UUID v7, PostHog's session id format), which joins
 * page views and chat events in PostHog's web analytics. Without posthog-js's distinct id (none, or
 * the visit's own id) the event must not create a person profile.
 */
export function toPostHogEvent(row: AnalyticsEventRow): PostHogEvent {
  const data = asRecord(readEventData(eventRegistry, row.eventType, row.schemaVersion, row.data));
  const isPageView = row.eventType === "page_view";
  const visit = row.visitId ?? (isPageView ? row.sessionId : null);
  // Without posthog-js the browser's distinct id is its visit: no person profile for that.
  const anonymous = !row.distinctId || row.distinctId === visit;
  return {
    event: isPageView ? "$pageview" : row.eventType,
    uuid: row.eventId,
    distinct_id: row.distinctId ?? row.sessionId,
    timestamp: row.receivedAt,
    properties: {
      ...(isPageView ? pageViewProperties(data as Parameters<typeof pageViewProperties>[0]) : data),
      ...(isPageView ? {} : { session_id: row.sessionId }),
      ...(visit ? { $session_id: visit } : {}),
      ...(row.seq === null ? {} : { seq: row.seq }),
      country: row.country,
      // PostHog would otherwise geolocate the Worker's address, not the visitor's.
      $geoip_disable: true,
      ...(anonymous ? { $process_person_profile: false } : {}),
    },
  };
}
