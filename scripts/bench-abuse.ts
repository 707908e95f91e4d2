// `npm run bench:abuse [-- --no-build] [--hostile 10000] [--normal-every 10] [--concurrency 16]`
// Sends hostile traffic (oversized, chunked, malformed, wrong types and envelopes, lone surrogates,
// other spellings of the routes, FAQ floods; spent form tokens replayed for other records, lead
// floods from one IPv4 address and one IPv6 /64, Slack markup, personal data in analytics) among
// normal visitors, who read a page and send its form with the page's token, at the product as
// `npm start` runs it, with every integration on against local stand-ins, on its own port and data
// folder. Reports 5xx answers, hangs, the Worker's error-level log lines (scripts/bench/error-log.ts),
// what reached each stand-in and what the hostile traffic left in the database; writes the "abuse"
// section of BENCHMARKS.md. Exits 1 unless every target in scripts/bench/abuse-report.ts is met.

import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import { deliveriesSettled, deliveryFigures, posthogEvents, standInsOf } from "./bench/abuse-deliveries";
import { hostileVisit } from "./bench/abuse-mix";
import { normalVisit } from "./bench/abuse-normal";
import { abuseReport, type Outcome } from "./bench/abuse-report";
import { loggedEvents, rowFigures } from "./bench/abuse-rows";
import { SpentTokens } from "./bench/abuse-tokens";
import type { Answer, TrafficContext, TrafficRequest, Visit } from "./bench/abuse-traffic";
import { errorEntries } from "./bench/error-log";
import { type LocalProduct, startLocalProduct } from "./bench/local-product";
import { startProductionIntegrations } from "./bench/production-integrations";
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
/** Normal visits before the measured run: they warm the isolate and caches and spend the first tokens. */
const WARM_UP_VISITS = 40;
/** How long the destinations get to receive every accepted normal record. */
const DELIVERY_TIMEOUT_MS = 120_000;
/** How long the event log and PostHog get to take the analytics payloads the API accepted. */
const ANALYTICS_TIMEOUT_MS = 90_000;
const SHOWN_ERRORS = 5;

const root = resolve(import.meta.dirname, "..");
const dataDir = resolve(root, ".data/bench-abuse");
/** The product's stderr, the Worker's log in it; beside the data folder, which a fresh start empties. */
const logFile = resolve(root, ".data/bench-abuse.log");
const port = Number(process.env.PORT ?? (await freePort()));
const baseUrl = `http://127.0.0.1:${port}`;

function sender(outcomes: Outcome[]) {
  return async (request: TrafficRequest): Promise<Answer> => {
    const started = performance.now();
    const body = typeof request.body === "function" ? request.body() : request.body;
    const answer = (status: Answer["status"], headers = new Headers(), text = ""): Answer => {
      outcomes.push({ family: request.family, status, ms: performance.now() - started });
      return { status, headers, text };
    };
    try {
      // Concatenated, not resolved against the base: "//api//…" must stay a path.
      const res = await fetch(`${baseUrl}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body,
        ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
        signal: AbortSignal.timeout(HANG_MS),
      } as RequestInit);
      return answer(res.status, res.headers, await res.text());
    } catch (error) {
      const status = error instanceof Error && error.name === "TimeoutError" ? "hang" : "error";
      if (status === "error") console.error(`${request.family} ${request.method} ${request.path}:`, error);
      return answer(status);
    }
  };
}

/** Every visit in order, `concurrency` senders each taking the next one when its last has ended. */
async function runAll(visits: Visit[], concurrency: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const send = sender(outcomes);
  let next = 0;
  const worker = async () => {
    while (next < visits.length) await visits[next++]!(send);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

/** Polls until `done` holds or `timeoutMs` passed; whether it held. */
async function waitFor(done: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; !(await done()); await new Promise((r) => setTimeout(r, 1_000))) {
    if (Date.now() > deadline) return false;
  }
  return true;
}

const integrations = await startProductionIntegrations();
let product: LocalProduct | undefined;
try {
  console.log(`The product's log (stderr): ${logFile}`);
  product = await startLocalProduct({ port, dataDir, build: !values["no-build"], stderrFile: logFile, env: integrations.env });
  const db = createClient({ url: product.databaseUrl() });
  const standIns = standInsOf(integrations.env);
  const ctx: TrafficContext = {
    origin: baseUrl,
    turnstileToken: integrations.turnstileToken,
    spent: new SpentTokens(),
    accepted: [],
    piiAccepted: new Set(),
  };

  await runAll(
    Array.from({ length: WARM_UP_VISITS }, (_, i) => normalVisit(i, ctx)),
    4,
  );
  if (!ctx.spent.size) console.warn("No normal visitor's submission was accepted in the warm-up: the replays carry no token.");

  const visits: Visit[] = [];
  for (let i = 0; i < HOSTILE; i++) {
    visits.push(hostileVisit(i, ctx));
    if (i % NORMAL_EVERY === NORMAL_EVERY - 1) visits.push(normalVisit(WARM_UP_VISITS + Math.floor(i / NORMAL_EVERY), ctx));
  }
  const load = loadavg()[0]!.toFixed(1);
  console.log(`Sending ${HOSTILE} hostile requests among ${visits.length - HOSTILE} normal visits, ${CONCURRENCY} senders…`);
  const started = performance.now();
  const outcomes = await runAll(visits, CONCURRENCY);
  const seconds = (performance.now() - started) / 1000;

  console.log(`Waiting for ${ctx.accepted.length} normal records at the destinations and ${ctx.piiAccepted.size} analytics payloads…`);
  const settled = await deliveriesSettled(standIns, ctx.accepted, DELIVERY_TIMEOUT_MS);
  // The payloads' events, cleaned, reach the log and then PostHog; one the product dropped never comes.
  const pii = ctx.piiAccepted;
  await waitFor(async () => (await loggedEvents(db, pii)) === pii.size, ANALYTICS_TIMEOUT_MS);
  await waitFor(async () => (await posthogEvents(standIns, pii)) >= (await loggedEvents(db, pii)), ANALYTICS_TIMEOUT_MS);

  const errors = errorEntries(readFileSync(logFile, "utf8"));
  const { passed, summary, tables } = abuseReport({
    outcomes,
    seconds,
    concurrency: CONCURRENCY,
    hangMs: HANG_MS,
    acceptedRecords: ctx.accepted.length,
    piiAccepted: ctx.piiAccepted.size,
    deliveriesSettled: settled,
    deliveries: await deliveryFigures(standIns, ctx.accepted, ctx.piiAccepted),
    rows: await rowFigures(db, ctx.accepted, ctx.piiAccepted),
    errors,
  });
  const markdown = `## Abuse (\`npm run bench:abuse\`)

${summary}

${tables}

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} CPU cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}, load average ${load} when the run began), Node ${process.version}:
the production build in workerd (\`wrangler dev\` through \`scripts/start.ts\`) with the local sqld and every integration on against
its local stand-in (\`scripts/bench/production-integrations.ts\`: PostHog, Turnstile, the webhook, Slack, HubSpot, Access; e-mail to
sales written to a local file, so counted in the outbox), plain \`fetch\` (keep-alive connections) from ${CONCURRENCY} senders, one normal
visit after every ${NORMAL_EVERY} hostile requests, after ${WARM_UP_VISITS} normal visits to warm up. Normal visitors, each from its own
address: page reads, FAQ questions, and chat leads and contact messages sent at once with the token of the page just read and a
Turnstile answer; one visit in 25 is a probe whose name, message and recommendation links carry Slack markup, delivered and then
read at the Slack stand-in. Hostile traffic (\`scripts/bench/abuse-*.ts\`): bodies over 16 KiB (with Content-Length, and chunked;
2 % of them 2 MB), malformed JSON, wrong types, wrong content types, lone UTF-16 surrogates, other spellings of the routes (case,
trailing slash, \`.data\`, %-encoding, doubled slashes), FAQ floods from one IPv4 address and from one IPv6 /64 whose every request
comes from another address in it; and valid records, each with its own valid Turnstile answer, so that only "a token makes one
record" stands in their way: tokens normal visitors had spent, replayed for other sessions, other e-mails and the other kind
(through the API and the HTML forms), bursts of 24 chat leads from one IPv4 address and from one IPv6 /64 all reusing one spent
token, and chat leads and messages with Slack markup (\`<!channel>\`, \`<!here>\`, a recommendation url that closes our link and
opens a phishing one). Personal data went to \`/api/page-views\` and \`/api/chatbot-analytics\`: phone numbers with spaces, dashes,
dots and brackets and one address spelt with ＠, (at), [at], %40 and %2540, in paths, referrers and campaign values; the log and
PostHog's batches are searched for them percent-decoded, NFKC-normalised and with any separators. Hostile rows may exist (records
held for review, analytics events without the data): the target is that none is delivered or outside the held state. Marks in
session ids and e-mail addresses tell whose a row or delivery is. The floods' 429s are the rate limit at work. Error-level log
lines: the entries wrangler (\`--log-level error\`) prints as \`✘ [ERROR]\` from start-up to the end of the run — the Worker's
\`console.error\`, uncaught exceptions and runtime crashes — counted by \`scripts/bench/error-log.ts\`.`;

  console.log(`\n${summary}\n\n${tables}\n`);
  for (const e of errors.slice(0, SHOWN_ERRORS))
    console.log(`${e.count} × ✘ [ERROR] ${e.firstLine}\n${e.sample.map((l) => `    ${l}`).join("\n")}\n`);
  writeBenchmarkSection("abuse", markdown);
  console.log("Written to BENCHMARKS.md (section abuse).");
  if (!passed) process.exitCode = 1;
} finally {
  await product?.stop();
  await integrations.stop();
}
