import type { Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore, type MigrationFixture } from "./migration-fixture";

// Migration 0019 on a database that already holds records: the inbox's kept counts start from every
// stored record the inbox lists (not held as spam; of the contact table, contact messages and guide
// requests only), as they would on production Turso, and its triggers keep them from there.

const COUNTS_MIGRATION = "0019_desk_counts_and_export_order";

let fixture: MigrationFixture;
let client: Client;

const lead = (id: string, status: string, spam: string | null) => ({
  sql: `insert into leads (id, session_id, intent, contact_name, contact_email, contact_company, recommendations, lead_score, score_breakdown, is_high_value, status, spam_reason)
    values (?, ?, 'sales', 'Wanjiku Kamau', 'wanjiku@savanna.co.ke', 'Savanna Freight', '[]', 50, '{}', 0, ?, ?)`,
  args: [id, `session-${id}`, status, spam],
});
const message = (id: string, source: string, status: string, spam: string | null) => ({
  sql: "insert into contact_messages (id, source, name, email, status, spam_reason) values (?, ?, 'Baraka Mushi', ?, ?, ?)",
  args: [id, source, `${id}@mushi.co.tz`, status, spam],
});

beforeAll(async () => {
  fixture = await databaseBefore(COUNTS_MIGRATION);
  client = fixture.client;
  // Every migration before the counts', then records, then the counts' own.
  await client.batch(
    [
      lead("lead-1", "new", null),
      lead("lead-2", "new", null),
      lead("lead-3", "won", null),
      lead("lead-4", "new", "no form token"),
      message("message-1", "contact", "attempting", null),
      message("message-2", "guide", "new", null),
      message("message-3", "newsletter", "new", null),
      message("message-4", "contact", "new", "honeypot"),
    ],
    "write",
  );
  await fixture.migrate();
});

afterAll(() => fixture.stop());

const kept = async () =>
  (await client.execute("select record_table, status, n from desk_inbox_counts where n <> 0 order by record_table, status")).rows.map(
    (row) => `${row.record_table}/${row.status}=${row.n}`,
  );

describe("migration 0019 on stored records", () => {
  it("counts the records stored before it as the inbox lists them", async () => {
    expect(await kept()).toEqual(["contact_messages/attempting=1", "contact_messages/new=1", "leads/new=2", "leads/won=1"]);
  });

  it("keeps the counts in step afterwards", async () => {
    await client.batch(
      [
        "update leads set status = 'attempting' where id = 'lead-1'",
        "update leads set spam_reason = null where id = 'lead-4'",
        "update contact_messages set source = 'contact' where id = 'message-3'",
        "delete from contact_messages where id = 'message-1'",
        "delete from leads where id = 'lead-3'",
      ],
      "write",
    );
    expect(await kept()).toEqual(["contact_messages/new=2", "leads/attempting=1", "leads/new=2"]);
  });
});
