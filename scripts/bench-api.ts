// `npm run bench:api`: loads the real product (built, served by scripts/start.ts in workerd, with
// its own sqld under .data/bench) with lead submissions and FAQ questions through autocannon,
// prints requests/s and latency, and writes the figures into BENCHMARKS.md. Then the FAQ again with
// the database 150 ms away (DB_DELAY_MS, scripts/db-delay-proxy.ts): answered from the Worker's
// in-memory index, its p50 should stay within 5 ms of the first run.
// Options: --no-build (reuse build/), --duration <s> per scenario (default 15), --connections <n> (default 10),
// --faq-only (only the two FAQ runs; writes only their section), --rate <req/s> for those two runs (default 20).

import { type ChildProcess, spawn } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { BUDGETS, COMPANY_SIZES, INTENTS, NEEDS, ORG_TYPES, RECOMMENDATION_IDS, STACKS, URGENCIES } from "../shared/allowed-values";
import type { LeadSubmissionInput } from "../shared/lead-submission";
import { newSessionKey } from "../shared/session-key";
import { waitForHealth } from "./bench/wait-for-health";
import { writeBenchmarkSection } from "./benchmarks-file";
import { freePort } from "./local-sqld";

const root = resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    duration: { type: "string", default: "15" },
    connections: { type: "string", default: "10" },
    "faq-only": { type: "boolean", default: false },
    rate: { type: "string", default: "20" },
  },
});
const duration = Number(args.duration);
/** The two FAQ runs offer the same steady load, well under saturation, so p50 shows latency, not queueing. */
const faqRate = Number(args.rate);
const connections = Number(args.connections);
const port = Number(process.env.PORT ?? (await freePort()));
const baseUrl = `http://127.0.0.1:${port}`;

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

/** A lead as the chat sends it: a random qualification path, each with its own chat session. */
function randomLead(): LeadSubmissionInput {
  const sessionId = crypto.randomUUID();
  const intent = Math.random() < 0.8 ? "sales" : pick(INTENTS.filter((i) => i !== "sales"));
  const qualified = intent === "sales";
  const recommendation = pick(RECOMMENDATION_IDS);
  return {
    sessionId,
    sessionKey: newSessionKey(),
    intent,
    orgType: qualified ? pick(ORG_TYPES) : null,
    companySize: qualified ? pick(COMPANY_SIZES) : null,
    primaryNeed: qualified ? pick(NEEDS) : null,
    currentStack: qualified ? pick(STACKS) : null,
    urgency: qualified ? pick(URGENCIES) : null,
    budget: qualified ? pick(BUDGETS) : null,
    contact: {
      name: "Amina Wanjiru",
      email: `amina.${sessionId.slice(0, 8)}@${pick(["gmail.com", "umoja.or.ug", "bahari.co.tz", "wanjiru-advocates.co.ke"])}`,
      company: "Umoja Savings Cooperative",
      phone: pick(["+254 722 000 111", ""]),
    },
    recommendations: qualified
      ? [{ id: recommendation, name: "Recommended solution", url: "/products", reason: "Fits the organisation's size and main need." }]
      : [],
    consent: { marketing: Math.random() < 0.3, noticeVersion: "2026-11-22" },
  };
}

const FAQ_QUESTIONS = [
  "How much is Microsoft 365 Business Standard?",
  "where is your office in dar es salaam",
  "what are your hours on saturday?",
  "How long do you keep backups?",
  "Can we cancel the website contract early?",
  "how much does the whatsapp platform cost per month",
  "Do you have ISO 27001?",
  "how fast do you respond to a critical issue",
  "What does Google Workspace cost?",
  "do you do data protection act compliance",
  "How long does an email migration take?",
  "can you build an app for my bakery", // no answer: the fallback path
];

type Scenario = { name: string; path: string; body: () => string };
const submitScenario: Scenario = {
  name: "POST /api/chatbot-submit (new lead each request)",
  path: "/api/chatbot-submit",
  body: () => JSON.stringify(randomLead()),
};
const faqScenario: Scenario = {
  name: "POST /api/chatbot-faq (rotating questions)",
  path: "/api/chatbot-faq",
  body: () => JSON.stringify({ query: pick(FAQ_QUESTIONS), sessionId: crypto.randomUUID() }),
};
const scenarios: Scenario[] = args["faq-only"] ? [] : [submitScenario, faqScenario];

/** The added distance between the Worker and libSQL in the second run. */
const DB_DELAY_MS = 150;

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((done) => server.once("exit", done));
  server.kill("SIGTERM");
  await exited;
}

const run = (scenario: Scenario, rate?: number): Promise<Result> =>
  autocannon({
    url: baseUrl,
    connections,
    duration,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: "POST",
        path: scenario.path,
        headers: { "content-type": "application/json" },
        // Many visitors, not one client: each request comes from its own address (198.18.0.0/15 is
        // reserved for benchmarks), as a per-client rate limit would otherwise see a single flood.
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            "cf-connecting-ip": `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
          },
          body: scenario.body(),
        }),
      },
    ],
  });

type Job = { scenario: Scenario; rate?: number };
type Measured = Job & { result: Result };

/** Serves the product (with the database DB_DELAY_MS away when delayMs is set), warms it, runs the jobs. */
async function serveAndMeasure(toRun: Job[], { build, delayMs }: { build: boolean; delayMs?: number }): Promise<Measured[]> {
  const startArgs = ["--import", "tsx", resolve(root, "scripts/start.ts"), "--fresh", ...(build ? [] : ["--no-build"])];
  const server = spawn(process.execPath, startArgs, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: ".data/bench", ...(delayMs ? { DB_DELAY_MS: String(delayMs) } : {}) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const measured: Measured[] = [];
  try {
    await waitForHealth(server, baseUrl);
    for (const { scenario, rate } of toRun) {
      // Warm the isolate, its FAQ index and the database connection before measuring.
      for (let i = 0; i < 20; i++)
        await fetch(`${baseUrl}${scenario.path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: scenario.body(),
        });
      console.log(
        `\n${scenario.name}${delayMs ? `, database ${delayMs} ms away` : ""}${rate ? ` at ${rate} req/s` : ""}: ${connections} connections for ${duration} s…`,
      );
      measured.push({ scenario, rate, result: await run(scenario, rate) });
    }
  } finally {
    await stop(server);
  }
  return measured;
}

const loadAtStart = loadavg()[0]!;
const measured = await serveAndMeasure([...scenarios.map((scenario) => ({ scenario })), { scenario: faqScenario, rate: faqRate }], {
  build: !args["no-build"],
});
const [far] = await serveAndMeasure([{ scenario: faqScenario, rate: faqRate }], { build: false, delayMs: DB_DELAY_MS });
const results = measured.filter((m) => !m.rate);
const near = measured.find((m) => m.rate)!;

const failedOf = (result: Result) => result.non2xx + result.errors + result.timeouts;
const rows = results.map(({ scenario, result }) => ({
  scenario: scenario.name,
  rps: result.requests.average.toFixed(0),
  p50: result.latency.p50.toFixed(0),
  p99: result.latency.p99.toFixed(0),
  total: result.requests.total,
  failed: failedOf(result),
}));
const table = [
  "| scenario | requests/s | p50 (ms) | p99 (ms) | requests | non-2xx / errors |",
  "|---|---:|---:|---:|---:|---:|",
  ...rows.map((r) => `| ${r.scenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.total} | ${r.failed} |`),
].join("\n");
const machine = `${cpus().length} CPU cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}, load average ${loadAtStart.toFixed(1)} when the run began), Node ${process.version}`;
const markdown = `## API (\`npm run bench:api\`)

${table}

Measured ${new Date().toISOString().slice(0, 10)} on ${machine}:
the production build in workerd (\`wrangler dev\` through \`scripts/start.ts\`) with the local sqld, autocannon with
${connections} connections for ${duration} s per scenario. Each submit is a new lead (fresh sessionId, random answers),
so every request writes a row; FAQ questions rotate over ${FAQ_QUESTIONS.length} realistic questions, one of them unanswerable.
Local figures on a shared machine: they compare changes, they do not predict production on Turso.`;

const p50Gap = far!.result.latency.p50 - near.result.latency.p50;
const faqRow = (label: string, result: Result) =>
  `| ${label} | ${result.requests.average.toFixed(0)} | ${result.latency.p50.toFixed(1)} | ${result.latency.p99.toFixed(1)} | ${result.requests.total} | ${failedOf(result)} |`;
const delayTable = [
  "| database | requests/s | p50 (ms) | p99 (ms) | requests | non-2xx / errors |",
  "|---|---:|---:|---:|---:|---:|",
  faqRow("local sqld, no delay", near.result),
  faqRow(`${DB_DELAY_MS} ms away (scripts/db-delay-proxy.ts)`, far!.result),
].join("\n");
const delayMarkdown = `## FAQ API with a distant database (\`npm run bench:api\`)

${delayTable}

p50 with the database ${DB_DELAY_MS} ms away − p50 without: **${p50Gap.toFixed(1)} ms** (target ≤ 5 ms ${p50Gap <= 5 ? "✅" : "❌"}).
Once warm, answers come from the Worker's in-memory FAQ index; the database is read when the isolate first needs
the index and by a version check at most once a minute after an answer, and the question log is written after the
answer has left (\`waitUntil\`). ${FAQ_QUESTIONS.length} rotating questions at a steady ${faqRate} requests/s (below saturation, so
p50 is latency rather than queueing), ${connections} connections, ${duration} s per run, 20 warm-up requests first. Measured ${new Date().toISOString().slice(0, 10)} on ${machine}.`;

console.log(`\n${args["faq-only"] ? "" : `${table}\n\n`}${delayTable}\n\nFAQ p50 gap: ${p50Gap.toFixed(1)} ms\n`);
if (!args["faq-only"]) writeBenchmarkSection("api", markdown);
writeBenchmarkSection("api-faq-delay", delayMarkdown);
console.log(`Written to BENCHMARKS.md (${args["faq-only"] ? "" : "sections api and "}api-faq-delay).`);
if ([...measured, far!].some((r) => failedOf(r.result) > 0)) process.exitCode = 1;
