import { env } from "cloudflare:workers";
import type { PostHogEvent } from "../../analytics/sinks/posthog-event";

// Talks to the recording PostHog stand-in (scripts/stand-ins/posthog-stand-in.ts) that global-setup starts.
// State is kept per project key, so each test uses its own key and test files can run in parallel.

export type ReceivedBatch = { api_key: string; batch: PostHogEvent[] };

export async function receivedBatches(key: string): Promise<ReceivedBatch[]> {
  const res = await fetch(`${env.POSTHOG_HOST}/__stand-in/received?key=${encodeURIComponent(key)}`);
  return (await res.json()) as ReceivedBatch[];
}

/** The next `times` batches sent with `key` are answered with `status`. */
export async function failNextBatches(key: string, times: number, status = 503): Promise<void> {
  const res = await fetch(`${env.POSTHOG_HOST}/__stand-in/fail?key=${encodeURIComponent(key)}&times=${times}&status=${status}`, {
    method: "POST",
  });
  if (!res.ok) throw new Error(`stand-in control answered ${res.status}`);
}

export const uniqueKey = () => `phc_test_${crypto.randomUUID()}`;
