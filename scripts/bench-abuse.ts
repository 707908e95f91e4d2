// `npm run bench:abuse [-- --no-build] [--hostile 10000] [--normal-every 10] [--concurrency 16]`
// Sends hostile requests (oversized, chunked, malformed, wrong types and envelopes, lone surrogates,
// other spellings of the routes, floods from one IPv4 address and one IPv6 /64) interleaved with
// normal visitors' traffic at the product as `npm start` runs it, on its own port and data folder.
// Reports 5xx answers, hangs, rows the hostile requests left in the database, the Worker's
// error-level log lines (scripts/bench/error-log.ts says what counts as one) and the latency of the
// normal requests; writes the "abuse" section of BENCHMARKS.md. Exits 1 unless the hostile traffic
// got no 5xx, no hang and no row, and the Worker logged nothing at error level.

import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import { HOSTILE_MARK, hostileRequest, NORMAL_MARK, normalRequest, type TrafficRequest } from "./bench/abuse-traffic";
import { errorEntries } from "./bench/error-log";
import { startLocalProduct } from "./bench/local-product";
import { writeBenchmarkSection } from "./benchmarks-file";
import { freePort } from "./local-sqld";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    hostile: { type: "string", default: "10000" },
    "normal-every": { type: "string", default: "10" },
    concurrency: { type: "string", default: "16" },
  },
});
const HOSTILE = Number(values.hostile);
const NORMAL_EVERY = Number(values["normal-every"]);
const CONCURRENCY = Number(values.concurrency);
/** An answer later than this is a hang. */
const HANG_MS = 30_000;
/** Time for the queue consumer to store whatever the API accepted before the rows are counted. */
const SETTLE_MS = 8_000;
/** Distinct error-level entries shown. */
const SHOWN_ERRORS = 5;

const root = resolve(import.meta.dirname, "..");
const dataDir = resolve(root, ".data/bench-abuse");
/** The product's stderr, the Worker's log in it; beside the data folder, which a fresh start empties. */
const logFile = resolve(root, ".data/bench-abuse.log");
const port = Number(process.env.PORT ?? (await freePort()));
const baseUrl = `http://127.0.0.1:${port}`;

type Outcome = { family: string; status: number | "hang" | "error"; ms: number };

async function send(request: TrafficRequest): Promise<Outcome> {
  const started = performance.now();
  const body = typeof request.body === "function" ? request.body() : request.body;
  try {
    // Concatenated, not resolved against the base: "//api//…" must stay a path.
    const res = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body,
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
      signal: AbortSignal.timeout(HANG_MS),
    } as RequestInit);
    await res.arrayBuffer();
    return { family: request.family, status: res.status, ms: performance.now() - started };
  } catch (error) {
    const status = error instanceof Error && error.name === "TimeoutError" ? "hang" : "error";
    if (status === "error") console.error(`${request.family} ${request.method} ${request.path}:`, error);
    return { family: request.family, status, ms: performance.now() - started };
  }
}

/** Every request in order, `concurrency` in flight: normal ones spread evenly among the hostile ones. */
async function sendAll(requests: TrafficRequest[], concurrency: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) outcomes.push(await send(requests[next++]!));
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

type Database = ReturnType<typeof createClient>;

/**
 * The Worker's own bookkeeping, which no request's content reaches: one row per analytics sink, named
 * by the code, added the first time that sink runs (whenever the queue or the Cron wakes it).
 */
const BOOKKEEPING_TABLES = new Set(["analytics_sink_positions"]);

/** The database's own tables (not SQLite's, libSQL's, the migration log or the Worker's bookkeeping). */
async function tables(db: Database): Promise<string[]> {
  const { rows } = await db.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'libsql_%' AND name NOT LIKE '\\_\\_%' ESCAPE '\\' ORDER BY name",
  );
  return rows.map((r) => String(r.name)).filter((name) => !BOOKKEEPING_TABLES.has(name));
}

async function rowCount(db: Database, table: string, mark?: string): Promise<number> {
  if (!mark) return Number((await db.execute(`SELECT count(*) AS n FROM "${table}"`)).rows[0]!.n);
  const columns = (await db.execute(`PRAGMA table_info("${table}")`)).rows.map((r) => String(r.name));
  const where = columns.map((c) => `CAST("${c}" AS TEXT) LIKE ?`).join(" OR ");
  return Number(
    (await db.execute({ sql: `SELECT count(*) AS n FROM "${table}" WHERE ${where}`, args: columns.map(() => `%${mark}%`) })).rows[0]!.n,
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

let product: Awaited<ReturnType<typeof startLocalProduct>> | undefined;

try {
  console.log(`The product's log (stderr): ${logFile}`);
  product = await startLocalProduct({ port, dataDir, build: !values["no-build"], stderrFile: logFile });
  const db = createClient({ url: product.databaseUrl() });

  // Warm the isolate, the page cache and the database connection.
  await sendAll(
    Array.from({ length: 40 }, (_, i) => normalRequest(i)),
    4,
  );

  const names = await tables(db);
  const snapshot = async () =>
    new Map(
      await Promise.all(
        names.map(
          async (t) =>
            [
              t,
              { all: await rowCount(db, t), normal: await rowCount(db, t, NORMAL_MARK), hostile: await rowCount(db, t, HOSTILE_MARK) },
            ] as const,
        ),
      ),
    );
  const before = await snapshot();
  const requests: TrafficRequest[] = [];
  for (let i = 0; i < HOSTILE; i++) {
    requests.push(hostileRequest(i));
    if (i % NORMAL_EVERY === NORMAL_EVERY - 1) requests.push(normalRequest(Math.floor(i / NORMAL_EVERY)));
  }
  const load = loadavg()[0]!.toFixed(1);
  console.log(`Sending ${HOSTILE} hostile and ${requests.length - HOSTILE} normal requests, ${CONCURRENCY} at a time…`);
  const started = performance.now();
  const outcomes = await sendAll(requests, CONCURRENCY);
  const seconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, SETTLE_MS));

  // A row is the normal traffic's when it carries the normal mark; anything else new is the hostile traffic's.
  const after = await snapshot();
  const hostileRows = names.reduce((n, table) => {
    const [was, is] = [before.get(table)!, after.get(table)!];
    return n + Math.max(is.hostile - was.hostile, is.all - was.all - (is.normal - was.normal));
  }, 0);

  const families = [...new Set(outcomes.map((o) => o.family))];
  const byFamily = families.map((family) => {
    const mine = outcomes.filter((o) => o.family === family);
    const statuses = new Map<string, number>();
    for (const o of mine) statuses.set(String(o.status), (statuses.get(String(o.status)) ?? 0) + 1);
    return {
      family,
      sent: mine.length,
      statuses: [...statuses]
        .sort()
        .map(([s, n]) => `${s} × ${n}`)
        .join(", "),
      fiveXx: mine.filter((o) => typeof o.status === "number" && o.status >= 500).length,
      hangs: mine.filter((o) => o.status === "hang").length,
      errors: mine.filter((o) => o.status === "error").length,
    };
  });
  const normal = outcomes.filter((o) => o.family === "normal");
  const normalMs = normal.map((o) => o.ms).sort((a, b) => a - b);
  const normalFailed = normal.filter((o) => typeof o.status !== "number" || o.status >= 400).length;
  const hostile = byFamily.filter((f) => f.family !== "normal");
  const total = (key: "fiveXx" | "hangs" | "errors") => byFamily.reduce((n, f) => n + f[key], 0);
  const errors = errorEntries(readFileSync(logFile, "utf8"));
  const errorLines = errors.reduce((n, e) => n + e.count, 0);
  const passed = total("fiveXx") + total("hangs") + total("errors") + hostileRows + errorLines === 0;

  const table = [
    "| traffic | requests | answers | 5xx | hangs | connection errors |",
    "|---|---:|---|---:|---:|---:|",
    ...byFamily.map((f) => `| ${f.family} | ${f.sent} | ${f.statuses} | ${f.fiveXx} | ${f.hangs} | ${f.errors} |`),
  ].join("\n");
  const summary = [
    `- Hostile requests: ${hostile.reduce((n, f) => n + f.sent, 0)}; normal requests: ${normal.length}; ${(outcomes.length / seconds).toFixed(0)} requests/s overall (${CONCURRENCY} in flight).`,
    `- 5xx answers: ${total("fiveXx")}; hangs (no answer within ${HANG_MS / 1000} s): ${total("hangs")}; connection errors: ${total("errors")}.`,
    `- Rows written by hostile requests: ${hostileRows} (every table but the analytics sinks' positions counted before and after; new rows without the normal traffic's mark, or with the hostile mark).`,
    `- Error-level lines in the Worker's log: ${errorLines} (target 0 ${errorLines ? "❌" : "✅"})${errorLines ? `; the most frequent of ${errors.length} distinct first lines:` : "."}`,
    ...errors.slice(0, SHOWN_ERRORS).map((e) => `  - ${e.count} × \`${e.firstLine.replaceAll("`", "'")}\``),
    `- Normal requests: p50 ${percentile(normalMs, 50).toFixed(0)} ms, p99 ${percentile(normalMs, 99).toFixed(0)} ms, ${normalFailed} refused or failed.`,
    `- Targets (0 × 5xx, 0 hangs, 0 connection errors, 0 rows, 0 error-level log lines): **${passed ? "PASS" : "FAIL"}**.`,
  ].join("\n");
  const markdown = `## Abuse (\`npm run bench:abuse\`)

${summary}

${table}

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} CPU cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}, load average ${load} when the run began), Node ${process.version}:
the production build in workerd (\`wrangler dev\` through \`scripts/start.ts\`) with the local sqld, plain \`fetch\` (keep-alive connections)
with ${CONCURRENCY} requests in flight, one normal request after every ${NORMAL_EVERY} hostile ones. Normal traffic: page views, FAQ
questions, chat leads and contact messages, each from its own address. Hostile traffic (\`scripts/bench/abuse-traffic.ts\`): bodies over
16 KiB (with Content-Length, and chunked; 2 % of them 2 MB), malformed JSON, wrong types, wrong content types, lone UTF-16 surrogates,
other spellings of the routes (case, trailing slash, \`.data\`, %-encoding, doubled slashes), and floods from one IPv4 address and
from one IPv6 /64 whose every request comes from another address in it; the floods' 429s are the rate limit at work.
Error-level log lines: the entries wrangler (\`--log-level error\`) prints as \`✘ [ERROR]\` from start-up to the end of the run —
the Worker's \`console.error\`, uncaught exceptions and runtime crashes — counted by \`scripts/bench/error-log.ts\`.`;

  console.log(`\n${summary}\n\n${table}\n`);
  for (const e of errors.slice(0, SHOWN_ERRORS))
    console.log(`${e.count} × ✘ [ERROR] ${e.firstLine}\n${e.sample.map((l) => `    ${l}`).join("\n")}\n`);
  writeBenchmarkSection("abuse", markdown);
  console.log("Written to BENCHMARKS.md (section abuse).");
  if (!passed) process.exitCode = 1;
} finally {
  await product?.stop();
}
