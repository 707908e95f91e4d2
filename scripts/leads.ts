// `npm run leads`: lists chat leads for sales (DESIGN.md "Sales"). Reads Turso when
// TURSO_DATABASE_URL is set; otherwise the local database under .data — through the running
// `npm start` server's sqld when there is one, else through a temporary sqld stopped afterwards.
import { type Client, createClient } from "@libsql/client";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { prepareDatabase } from "./db-setup";
import { fetchLeads, formatLeads, LEADS_USAGE, parseLeadsArgs, UsageError } from "./leads-report";
import { type LocalSqld, startSqld } from "./local-sqld";

const dataDir = resolve(import.meta.dirname, "..", process.env.DATA_DIR ?? ".data");

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function openDatabase(): Promise<{ client: Client; source: string; temporary?: LocalSqld }> {
  const tursoUrl = process.env.TURSO_DATABASE_URL;
  if (tursoUrl) {
    return { client: createClient({ url: tursoUrl, authToken: process.env.TURSO_AUTH_TOKEN }), source: new URL(tursoUrl).host };
  }
  const urlFile = resolve(dataDir, "sqld.url");
  const runningUrl = existsSync(urlFile) ? readFileSync(urlFile, "utf8").trim() : "";
  if (runningUrl && (await answers(runningUrl))) return { client: createClient({ url: runningUrl }), source: `${dataDir} (running server)` };
  const temporary = await startSqld(dataDir);
  // A fresh clone has no tables yet; the same setup `npm start` runs creates them.
  await prepareDatabase(temporary.url);
  return { client: createClient({ url: temporary.url }), source: dataDir, temporary };
}

let options;
try {
  options = parseLeadsArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${LEADS_USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(LEADS_USAGE);
  process.exit(0);
}

const { client, source, temporary } = await openDatabase();
try {
  const rows = await fetchLeads(client, options);
  const filters = [options.highValueOnly && "high value only", options.sinceDays !== null && `last ${options.sinceDays} days`].filter(Boolean);
  // The summary goes to stderr so CSV and JSON on stdout can be piped or redirected as they are.
  console.error(`${rows.length} lead${rows.length === 1 ? "" : "s"} from ${source}${filters.length ? ` (${filters.join(", ")})` : ""}`);
  console.log(formatLeads(rows, options.format));
} finally {
  client.close();
  await temporary?.stop();
}
