// `npm run bench:analytics [-- --no-build] [--events 2000] [--concurrency 50]`
// Pushes a burst of chat analytics events through the local pipeline — API → queue → consumer →
// analytics_events (+ the PostHog mirror, against a recording stand-in) — and reports events/s
// accepted, events/s end to end, and the lag until the table holds them all. Writes its section
// of BENCHMARKS.md. The product runs as `npm start` does, on its own port and data folder.

import { availableParallelism, cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import type { AnalyticsEventInput } from "../shared/analytics-events";
import { startLocalProduct } from "./bench/local-product";
import { writeBenchmarkSection } from "./benchmarks-file";
import { freePort } from "./local-sqld";
import { startPostHogStandIn } from "./stand-ins/posthog-stand-in";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    events: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "50" },
  },
});
const EVENTS = Number(values.events);
const CONCURRENCY = Number(values.concurrency);
const WARM_UP_EVENTS = 200;
const POSTHOG_KEY = "phc_bench";
const root = resolve(import.meta.dirname, "..");
const dataDir = resolve(root, ".data/bench-analytics");
const port = Number(process.env.PORT ?? (await freePort()));
const baseUrl = `http://127.0.0.1:${port}`;

/** A visitor walking the whole chat: ten events per session, every event type of the funnel. */
function chatWalk(sessionId: string): AnalyticsEventInput[] {
  const steps = [
    ["orgType", "Healthcare"],
    ["size", "51–300"],
    ["need", "Backup/Recovery"],
    ["stack", "Microsoft 365"],
    ["urgency", "30 days"],
    ["budget", "Standard"],
  ] as const;
  return [
    { eventType: "session_start", sessionId, data: { timestamp: new Date().toISOString() } },
    { eventType: "intent_selected", sessionId, data: { intent: "sales" } },
    ...steps.map(([step, value]) => ({ eventType: "step_completed", sessionId, data: { step, value } }) as AnalyticsEventInput),
    { eventType: "recommendations_generated", sessionId, data: { count: 1, ids: ["cloud-backup-recovery"] } },
    { eventType: "form_submitted", sessionId, data: { leadScore: 61, isHighValue: false } },
  ];
}

function burstOf(count: number): AnalyticsEventInput[] {
  const events: AnalyticsEventInput[] = [];
  while (events.length < count) events.push(...chatWalk(crypto.randomUUID()));
  return events.slice(0, count);
}

/** Posts the events with `concurrency` requests in flight; returns each request's status and latency. */
async function post(events: AnalyticsEventInput[], concurrency: number) {
  const results: { status: number; ms: number }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < events.length) {
      const index = next++;
      const event = events[index]!;
      const started = performance.now();
      const status = await fetch(`${baseUrl}/api/chatbot-analytics`, {
        method: "POST",
        // One address per chat walk of 10 events, as real visitors have: the API's per-client limit applies.
        headers: { "content-type": "application/json", "cf-connecting-ip": `198.18.${((index / 10) >> 8) & 255}.${(index / 10) & 255}` },
        body: JSON.stringify(event),
      }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
        () => 0,
      );
      results.push({ status, ms: performance.now() - started });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return performance.now();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const posthog = await startPostHogStandIn();
let product: Awaited<ReturnType<typeof startLocalProduct>> | undefined;

try {
  product = await startLocalProduct({
    port,
    dataDir,
    build: !values["no-build"],
    env: { POSTHOG_API_KEY: POSTHOG_KEY, POSTHOG_HOST: posthog.url },
  });

  const db = createClient({ url: product.databaseUrl() });
  const stored = async () => Number((await db.execute("SELECT count(*) AS n FROM analytics_events")).rows[0]!.n);
  const mirrored = () => posthog.received(POSTHOG_KEY).reduce((n, b) => n + b.batch.length, 0);

  // Warm up the Worker, the queue consumer and the database before measuring.
  await post(burstOf(WARM_UP_EVENTS), 5);
  await waitUntil(async () => (await stored()) === WARM_UP_EVENTS, 60_000, "the warm-up events");
  const batchesBefore = posthog.received(POSTHOG_KEY).length;
  const load = loadavg()[0]!.toFixed(1);

  console.log(`Sending ${EVENTS} events, ${CONCURRENCY} at a time…`);
  const started = performance.now();
  const results = await post(burstOf(EVENTS), CONCURRENCY);
  const acceptedAt = performance.now();
  const accepted = results.filter((r) => r.status === 202).length;
  const storedAt = await waitUntil(async () => (await stored()) >= WARM_UP_EVENTS + accepted, 300_000, "the table to hold every event");
  const mirroredAt = await waitUntil(async () => mirrored() >= WARM_UP_EVENTS + accepted, 300_000, "PostHog to receive every event");
  const rows = await stored();
  db.close();

  // For comparison, the same route and concurrency with bodies refused by validation: the Worker
  // and the machine without the queue send.
  const refused = burstOf(Math.min(EVENTS, 1000)).map((e) => ({ ...e, sessionId: "not-a-uuid" }));
  const refusedStarted = performance.now();
  const refusedResults = await post(refused, CONCURRENCY);
  const refusedRate = Math.round(refusedResults.filter((r) => r.status === 400).length / ((performance.now() - refusedStarted) / 1000));
  const refusedP50 = percentile(
    refusedResults.map((r) => r.ms).sort((a, b) => a - b),
    50,
  );

  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const seconds = (ms: number) => ms / 1000;
  const perSecond = (n: number, ms: number) => Math.round(n / seconds(ms));
  const batches = posthog.received(POSTHOG_KEY).length - batchesBefore;
  const statuses = [...new Set(results.map((r) => r.status))].sort().map((s) => `${s}: ${results.filter((r) => r.status === s).length}`);

  const markdown = `## Analytics pipeline (\`npm run bench:analytics\`)

${new Date().toISOString().slice(0, 10)} · ${EVENTS} events (chat walks of 10 events) · ${CONCURRENCY} concurrent requests · local stack of \`npm start\` (workerd via wrangler dev, local queue, sqld) with the PostHog mirror on (recording stand-in) · ${availableParallelism()} × ${cpus()[0]?.model.trim() ?? "CPU"}, shared with other work (load average ${load} when the burst began)

| measure | value |
|---|---|
| accepted (202) | ${accepted} of ${EVENTS} (${statuses.join(", ")}) |
| API accept rate | ${perSecond(accepted, acceptedAt - started)} events/s |
| same route, body refused before the queue (400) | ${refusedRate} requests/s, p50 ${refusedP50.toFixed(1)} ms |
| API latency p50 / p95 / p99 | ${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 95).toFixed(1)} / ${percentile(latencies, 99).toFixed(1)} ms |
| end to end, first request → table holds all | ${perSecond(accepted, storedAt - started)} events/s (${seconds(storedAt - started).toFixed(2)} s) |
| lag after the last 202 until the table holds all | ${seconds(storedAt - acceptedAt).toFixed(2)} s |
| PostHog mirror holds all | ${seconds(mirroredAt - started).toFixed(2)} s after the first request, in ${batches} batch requests (${(accepted / Math.max(batches, 1)).toFixed(1)} events each) |
| rows in analytics_events | ${rows} (${WARM_UP_EVENTS} warm-up + ${accepted} accepted${rows === WARM_UP_EVENTS + accepted ? ", each once" : ` — ${rows - WARM_UP_EVENTS - accepted} unexpected`}) |

How to read it: the gap between the accept rate and the refused-body rate is what the queue send costs the API; the lag is how far the consumer (batches of up to 50, max_batch_timeout 2 s, one libSQL batch and one PostHog request each) trails the API. On a machine shared with other work, the rates are lower bounds.`;

  writeBenchmarkSection("analytics", markdown);
  console.log(`\n${markdown}\n\nWritten to BENCHMARKS.md.`);
} finally {
  await product?.stop();
  await posthog.stop();
}
