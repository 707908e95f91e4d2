// `npm run bench:analytics [-- --no-build] [--events 10000] [--rate 100] [--concurrency 64] [--replay-events 100000]`
// Measures the analytics event log on the local stack of `npm start` (sqld, workerd with the queue
// consumer and the minute Cron) against the PostHog stand-in:
// 1. replay: a log of `--replay-events` chat events, a PostHog project that has never received one,
//    the PostHog sink rewound to 0 → time until the project holds them all;
// 2. load: `--events` chat events through POST /api/chatbot-analytics, `--rate` a second (0: as fast
//    as the API answers), with browser retries while PostHog answers 503 to 30% of batch requests →
//    lost, duplicated, accept latency, sink lags;
// 3. the page-view script's weight in the production build.
// Writes its section of BENCHMARKS.md; prints a FAIL line for each missed target.

import { rmSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import * as tables from "../analytics/log/tables";
import { analyticsReport } from "./bench/analytics-report";
import { beaconWeight } from "./bench/beacon-weight";
import { measureLoad } from "./bench/load-run";
import { startLocalProduct } from "./bench/local-product";
import { seedLog } from "./bench/log-seed";
import { measureReplay } from "./bench/replay-run";
import { writeBenchmarkSection } from "./benchmarks-file";
import { freePort } from "./local-sqld";
import { startPostHogStandIn } from "./stand-ins/posthog-stand-in";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    events: { type: "string", default: "10000" },
    rate: { type: "string", default: "100" },
    concurrency: { type: "string", default: "64" },
    "replay-events": { type: "string", default: "100000" },
  },
});
const EVENTS = Number(values.events);
const RATE = Number(values.rate);
const CONCURRENCY = Number(values.concurrency);
const REPLAY_EVENTS = Number(values["replay-events"]);
/** The history's span: nearly all of it older than PostHog's 48-hour live window. */
const HISTORY_DAYS = 90;
const FAIL_RATE = 0.3;
/** Events whose 202 the "browser" does not see (a dropped connection), so it sends them again. */
const LOST_ANSWER_RATE = 0.03;
/** A project key the stand-in has never seen: a fresh PostHog project. */
const POSTHOG_KEY = `phc_bench_${Date.now().toString(36)}`;
const root = resolve(import.meta.dirname, "..");
const dataDir = resolve(root, ".data/bench-analytics");
const port = Number(process.env.PORT ?? (await freePort()));

const posthog = await startPostHogStandIn();
let product: Awaited<ReturnType<typeof startLocalProduct>> | undefined;

try {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Seeding the log with ${REPLAY_EVENTS} events (setup, not measured)…`);
  const seeded = await seedLog(dataDir, { events: REPLAY_EVENTS, days: HISTORY_DAYS, sinks: ["posthog", "funnel-rollup"] });
  product = await startLocalProduct({
    port,
    dataDir,
    build: !values["no-build"],
    fresh: false,
    env: { POSTHOG_API_KEY: POSTHOG_KEY, POSTHOG_HOST: posthog.url },
  });
  const client = createClient({ url: product.databaseUrl() });
  const db = drizzle(client, { schema: tables });
  const load1 = loadavg()[0]!.toFixed(1);

  console.log(`Replaying ${seeded.events} events to a new PostHog project…`);
  const replay = await measureReplay({
    baseUrl: product.baseUrl,
    db,
    client,
    posthog,
    key: POSTHOG_KEY,
    events: seeded.events,
    lastOffset: seeded.lastOffset,
    timeoutMs: 150_000,
    running: product.running,
  });
  console.log(`  ${replay.arrived} in ${(replay.ms / 1000).toFixed(1)} s`);

  const pace = RATE ? `${RATE} events/s` : "full speed";
  console.log(`Sending ${EVENTS} chat events at ${pace}, PostHog failing ${FAIL_RATE * 100}% of batches…`);
  const load = await measureLoad({
    baseUrl: product.baseUrl,
    client,
    posthog,
    key: POSTHOG_KEY,
    events: EVENTS,
    concurrency: CONCURRENCY,
    rate: RATE,
    failRate: FAIL_RATE,
    lostAnswerRate: LOST_ANSWER_RATE,
    settleMs: 120_000,
    running: product.running,
  });
  client.close();
  const beacon = await beaconWeight();

  const { markdown, failures } = analyticsReport({
    date: new Date().toISOString().slice(0, 10),
    context: `local stack of \`npm start\` (workerd via wrangler dev with the queue consumer and the minute Cron, local queue, sqld) with the PostHog sink on, against the PostHog stand-in (dedups by uuid like PostHog) · ${availableParallelism()} × ${cpus()[0]?.model.trim() ?? "CPU"}, shared with other work (load average ${load1} at the start)`,
    failRate: FAIL_RATE,
    concurrency: CONCURRENCY,
    rate: RATE,
    seededDays: HISTORY_DAYS,
    load,
    replay,
    beacon: beacon.builtChunks.length ? beacon : undefined,
  });
  writeBenchmarkSection("analytics", markdown);
  console.log(`\n${markdown}\n\nWritten to BENCHMARKS.md.`);
  for (const failure of failures) console.log(failure);
  if (failures.length) process.exitCode = 1;
} finally {
  await product?.stop();
  await posthog.stop();
}
