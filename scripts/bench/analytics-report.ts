// BENCHMARKS.md's analytics section, and the targets it is held to: a missed target is a ❌ row and
// a FAIL line, never left out.
import type { BeaconWeight } from "./beacon-weight";
import type { Lag, LoadFigures } from "./load-run";
import type { ReplayFigures } from "./replay-run";

const TARGETS = {
  sinkLagP50Ms: 5_000,
  sinkLagP99Ms: 30_000,
  replayMs: 60_000,
  /** The issue's "a few hundred bytes" for the beacon, read as under 1 KB gzip with what it imports. */
  beaconGzip: 1_000,
};

export type AnalyticsRun = {
  date: string;
  context: string;
  failRate: number;
  concurrency: number;
  /** Events offered a second; 0: as fast as the API answered. */
  rate: number;
  seededDays: number;
  load: LoadFigures;
  replay: ReplayFigures;
  beacon: BeaconWeight | undefined;
};

type Row = { measure: string; value: string; target?: { text: string; met: boolean } };

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const lagText = (lag: Lag) => `${s(lag.p50Ms)} / ${s(lag.p99Ms)} (max ${s(lag.maxMs)}, ${lag.count} events)`;

function loadRows(load: LoadFigures, failRate: number): Row[] {
  const statuses = load.statuses.map(([status, n]) => `${status || "no answer"}: ${n}`).join(", ");
  return [
    { measure: "events sent (distinct event ids)", value: `${load.events} in ${load.requests} requests (${statuses})` },
    {
      measure: "browser retries of the same event id",
      value: `${load.requests - load.events} (${load.lostAnswerRetries} after a 202 the browser "lost", the rest after a 5xx/429/no answer)`,
    },
    {
      measure: "accepted (202 at least once); API accept rate / log append rate",
      value: `${load.accepted}; ${load.acceptRatePerSecond.toFixed(0)} / ${load.appendRatePerSecond.toFixed(0)} events/s`,
    },
    {
      measure: "stored (rows in analytics_events)",
      value: `${load.stored}; rejects: ${load.rejects}`,
      target: { text: "= accepted", met: load.stored === load.accepted },
    },
    {
      measure: "lost: accepted but missing from the log / from PostHog",
      value: `${load.lostInLog} / ${load.lostInPostHog}`,
      target: { text: "0", met: load.lostInLog + load.lostInPostHog === 0 },
    },
    {
      measure: "duplicated: extra rows per event id / events PostHog counts twice",
      value: `${load.duplicatedRows} / ${load.duplicatedInPostHog}`,
      target: { text: "0", met: load.duplicatedRows + load.duplicatedInPostHog === 0 },
    },
    {
      measure: `PostHog batch requests (${Math.round(failRate * 100)}% answered 503 at random)`,
      value: `${load.batchesAccepted} accepted, ${load.batchesFailed} failed; ${load.resentToPostHog} events re-sent and dropped by uuid`,
    },
    {
      measure: "accept latency p50 / p99 (HTTP answer)",
      value: `${load.acceptLatency.p50Ms.toFixed(0)} / ${load.acceptLatency.p99Ms.toFixed(0)} ms`,
    },
    { measure: "append lag p50 / p99 (accept → row in the log)", value: lagText(load.appendLag) },
    {
      measure: "sink lag p50 / p99 (accept → first arrival in PostHog)",
      value: lagText(load.sinkLag),
      target: {
        text: `≤ ${s(TARGETS.sinkLagP50Ms)} / ≤ ${s(TARGETS.sinkLagP99Ms)}`,
        met: load.sinkLag.p50Ms <= TARGETS.sinkLagP50Ms && load.sinkLag.p99Ms <= TARGETS.sinkLagP99Ms,
      },
    },
    { measure: "funnel rollup lag p50 / p99 (accept → in analytics_funnel_daily)", value: lagText(load.rollupLag) },
    ...(load.timedOut
      ? [{ measure: "caught up", value: "no: the wait for the sinks timed out", target: { text: "yes", met: false } }]
      : []),
  ];
}

function replayRows(replay: ReplayFigures, days: number): Row[] {
  return [
    {
      measure: `replay of ${replay.events} logged events (${days} days of chat sessions) to a new PostHog project`,
      value: `${replay.arrived} arrived in ${s(replay.ms)}${replay.timedOut ? " (timed out)" : ""}, ${(replay.arrived / (replay.ms / 1000)).toFixed(0)} events/s`,
      target: { text: `all in ≤ ${s(TARGETS.replayMs)}`, met: !replay.timedOut && replay.ms <= TARGETS.replayMs },
    },
    {
      measure: "sent as a historical import / older than 48 h but sent live",
      value: `${replay.historical} / ${replay.oldEventsSentLive}`,
      target: { text: "– / 0", met: replay.oldEventsSentLive === 0 },
    },
    {
      measure: "batch requests; events re-sent / counted twice",
      value: `${replay.batches}; ${replay.resent} / ${replay.duplicated}`,
      target: { text: "– / 0", met: replay.duplicated === 0 },
    },
    { measure: "longest stand-still of the sink's position during the replay", value: s(replay.longestPauseMs) },
  ];
}

function beaconRows(beacon: BeaconWeight | undefined): Row[] {
  if (!beacon) return [{ measure: "page-view script", value: "not in build/client (no chunk posts to /api/page-views)" }];
  return [
    {
      measure: "page-view script alone (app/analytics/page-view-beacon.ts + imports, minified by Vite), gzip",
      value: `${beacon.standaloneGzip} B (${beacon.standaloneBytes} B raw)`,
      target: { text: `≤ ${TARGETS.beaconGzip} B`, met: beacon.standaloneGzip <= TARGETS.beaconGzip },
    },
    {
      measure: "built chunks holding it (loaded on every page; shared with the layout and the chat)",
      value: beacon.builtChunks.map((c) => `\`${c.file}\` ${kb(c.gzip)}`).join(", "),
    },
    ...(beacon.posthogJs
      ? [
          {
            measure: "posthog-js, for comparison (only with POSTHOG_BROWSER_SDK=on)",
            value: `\`${beacon.posthogJs.file}\` ${kb(beacon.posthogJs.gzip)}`,
          },
        ]
      : []),
  ];
}

const table = (rows: Row[]) =>
  [
    "| measure | value | target |",
    "|---|---|---|",
    ...rows.map((r) => `| ${r.measure} | ${r.value} | ${r.target ? `${r.target.met ? "✅" : "❌"} ${r.target.text}` : ""} |`),
  ].join("\n");

/** The section's markdown, and one FAIL line per missed target. */
export function analyticsReport(run: AnalyticsRun): { markdown: string; failures: string[] } {
  const sections = {
    load: loadRows(run.load, run.failRate),
    replay: replayRows(run.replay, run.seededDays),
    beacon: beaconRows(run.beacon),
  };
  const failures = Object.values(sections)
    .flat()
    .flatMap((row) => (row.target && !row.target.met ? [`FAIL ${row.measure}: ${row.value} (target ${row.target.text})`] : []));
  const markdown = `## Analytics pipeline (\`npm run bench:analytics\`)

${run.date} · ${run.context}

### ${run.load.events} chat events, PostHog failing ${Math.round(run.failRate * 100)}% of batch requests

${run.rate ? `Offered at ${run.rate} events/s (${((run.rate * 86_400) / 1e6).toFixed(1)} M events a day)` : "As fast as the API answers"}, by up to ${run.concurrency} visitors at a time, each walking a chat (session_start … form_submitted, drop-offs, restarts) with event ids (UUID v7) and sequence numbers made by the "browser", and the chat's retries.

${table(sections.load)}

### Replay to a fresh sink

${table(sections.replay)}

### First-party page-view script

${table(sections.beacon)}

How to read it: lags run from the received_at the API stamped to the moment the benchmark saw the result (PostHog: the stand-in's arrival time; log and rollup: positions sampled every ${run.load.sampleMs} ms, so up to that much is sampling). Sink lag includes the queue's batching (max_batch_timeout 2 s), the wake-up message and, for events whose batch PostHog refused, the back-off (2, 4, 8, 16, 32 s, then the minute Cron); when the API accepts faster than the consumer appends, the queue backs up and the append lag is most of it. The replay starts when the sink is rewound and the minute Cron fires once: without new events nothing else runs the sinks, and a Cron run gives each sink at most 20 s, so a longer replay waits for the next minute's run (the stand-still row). On a machine shared with other work, rates are lower bounds.${failures.length ? `\n\nMissed targets:\n\n${failures.map((f) => `- ${f}`).join("\n")}` : ""}`;
  return { markdown, failures };
}
