import { type PostHogEvent, toPostHogEvent } from "./posthog-event";
import type { Sink } from "./sink";
import { SINK_NAMES } from "./sink-names";

const POSTHOG_TIMEOUT_MS = 10_000;
/** PostHog takes events older than this only as a historical import (`historical_migration`). */
const POSTHOG_LIVE_WINDOW_MS = 48 * 60 * 60 * 1000;

export type PostHogTarget = { apiKey: string; host: string };

/** The sink is on only when a project key is configured. Typed by shape, so scripts share it. */
export function postHogTarget(env: { POSTHOG_API_KEY?: string | undefined; POSTHOG_HOST: string }): PostHogTarget | null {
  return env.POSTHOG_API_KEY ? { apiKey: env.POSTHOG_API_KEY, host: env.POSTHOG_HOST.replace(/\/+$/, "") } : null;
}

/** POSTs the events to `/batch/`; throws unless PostHog answers 2xx, so the sink keeps its position. */
async function sendPostHogBatch(target: PostHogTarget, events: readonly PostHogEvent[], historical = false): Promise<void> {
  const res = await fetch(`${target.host}/batch/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ api_key: target.apiKey, ...(historical ? { historical_migration: true } : {}), batch: events }),
    // A hung PostHog must not hold the sink's lease for the consumer's whole wall time.
    signal: AbortSignal.timeout(POSTHOG_TIMEOUT_MS),
  });
  // Drain the body so the connection is released.
  const text = await res.text();
  if (!res.ok) throw new Error(`PostHog batch capture answered ${res.status}: ${text.slice(0, 200)}`);
}

/**
 * The PostHog mirror: batch capture, uuid = event id (PostHog keeps one event per uuid, so a batch
 * re-sent after a failure or a replay does not count twice). Events older than PostHog's live window
 * (a replay, a backfill to a new project, a long outage) go as a historical import.
 */
export function postHogSink(target: PostHogTarget, options: { name?: string; now?: () => number } = {}): Sink {
  const now = options.now ?? Date.now;
  return {
    name: options.name ?? SINK_NAMES.posthog,
    batchSize: 200,
    async deliver(events) {
      const cutoff = now() - POSTHOG_LIVE_WINDOW_MS;
      const live: PostHogEvent[] = [];
      const historical: PostHogEvent[] = [];
      for (const row of events) (Date.parse(row.receivedAt) < cutoff ? historical : live).push(toPostHogEvent(row));
      if (live.length) await sendPostHogBatch(target, live);
      if (historical.length) await sendPostHogBatch(target, historical, true);
      return [];
    },
  };
}
