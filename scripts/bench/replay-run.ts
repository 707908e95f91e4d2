// The replay measurement: a PostHog project that has never received anything is pointed at the log,
// the PostHog sink is rewound to the start (what `npm run analytics -- replay --sink posthog --from 0`
// does), and the clock runs until the project holds every event of the log.
import type { Client } from "@libsql/client";
import type { LogDatabase } from "../../analytics/log/log-database";
import { rewindSink } from "../../analytics/sinks/sink-positions";
import type { PostHogStandIn } from "../stand-ins/posthog-stand-in";
import { type PositionSample, samplePositions } from "./log-positions";

export type ReplayFigures = {
  events: number;
  /** Events the project holds when the clock stopped. */
  arrived: number;
  ms: number;
  timedOut: boolean;
  historical: number;
  oldEventsSentLive: number;
  batches: number;
  /** Events received more than once (PostHog drops the copies: same uuid, event, timestamp, person). */
  resent: number;
  /** Events PostHog would count more than once. */
  duplicated: number;
  /** The longest time the sink's position stood still before it reached the end. */
  longestPauseMs: number;
};

/** The longest stretch of samples during which the sink's position did not move, before it reached `end`. */
function longestPause(samples: readonly PositionSample[], sink: string, end: number, startMs: number): number {
  let longest = 0;
  let movedAt = startMs;
  let last = -1;
  for (const sample of samples) {
    const position = sample.positions[sink] ?? 0;
    if (position !== last) {
      longest = Math.max(longest, sample.atMs - movedAt);
      movedAt = sample.atMs;
      last = position;
    }
    if (position >= end) break;
  }
  return longest;
}

/**
 * Rewinds the PostHog sink to 0 and fires the minute Cron once, as its next tick would (nothing else
 * runs the sinks while no new event arrives); waits until the stand-in holds `events` events for `key`.
 */
export async function measureReplay(options: {
  baseUrl: string;
  db: LogDatabase;
  client: Client;
  posthog: PostHogStandIn;
  key: string;
  events: number;
  lastOffset: number;
  timeoutMs: number;
  /** False once the product has stopped: waiting on would only run into the timeout. */
  running: () => boolean;
}): Promise<ReplayFigures> {
  const { posthog, key } = options;
  const received = posthog.events(key);
  const started = Date.now();
  await rewindSink(options.db, "posthog", 0);
  const sampler = samplePositions(options.client, 250);
  const cron = fetch(`${options.baseUrl}/__local/scheduled?cron=${encodeURIComponent("* * * * *")}`, { method: "POST" }).then(
    (res) => res.arrayBuffer(),
    () => undefined,
  );
  const deadline = started + options.timeoutMs;
  let reportAt = started + 10_000;
  while (received.size < options.events && Date.now() < deadline) {
    if (!options.running()) throw new Error("the product stopped during the replay");
    if (Date.now() >= reportAt) {
      console.log(`  … ${received.size} after ${Math.round((Date.now() - started) / 1000)} s`);
      reportAt += 10_000;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const doneAt = Date.now();
  // The sink commits its position after the project accepted the batch: let it settle before the next phase.
  while ((sampler.samples.at(-1)?.positions.posthog ?? 0) < options.lastOffset && Date.now() < deadline + 10_000)
    await new Promise((r) => setTimeout(r, 100));
  const samples = await sampler.stop();
  await cron;
  const events = [...received.values()];
  const stats = posthog.stats(key);
  return {
    events: options.events,
    arrived: received.size,
    ms: doneAt - started,
    timedOut: received.size < options.events,
    historical: events.filter((e) => e.historical).length,
    oldEventsSentLive: stats.oldEventsSentLive,
    batches: stats.batchesAccepted,
    resent: events.filter((e) => e.receipts > 1).length,
    duplicated: events.filter((e) => e.copies > 1).length,
    longestPauseMs: longestPause(samples, "posthog", options.lastOffset, started),
  };
}
