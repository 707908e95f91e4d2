import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Client, createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../worker/db/database";
import * as schema from "../worker/db/schema";
import { prepareDatabase } from "./db-setup";
import { type LocalSqld, startSqld } from "./local-sqld";

/**
 * For a Node test file: a real local sqld in a throwaway folder with every migration applied, started
 * before the file's tests and stopped after them; `ready` receives the connections.
 */
export function withLocalTestDatabase(prefix: string, ready: (connections: { url: string; client: Client; db: Database }) => void): void {
  let dataDir: string;
  let sqld: LocalSqld;
  let client: Client | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), prefix));
    sqld = await startSqld(dataDir);
    await prepareDatabase(sqld.url);
    client = createClient({ url: sqld.url });
    ready({ url: sqld.url, client, db: drizzle(client, { schema }) });
  }, 30_000);
  afterAll(async () => {
    client?.close();
    await sqld?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
