// `npm start`: the whole product on one machine, offline — local libSQL (sqld) under .data/,
// migrations applied, a production build, and the Worker (site, API, queue consumers) in workerd.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { startDelayProxy } from "./db-delay-proxy";
import { prepareDatabase } from "./db-setup";
import { freePort, startSqld } from "./local-sqld";

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

// Optional PostHog (mirror + page views), e.g. a real project key or the benchmark's stand-in.
const postHogVars = ["POSTHOG_API_KEY", "POSTHOG_HOST"].flatMap((name) => (process.env[name] ? ["--var", `${name}:${process.env[name]}`] : []));

const worker = run("wrangler", [
  "dev",
  "--config", "build/server/wrangler.json",
  "--ip", "127.0.0.1",
  "--port", String(port),
  "--inspector-port", String(await freePort()),
  "--persist-to", resolve(dataDir, "wrangler"),
  "--var", `TURSO_DATABASE_URL:${workerDatabaseUrl}`,
  ...postHogVars,
  "--show-interactive-dev-session=false",
  "--log-level", process.env.LOG_LEVEL ?? "warn",
]);
worker.on("exit", (code) => {
  if (!stopping) void stopAll(code ?? 1);
});
console.log(`Kilele website on http://127.0.0.1:${port}`);
