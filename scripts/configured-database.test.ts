import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openConfiguredDatabase } from "./configured-database";
import { startSqld } from "./local-sqld";

describe("openConfiguredDatabase", () => {
  const saved = { ...process.env };
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "kilele-configured-db-"));
    delete process.env.TURSO_DATABASE_URL;
    delete process.env.TURSO_AUTH_TOKEN;
    process.env.DATA_DIR = dataDir;
  });
  afterEach(() => {
    process.env = { ...saved };
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("uses TURSO_DATABASE_URL when it is set", async () => {
    process.env.TURSO_DATABASE_URL = "libsql://kilele-prod.turso.io";
    process.env.TURSO_AUTH_TOKEN = "token";
    const db = await openConfiguredDatabase();
    expect(db).toMatchObject({ url: "libsql://kilele-prod.turso.io", authToken: "token" });
  });

  it("uses the running local server named in sqld.url", async () => {
    const running = await startSqld(join(dataDir, "running"));
    try {
      writeFileSync(join(dataDir, "sqld.url"), running.url);
      const db = await openConfiguredDatabase();
      expect(db.url).toBe(running.url);
      await db.close();
      expect((await fetch(`${running.url}/health`)).ok).toBe(true);
    } finally {
      await running.stop();
    }
  }, 30_000);

  it("otherwise starts a migrated temporary server over the data folder, stopped by close()", async () => {
    writeFileSync(join(dataDir, "sqld.url"), "http://127.0.0.1:9");
    const db = await openConfiguredDatabase();
    const client = createClient({ url: db.url });
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'analytics_events'");
    client.close();
    expect(tables.rows).toHaveLength(1);
    await db.close();
    await expect(fetch(`${db.url}/health`)).rejects.toThrow();
  }, 30_000);
});
