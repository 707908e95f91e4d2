import type { AnalyticsQueueMessage } from "../../shared/analytics-events";

const POSTHOG_TIMEOUT_MS = 10_000;

export type PostHogTarget = { apiKey: string; host: string };

/** One event as PostHog's batch capture endpoint takes it. */
export type PostHogEvent = {
  event: string;
  uuid: string;
  distinct_id: string;
  timestamp: string;
  properties: Record<string, unknown>;
};

/**
 * The mirror is on only when a project key is configured; without one the table alone is kept.
 * Typed by shape rather than by the Worker's Env, so the operator scripts can share this module.
 */
export function postHogTarget(env: { POSTHOG_API_KEY?: string; POSTHOG_HOST: string }): PostHogTarget | null {
  return env.POSTHOG_API_KEY ? { apiKey: env.POSTHOG_API_KEY, host: env.POSTHOG_HOST.replace(/\/+$/, "") } : null;
}

/**
 * `uuid` is our event id, so PostHog drops a redelivered copy. Without the visitor's PostHog id the
 * event belongs to the chat session alone and must not create a person profile.
 */
export function toPostHogEvent(message: AnalyticsQueueMessage): PostHogEvent {
  return {
    event: message.eventType,
    uuid: message.eventId,
    distinct_id: message.distinctId ?? message.sessionId,
    timestamp: message.receivedAt,
    properties: {
      ...message.data,
      session_id: message.sessionId,
      country: message.country,
      // PostHog would otherwise geolocate the Worker's address, not the visitor's.
      $geoip_disable: true,
      ...(message.distinctId ? {} : { $process_person_profile: false }),
    },
  };
}

/** POSTs the events to `/batch/`; throws unless PostHog answers 2xx, so the caller can retry. */
export async function sendPostHogBatch(target: PostHogTarget, events: PostHogEvent[]): Promise<void> {
  const res = await fetch(`${target.host}/batch/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ api_key: target.apiKey, batch: events }),
    // A hung PostHog must not hold the batch (and the table write's ack) for the consumer's whole wall time.
    signal: AbortSignal.timeout(POSTHOG_TIMEOUT_MS),
  });
  // Drain the body so the connection is released.
  const text = await res.text();
  if (!res.ok) throw new Error(`PostHog batch capture answered ${res.status}: ${text.slice(0, 200)}`);
}
