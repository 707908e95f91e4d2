import type { Client } from "@libsql/client";
import { beforeAll, describe, expect, it } from "vitest";
import { UsageError } from "./command-line";
import { fetchFaqGaps, formatFaqGaps, parseFaqGapsArgs } from "./faq-gaps-report";
import { withLocalTestDatabase } from "./local-test-database";

describe("npm run faq:gaps", () => {
  let client: Client;
  withLocalTestDatabase("kilele-faq-gaps-", (connections) => {
    ({ client } = connections);
  });
  const now = new Date("2026-11-23T12:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  /** Two corpus entries as seeded, whatever the corpus holds: the answers the rated rows got. */
  let rated: { id: string; question: string }[];

  beforeAll(async () => {
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
    const { rows: entries } = await client.execute("select id, question from faq_entries order by id limit 2");
    rated = entries.map((r) => ({ id: String(r.id), question: String(r.question) }));
    const [first, second] = rated.map((e) => e.id);
    const votes: [query: string, entryId: string | undefined, helpful: boolean | null, createdAt: string][] = [
      ["how long do you keep backups", first, false, daysAgo(1)],
      ["How long do you keep backups", first, false, daysAgo(2)],
      ["how long do you keep backups", first, true, daysAgo(3)],
      ["how long do you keep backups", first, null, daysAgo(1)],
      ["how long do you keep backups", first, false, daysAgo(40)],
      ["can you build our website", second, true, daysAgo(1)],
      ["can you build our website", second, true, daysAgo(1)],
      ["can you build our website", second, false, daysAgo(1)],
      ["office in kampala", second, false, daysAgo(1)],
      ["only ever helpful", second, true, daysAgo(1)],
    ];
    await client.batch(
      votes.map(([query, entryId, helpful, createdAt]) => ({
        sql: "insert into faq_queries (session_id, query, matched_entry_id, rank, helpful, created_at) values (?, ?, ?, 0.95, ?, ?)",
        args: [crypto.randomUUID(), query, entryId ?? null, helpful === null ? null : Number(helpful), createdAt],
      })),
      "write",
    );
  }, 30_000);

  it("lists fallbacks and weak answers of the period, grouped by nearest entry, repeats counted", async () => {
    const { gaps: groups } = await fetchFaqGaps(client, 30, now);
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
    const table = formatFaqGaps({ gaps: groups, unhelpful: [] }, "table");
    expect(table).toContain(`2 × "Tell me a joke" → fell back`);
    expect(table).toContain("content/faq-visitor-questions.ts");
  });

  it("lists the answers rated unhelpful: question → entry, No and Yes counted, most No first, then fewest Yes", async () => {
    const report = await fetchFaqGaps(client, 30, now);
    const [first, second] = rated;
    expect(report.unhelpful).toEqual([
      { query: "how long do you keep backups", entryId: first!.id, entryQuestion: first!.question, no: 2, yes: 1 },
      { query: "office in kampala", entryId: second!.id, entryQuestion: second!.question, no: 1, yes: 0 },
      { query: "can you build our website", entryId: second!.id, entryQuestion: second!.question, no: 1, yes: 2 },
    ]);
    const table = formatFaqGaps(report, "table");
    expect(table).toContain(`Tell me a joke`);
    expect(table).toContain(`  2 No, 1 Yes  "how long do you keep backups" → ${first!.id} (${first!.question})`);
    expect(table).not.toContain("only ever helpful");
    expect(JSON.parse(formatFaqGaps(report, "json"))).toEqual(report);
    expect(formatFaqGaps({ gaps: [], unhelpful: [] }, "table")).toBe(
      "No FAQ questions fell back or were answered weakly.\n\nNo answers were rated unhelpful.",
    );
  });

  it("reads only the days asked for", async () => {
    const { gaps: groups, unhelpful } = await fetchFaqGaps(client, 1.5, now);
    expect(unhelpful.map((a) => [a.query, a.no, a.yes])).toEqual([
      ["how long do you keep backups", 1, 0],
      ["office in kampala", 1, 0],
      ["can you build our website", 1, 2],
    ]);
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
