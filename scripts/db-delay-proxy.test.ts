import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DelayProxy, startDelayProxy } from "./db-delay-proxy";
import { type LocalSqld, startSqld } from "./local-sqld";

describe("the database delay proxy", () => {
  let dataDir: string;
  let sqld: LocalSqld;
  let proxy: DelayProxy;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "kilele-delay-proxy-"));
    sqld = await startSqld(dataDir);
    proxy = await startDelayProxy(sqld.url, 150);
  }, 30_000);

  afterAll(async () => {
    await proxy.stop();
    await sqld.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("passes libSQL requests through, each at least 150 ms later", async () => {
    const client = createClient({ url: proxy.url });
    try {
      const started = performance.now();
      const { rows } = await client.execute("select 41 + 1 as answer");
      expect(performance.now() - started).toBeGreaterThanOrEqual(150);
      expect(rows[0]?.answer).toBe(42);
    } finally {
      client.close();
    }
  });
});
