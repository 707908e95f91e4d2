// The load measurement: chat visitors post events while PostHog fails a share of the batch requests;
// then every accepted event is looked for in the log and in PostHog, and timed from the API's accept
// (the received_at it stamped) to its append, its first arrival in PostHog and its funnel rollup.
import type { Client } from "@libsql/client";
import type { PostHogStandIn } from "../stand-ins/posthog-stand-in";
import { sendChatLoad } from "./chat-load";
import { reachedAt, samplePositions } from "./log-positions";
import { percentile } from "./percentile";

export type Lag = { p50Ms: number; p99Ms: number; maxMs: number; count: number };

export type LoadFigures = {
  events: number;
  requests: number;
  lostAnswerRetries: number;
  statuses: [number, number][];
  accepted: number;
  /** Rows in the log for the events sent. */
  stored: number;
  rejects: number;
  lostInLog: number;
  lostInPostHog: number;
  /** Rows beyond one per event id, plus events PostHog would count more than once. */
  duplicatedRows: number;
  duplicatedInPostHog: number;
  resentToPostHog: number;
  batchesFailed: number;
  batchesAccepted: number;
  acceptRatePerSecond: number;
  /** Rows appended per second, from the first append to the last: the queue consumer's pace. */
  appendRatePerSecond: number;
  acceptLatency: { p50Ms: number; p99Ms: number };
  appendLag: Lag;
  sinkLag: Lag;
  rollupLag: Lag;
  /** Rollup lag is measured by sampling its position this often. */
  sampleMs: number;
  timedOut: boolean;
};

const SAMPLE_MS = 250;

const lag = (values: number[]): Lag => ({
  p50Ms: percentile(values, 50),
  p99Ms: percentile(values, 99),
  maxMs: values.length ? values.reduce((max, v) => Math.max(max, v)) : Number.NaN,
  count: values.length,
});

async function logRowsAfter(client: Client, offset: number) {
  const result = await client.execute({
    sql: "select event_id, log_offset, received_at from analytics_events where log_offset > ?",
    args: [offset],
  });
  return result.rows.map((row) => ({ eventId: String(row.event_id), offset: Number(row.log_offset), receivedAt: String(row.received_at) }));
}

export async function measureLoad(options: {
  baseUrl: string;
  client: Client;
  posthog: PostHogStandIn;
  key: string;
  events: number;
  concurrency: number;
  rate: number;
  failRate: number;
  lostAnswerRate: number;
  /** How long after the last answer the sinks may take to deliver everything. */
  settleMs: number;
  running: () => boolean;
}): Promise<LoadFigures> {
  const { client, posthog, key } = options;
  const head = Number((await client.execute("select coalesce(max(log_offset), 0) as head from analytics_events")).rows[0]!.head);
  const statsBefore = { ...posthog.stats(key) };
  posthog.failAtRate(key, options.failRate, 503);
  const sampler = samplePositions(client, SAMPLE_MS);
  const load = await sendChatLoad(options.baseUrl, options);
  const accepted = [...load.events.values()].filter((e) => e.acceptedAtMs !== undefined);
  const received = posthog.events(key);
  const deadline = load.finishedAtMs + options.settleMs;
  let rows = await logRowsAfter(client, head);
  const caughtUp = () => {
    const rollup = sampler.samples.at(-1)?.positions["funnel-rollup"] ?? 0;
    const end = rows.reduce((max, row) => Math.max(max, row.offset), 0);
    return rows.length >= accepted.length && accepted.every((e) => received.has(e.body.eventId)) && rollup >= end;
  };
  while (!caughtUp() && Date.now() < deadline) {
    if (!options.running()) throw new Error("the product stopped before the sinks caught up");
    await new Promise((r) => setTimeout(r, SAMPLE_MS));
    rows = await logRowsAfter(client, head);
  }
  const timedOut = !caughtUp();
  // Only now: failures that stopped with the load would flatter the catch-up.
  posthog.failAtRate(key, 0);
  const samples = await sampler.stop();
  const rejects = Number((await client.execute("select count(*) as n from analytics_rejects")).rows[0]!.n);

  const byId = new Map(rows.map((row) => [row.eventId, row]));
  const inPostHog = accepted.flatMap((e) => received.get(e.body.eventId) ?? []);
  const acceptedAt = (eventId: string) => Date.parse(byId.get(eventId)?.receivedAt ?? "");
  const offsetLags = (value: (s: (typeof samples)[number]) => number) =>
    rows.flatMap((row) => {
      const at = reachedAt(samples, row.offset, value);
      return at === undefined ? [] : [at - Date.parse(row.receivedAt)];
    });
  const stats = posthog.stats(key);
  const firstAppendAt = samples.find((sample) => sample.head > head)?.atMs ?? Number.NaN;
  const lastOffset = rows.reduce((max, row) => Math.max(max, row.offset), head);
  const lastAppendAt = reachedAt(samples, lastOffset, (sample) => sample.head) ?? Number.NaN;

  return {
    events: load.events.size,
    requests: load.latenciesMs.length,
    lostAnswerRetries: load.lostAnswerRetries,
    statuses: [...load.statuses.entries()].sort(([a], [b]) => a - b),
    accepted: accepted.length,
    stored: rows.filter((row) => load.events.has(row.eventId)).length,
    rejects,
    lostInLog: accepted.filter((e) => !byId.has(e.body.eventId)).length,
    lostInPostHog: accepted.filter((e) => !received.has(e.body.eventId)).length,
    duplicatedRows: rows.length - byId.size,
    duplicatedInPostHog: inPostHog.filter((e) => e.copies > 1).length,
    resentToPostHog: inPostHog.filter((e) => e.receipts > 1).length,
    batchesFailed: stats.batchesFailed - statsBefore.batchesFailed,
    batchesAccepted: stats.batchesAccepted - statsBefore.batchesAccepted,
    acceptRatePerSecond: accepted.length / ((load.finishedAtMs - load.startedAtMs) / 1000),
    appendRatePerSecond: rows.length / ((lastAppendAt - firstAppendAt) / 1000),
    acceptLatency: { p50Ms: percentile(load.latenciesMs, 50), p99Ms: percentile(load.latenciesMs, 99) },
    appendLag: lag(offsetLags((s) => s.head)),
    sinkLag: lag(inPostHog.flatMap((e) => (byId.has(e.uuid) ? [e.firstArrivalMs - acceptedAt(e.uuid)] : []))),
    rollupLag: lag(offsetLags((s) => s.positions["funnel-rollup"] ?? 0)),
    sampleMs: SAMPLE_MS,
    timedOut,
  };
}
