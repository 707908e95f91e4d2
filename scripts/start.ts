// `npm start`: the whole product on one machine, offline — local libSQL (sqld) under .data/,
// migrations applied, a production build, and the Worker (site, API, queue consumers) in workerd.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { company } from "../content/company";
import { DESTINATION_VARIABLES } from "../worker/delivery/destination-config";
import { startDelayProxy } from "./db-delay-proxy";
import { prepareDatabase } from "./db-setup";
import { freePort, startSqld } from "./local-sqld";
import { operatorVariables } from "./operator-variables";

const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 8787);
const dataDir = resolve(root, process.env.DATA_DIR ?? ".data");
const skipBuild = process.argv.includes("--no-build");
/** Browser tests start from an empty database. */
const fresh = process.argv.includes("--fresh");

const offline = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const children: ChildProcess[] = [];
let stopping = false;

function run(command: string, args: string[]): ChildProcess {
  const child = spawn(resolve(root, "node_modules/.bin", command), args, { cwd: root, env: offline, stdio: "inherit" });
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
console.log(`libSQL (sqld) on ${sqld.url}, data in ${dataDir}`);
// Without the database the site keeps serving pages and the API answers 503, as in production.
sqld.process.on("exit", (code) => {
  if (!stopping) console.error(`sqld stopped unexpectedly (code ${code}); the API will answer 503.`);
});
await prepareDatabase(sqld.url);
// DB_DELAY_MS=150: the Worker reaches the database through a delay proxy, as if it were a hosted region away.
const workerDatabaseUrl = process.env.DB_DELAY_MS ? (await startDelayProxy(sqld.url, Number(process.env.DB_DELAY_MS))).url : sqld.url;

if (!skipBuild) {
  const build = run("react-router", ["build"]);
  const buildCode = await new Promise<number>((done) => build.on("exit", (code) => done(code ?? 1)));
  if (buildCode !== 0) await stopAll(buildCode);
}

/** Variables the Worker reads that an operator may set locally, in the environment or in .dev.vars. */
const FORWARDED_VARS = [
  "POSTHOG_API_KEY",
  "POSTHOG_HOST",
  "POSTHOG_BROWSER_SDK",
  "FORM_TOKEN_SECRET",
  "MEETING_LINK_SECRET",
  "TURNSTILE_SITE_KEY",
  "TURNSTILE_SECRET_KEY",
  "TURNSTILE_VERIFY_URL",
  "ACCESS_TEAM_DOMAIN",
  "ACCESS_AUD",
  "SLACK_SIGNING_SECRET",
  "SLACK_TEAM_ID",
  "SLACK_APP_ID",
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
  // Lead alerts by e-mail are on locally by default: wrangler writes each message to a local file
  // and logs its path, so a newcomer sees a real alert without any account.
  SALES_EMAIL_FROM: `leads@${new URL(company.siteUrl).hostname.replace(/^www\./, "")}`,
  SALES_EMAIL_TO: company.salesEmail,
  // So is the confirmation to the visitor who sends a chat lead, written to a file the same way.
  VISITOR_EMAIL_FROM: company.email,
  // Links in local e-mails and alerts open this server, not the public site.
  SITE_URL: `http://127.0.0.1:${port}`,
  // The sales desk opens as this local user; with ACCESS_TEAM_DOMAIN and ACCESS_AUD set, Access wins.
  DESK_LOCAL_USER: process.env.DESK_LOCAL_USER || "sales@localhost",
  ...operatorVariables(FORWARDED_VARS),
};

const worker = run("wrangler", [
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
  process.env.LOG_LEVEL ?? "warn",
]);
worker.on("exit", (code) => {
  if (!stopping) void stopAll(code ?? 1);
});
console.log(`Kilele website on http://127.0.0.1:${port}`);
const deskUser = workerVars.ACCESS_TEAM_DOMAIN && workerVars.ACCESS_AUD ? "Cloudflare Access" : workerVars.DESK_LOCAL_USER;
console.log(`Sales desk on http://127.0.0.1:${port}/desk (as ${deskUser})`);
// wrangler logs each message's files only at LOG_LEVEL=info, and removes them when it stops.
console.log(
  `E-mails (sales alerts, visitor confirmations) are written under ${resolve(tmpdir(), "miniflare-*")}/ (email-text, email-html)`,
);

/** Fires one of wrangler.toml's Cron triggers through the Worker's local-only route; true once it ran. */
const fireCron = (cron: string): Promise<boolean> =>
  fetch(`http://127.0.0.1:${port}/__local/scheduled?cron=${encodeURIComponent(cron)}`, { method: "POST" }).then(
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
