import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Client, createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UsageError } from "./command-line";
import { prepareDatabase } from "./db-setup";
import { fetchFaqGaps, formatFaqGaps, parseFaqGapsArgs } from "./faq-gaps-report";
import { type LocalSqld, startSqld } from "./local-sqld";

describe("npm run faq:gaps", () => {
  let dataDir: string;
  let sqld: LocalSqld;
  let client: Client;
  const now = new Date("2026-11-23T12:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "kilele-faq-gaps-"));
    sqld = await startSqld(dataDir);
    await prepareDatabase(sqld.url);
    client = createClient({ url: sqld.url });
    const rows: [query: string, matched: string | null, confidence: number | null, createdAt: string][] = [
      ["tell me a joke", null, null, daysAgo(1)],
      ["Tell me a joke", null, null, daysAgo(2)],
      ["backup retention for 10 years for our bank auditors", null, 0.45, daysAgo(3)],
      ["backup retention", "backup-retention", 0.95, daysAgo(1)],
      ["how long do you keep backups of deleted mail", "backup-retention", 0.6, daysAgo(1)],
      ["old gap outside the window", null, null, daysAgo(40)],
    ];
    await client.batch(
      rows.map(([query, matched, confidence, createdAt]) => ({
        sql: "insert into faq_queries (session_id, query, matched_entry_id, rank, created_at) values (?, ?, ?, ?, ?)",
        args: [crypto.randomUUID(), query, matched, confidence, createdAt],
      })),
      "write",
    );
  }, 30_000);

  afterAll(async () => {
    client.close();
    await sqld.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lists fallbacks and weak answers of the period, grouped by nearest entry, repeats counted", async () => {
    const groups = await fetchFaqGaps(client, 30, now);
    expect(groups.map((g) => [g.nearestEntryId, g.questions.map((q) => [q.query, q.times, q.answeredWith])])).toEqual([
      [
        "backup-retention",
        [
          ["backup retention for 10 years for our bank auditors", 1, null],
          ["how long do you keep backups of deleted mail", 1, "backup-retention"],
        ],
      ],
      [null, [["Tell me a joke", 2, null]]],
    ]);
    expect(formatFaqGaps(groups, "table")).toContain(`2 × "Tell me a joke" → fell back`);
  });

  it("reads only the days asked for", async () => {
    const groups = await fetchFaqGaps(client, 1.5, now);
    expect(groups.flatMap((g) => g.questions.map((q) => q.query))).toEqual([
      "tell me a joke",
      "how long do you keep backups of deleted mail",
    ]);
  });

  it("rejects a --since that is not a positive number of days", () => {
    expect(() => parseFaqGapsArgs(["--since", "-3"])).toThrow(UsageError);
    expect(parseFaqGapsArgs(["--since", "7"])).toMatchObject({ sinceDays: 7, format: "table" });
  });
});
