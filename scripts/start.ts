// `npm start`: the whole product on one machine, offline — local libSQL (sqld) under .data/,
// migrations applied, a production build, and the Worker (site, API, queue consumers) in workerd.
import { type ChildProcess, type StdioOptions, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { DESTINATION_VARIABLES } from "../worker/delivery/destination-config";
import { startDelayProxy } from "./db-delay-proxy";
import { prepareDatabase } from "./db-setup";
import { LOCAL_EMAIL_DEFAULTS } from "./local-defaults";
import { freePort, startSqld } from "./local-sqld";
import { operatorVariables } from "./operator-variables";
import { lineReader, type WranglerStream, wranglerFilter } from "./start-output";
import { startSummary } from "./start-summary";

const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 8787);
const dataDir = resolve(root, process.env.DATA_DIR ?? ".data");
const skipBuild = process.argv.includes("--no-build");
/** Browser tests start from an empty database. */
const fresh = process.argv.includes("--fresh");
/** Unset: a one-screen summary, the build's output only when it fails, and of wrangler's only e-mails, warnings and errors. */
const logLevel = process.env.LOG_LEVEL;
const showBuild = logLevel === "info" || logLevel === "log" || logLevel === "debug";
const site = `http://127.0.0.1:${port}`;

const offline = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const children: ChildProcess[] = [];
let stopping = false;

function run(command: string, args: string[], stdio: StdioOptions): ChildProcess {
  const child = spawn(resolve(root, "node_modules/.bin", command), args, { cwd: root, env: offline, stdio });
  children.push(child);
  return child;
}

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    await sqld?.stop();
  }
  process.exit(code);
}

process.on("SIGINT", () => void stopAll(0));
process.on("SIGTERM", () => void stopAll(0));

if (fresh) rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const sqld = await startSqld(dataDir);
// Lets `npm run leads`, `npm run funnel` and browser tests reach this database while it runs.
writeFileSync(resolve(dataDir, "sqld.url"), sqld.url);
console.log(`Starting the database${skipBuild ? "" : ", a production build (about a minute)"} and the Worker…`);
// Without the database the site keeps serving pages and the API answers 503, as in production.
sqld.process.on("exit", (code) => {
  if (!stopping) console.error(`sqld stopped unexpectedly (code ${code}); the API will answer 503.`);
});
await prepareDatabase(sqld.url);
// DB_DELAY_MS=150: the Worker reaches the database through a delay proxy, as if it were a hosted region away.
const workerDatabaseUrl = process.env.DB_DELAY_MS ? (await startDelayProxy(sqld.url, Number(process.env.DB_DELAY_MS))).url : sqld.url;

if (!skipBuild) {
  const build = run("react-router", ["build"], showBuild ? "inherit" : ["ignore", "pipe", "pipe"]);
  const output: Buffer[] = [];
  build.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  build.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  const buildCode = await new Promise<number>((done) => build.on("exit", (code) => done(code ?? 1)));
  if (buildCode !== 0) {
    process.stderr.write(Buffer.concat(output));
    console.error(`The build failed (code ${buildCode}).`);
    await stopAll(buildCode);
  }
}

/** Variables the Worker reads that an operator may set locally, in the environment or in .dev.vars. */
const FORWARDED_VARS = [
  "POSTHOG_API_KEY",
  "POSTHOG_HOST",
  "POSTHOG_BROWSER_SDK",
  "FORM_TOKEN_SECRET",
  "MEETING_LINK_SECRET",
  "LIVE_CHAT_SECRET",
  "LIVE_CHAT_HOURS",
  "TURNSTILE_SITE_KEY",
  "TURNSTILE_SECRET_KEY",
  "TURNSTILE_VERIFY_URL",
  "ACCESS_TEAM_DOMAIN",
  "ACCESS_AUD",
  "SLACK_SIGNING_SECRET",
  "SLACK_TEAM_ID",
  "SLACK_APP_ID",
  "SITE_URL",
  ...DESTINATION_VARIABLES,
];
/** A key of this data folder's own, kept so tokens and links in open pages and e-mails stay valid across restarts. */
function localSecret(name: string): string {
  const file = resolve(dataDir, name);
  if (!existsSync(file))
    writeFileSync(file, Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

const workerVars: Record<string, string> = {
  FORM_TOKEN_SECRET: localSecret("form-token-secret"),
  MEETING_LINK_SECRET: localSecret("meeting-link-secret"),
  LIVE_CHAT_SECRET: localSecret("live-chat-secret"),
  // Sales alerts and visitor confirmations by e-mail are on locally by default: wrangler writes each
  // message to a local file and logs its path, so a newcomer sees a real alert without any account.
  ...LOCAL_EMAIL_DEFAULTS,
  // Links in local e-mails and alerts open this server, not the public site (unless SITE_URL is set).
  SITE_URL: site,
  // The sales desk opens as this local user; with ACCESS_TEAM_DOMAIN and ACCESS_AUD set, Access wins.
  DESK_LOCAL_USER: process.env.DESK_LOCAL_USER || "sales@localhost",
  ...operatorVariables(FORWARDED_VARS),
};

const worker = run(
  "wrangler",
  [
    "dev",
    "--config",
    "build/server/wrangler.json",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(await freePort()),
    "--persist-to",
    resolve(dataDir, "wrangler"),
    "--var",
    `TURSO_DATABASE_URL:${workerDatabaseUrl}`,
    ...Object.entries(workerVars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    // Cron triggers do not fire by themselves locally; the timer below fires them through this route.
    "--var",
    "LOCAL_SCHEDULED_ROUTE:on",
    "--show-interactive-dev-session=false",
    "--log-level",
    // At info wrangler logs each e-mail's files, which the default level shows.
    logLevel ?? "info",
  ],
  ["ignore", "pipe", "pipe"],
);
const showWrangler = wranglerFilter(logLevel === undefined, (line, stream) => process[stream].write(`${line}\n`));
for (const stream of ["stdout", "stderr"] as WranglerStream[]) {
  const lines = lineReader((line) => showWrangler(stream, line));
  worker[stream]?.on("data", (chunk: Buffer) => lines.push(chunk));
  worker[stream]?.on("end", () => lines.end());
}
worker.on("exit", (code) => {
  if (!stopping) void stopAll(code ?? 1);
});

/** The summary, once the Worker answers its first request. */
async function announce(): Promise<void> {
  while (!stopping) {
    const answered = await fetch(`${site}/robots.txt`).then(
      async (res) => {
        await res.body?.cancel();
        return true;
      },
      () => false,
    );
    if (answered) {
      const database = { url: sqld.url, dataDir, delayMs: Number(process.env.DB_DELAY_MS) || undefined };
      console.log(startSummary({ site, vars: workerVars, database }).join("\n"));
      return;
    }
    await new Promise((done) => setTimeout(done, 500));
  }
}
void announce();

/** Fires one of wrangler.toml's Cron triggers through the Worker's local-only route; true once it ran. */
const fireCron = (cron: string): Promise<boolean> =>
  fetch(`${site}/__local/scheduled?cron=${encodeURIComponent(cron)}`, { method: "POST" }).then(
    (res) => res.ok,
    // Not serving yet (first build) or stopping: the next tick tries again.
    () => false,
  );

/** Fires the minute Cron (the delivery sweep) as Cloudflare would in production. */
const minuteCron = setInterval(() => void fireCron("* * * * *"), 60_000);
minuteCron.unref();

/**
 * The daily Cron (the retention purge): a local server rarely runs for a day, so it runs once as
 * soon as the Worker answers, then every 24 hours.
 */
const DAILY_PURGE = "0 3 * * *";
const DAY_MS = 24 * 60 * 60 * 1000;
async function purgeDaily(): Promise<void> {
  const ran = await fireCron(DAILY_PURGE);
  setTimeout(() => void purgeDaily(), ran ? DAY_MS : 10_000).unref();
}
void purgeDaily();
