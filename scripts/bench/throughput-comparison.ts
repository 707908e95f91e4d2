// The site bench's server comparison: the Worker's edge-cached HTML against a plain static server
// holding the same bytes, with a page rendered on every request and workerd's own asset server for scale.
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { NOT_FOUND_PATH } from "../site-routes";
import { loadTest, medianThroughput, startStaticServer, type Throughput } from "./throughput";

type ThroughputRow = { label: string; url: string; result: Throughput };
export type ThroughputComparison = { rows: ThroughputRow[]; steady: ThroughputRow[]; htmlBytes: number };

/** The offered load for the latency comparison: well below both servers' capacity here. */
const STEADY_RATE = 100;
const THROUGHPUT_ROUNDS = 3;
const P99_RATIO_TARGET = 3;

/**
 * The home page from the Worker (SSR, edge-cached after the first request) against a plain static
 * server holding the same HTML, one after the other; with, for context, a page rendered on every
 * request (the not-found page is never cached) and a file from workerd's own asset server.
 */
export async function compareThroughput(options: {
  baseUrl: string;
  dataDir: string;
  staticPort: number;
  cssUrl: string | undefined;
}): Promise<ThroughputComparison> {
  const { baseUrl, dataDir, staticPort, cssUrl } = options;
  const html = await (await fetch(`${baseUrl}/`)).text();
  const file = resolve(dataDir, "static/index.html");
  mkdirSync(resolve(dataDir, "static"), { recursive: true });
  writeFileSync(file, html);
  const server = await startStaticServer(file, staticPort);
  const targets = [
    { label: "`/` from the Worker (SSR, edge-cached)", url: `${baseUrl}/` },
    { label: "`/` from a plain Node static file server", url: `http://127.0.0.1:${staticPort}/` },
    { label: `\`${NOT_FOUND_PATH}\` from the Worker (SSR on every request)`, url: `${baseUrl}${NOT_FOUND_PATH}` },
    ...(cssUrl ? [{ label: `\`${cssUrl}\` from workerd's asset server (the local runtime's floor)`, url: `${baseUrl}${cssUrl}` }] : []),
  ];
  try {
    for (const target of targets) await loadTest(target.url, { seconds: 2 }); // warm-up
    // Tail latency on a shared machine swings between runs: every target is measured in each of
    // THROUGHPUT_ROUNDS interleaved rounds, so a noisy moment hits all of them, and medians are kept.
    const capacityRuns = targets.map(() => [] as Throughput[]);
    const steadyRuns = targets.map(() => [] as Throughput[]);
    for (let round = 1; round <= THROUGHPUT_ROUNDS; round++) {
      for (const [i, target] of targets.entries()) {
        console.log(`Load test, round ${round}: ${target.url} at capacity, then at ${STEADY_RATE} req/s …`);
        capacityRuns[i]!.push(await loadTest(target.url));
        steadyRuns[i]!.push(await loadTest(target.url, { rate: STEADY_RATE }));
      }
    }
    const rows = targets.map((target, i) => ({ ...target, result: medianThroughput(capacityRuns[i]!) }));
    const steady = targets.map((target, i) => ({ ...target, result: medianThroughput(steadyRuns[i]!) }));
    return { rows, steady, htmlBytes: Buffer.byteLength(html) };
  } finally {
    await new Promise((done) => server.close(done));
  }
}

/** Worker p99 / static p99 for `/`: at the steady rate and at capacity. */
function p99Ratios(load: ThroughputComparison): { steady: number; capacity: number } {
  const ratio = (rows: ThroughputRow[]) => rows[0]!.result.p99Ms / Math.max(rows[1]!.result.p99Ms, 1);
  return { steady: ratio(load.steady), capacity: ratio(load.rows) };
}

const mark = (ok: boolean) => (ok ? "✅" : "❌");

export function throughputSection(load: ThroughputComparison): string[] {
  const ratios = p99Ratios(load);
  const row = ({ label, result: r }: ThroughputRow) =>
    `| ${label} | ${Math.round(r.requestsPerSecond)} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.non2xx} | ${r.errors} |`;
  const lines = [
    `### Server throughput and latency (autocannon, 10 connections, 10 s per measurement, medians of ${THROUGHPUT_ROUNDS} interleaved rounds, same machine, same run)`,
    "",
    `The Worker runs in workerd under \`wrangler dev\`; the static server is plain Node \`http\` reading the same ${(load.htmlBytes / 1024).toFixed(1)} KB HTML from disk on every request.`,
    "",
    `At a steady ${STEADY_RATE} requests/s (the same offered load for each; latency without queueing):`,
    "",
    "| what | req/s | p50 | p99 | non-2xx (all rounds) | errors (all rounds) |",
    "|---|---|---|---|---|---|",
    ...load.steady.map(row),
    "",
    `Worker p99 / static p99 for \`/\` at ${STEADY_RATE} req/s = ${ratios.steady.toFixed(1)}× ${mark(ratios.steady <= P99_RATIO_TARGET)} (target ≤ ${P99_RATIO_TARGET}×).`,
    "",
    "At capacity (each connection sends its next request as soon as the last is answered):",
    "",
    "| what | req/s | p50 | p99 | non-2xx (all rounds) | errors (all rounds) |",
    "|---|---|---|---|---|---|",
    ...load.rows.map(row),
    "",
    `Worker p99 / static p99 for \`/\` at capacity = ${ratios.capacity.toFixed(1)}× ${mark(ratios.capacity <= P99_RATIO_TARGET)}.`,
  ];
  // Row 3 is workerd serving a file itself: what the local runtime costs before any Worker code runs.
  for (const [when, rows] of [
    [`at ${STEADY_RATE} req/s`, load.steady],
    ["at capacity", load.rows],
  ] as const) {
    const floor = rows[3];
    if (!floor) continue;
    lines.push(
      `For scale ${when}: workerd serving a static file itself, with no Worker code, has p99 ${floor.result.p99Ms} ms, ` +
        `${(floor.result.p99Ms / Math.max(rows[1]!.result.p99Ms, 1)).toFixed(1)}× the Node server's; the page's p99 is ${(rows[0]!.result.p99Ms / Math.max(floor.result.p99Ms, 1)).toFixed(1)}× that floor.`,
    );
  }
  return lines;
}

/** The unmet throughput targets, for the report's list. */
export function unmetThroughputTargets(load: ThroughputComparison): string[] {
  const ratios = p99Ratios(load);
  const floorNote = "(workerd's own static-file floor under `wrangler dev` is in the table above)";
  return [
    ...(ratios.steady > P99_RATIO_TARGET
      ? [`SSR p99 within ${P99_RATIO_TARGET}× of static at ${STEADY_RATE} req/s: ${ratios.steady.toFixed(1)}× ${floorNote}`]
      : []),
    ...(ratios.capacity > P99_RATIO_TARGET
      ? [`SSR p99 within ${P99_RATIO_TARGET}× of static at capacity: ${ratios.capacity.toFixed(1)}× ${floorNote}`]
      : []),
  ];
}
