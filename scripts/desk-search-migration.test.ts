import type { Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore, type MigrationFixture } from "./migration-fixture";

// Migration 0012 on a database that already holds records: its search indexes take in every stored
// chat lead and contact message, as they would on production Turso, not only the ones stored after.

const SEARCH_MIGRATION = "0012_work_queue_and_search";

let fixture: MigrationFixture;
let client: Client;

beforeAll(async () => {
  fixture = await databaseBefore(SEARCH_MIGRATION);
  client = fixture.client;
  // Every migration before the search's, then records, then the search's own.
  await client.batch(
    [
      {
        sql: `insert into leads (id, session_id, intent, contact_name, contact_email, contact_company, contact_phone, contact_phone_e164,
          recommendations, lead_score, score_breakdown, is_high_value) values ('lead-1', 's-1', 'sales', 'Wanjiku Kamau', 'wanjiku@savanna.co.ke',
          'Savanna Freight', '0722 555 014', '+254722555014', '[]', 50, '{}', 0)`,
      },
      {
        sql: `insert into contact_messages (id, source, name, email, company, phone, phone_e164)
          values ('message-1', 'contact', 'Baraka Mushi', 'baraka@mushi.co.tz', 'Mushi Logistics', '+255 754 000 111', '+255754000111')`,
      },
    ],
    "write",
  );
  await fixture.migrate();
});

afterAll(() => fixture.stop());

const found = async (table: "leads" | "contact_messages", match: string) =>
  (
    await client.execute({
      sql: `select t.id from ${table}_search s join ${table} t on t.rowid = s.rowid where ${table}_search match ?`,
      args: [match],
    })
  ).rows.map((row) => row.id);

describe("migration 0012 on stored records", () => {
  it("indexes the chat leads stored before it, by name, company, e-mail and phone", async () => {
    expect(await found("leads", '"wanjiku"')).toEqual(["lead-1"]);
    expect(await found("leads", '"freight"')).toEqual(["lead-1"]);
    expect(await found("leads", '"savanna.co"')).toEqual(["lead-1"]);
    expect(await found("leads", 'phone : "722555014"')).toEqual(["lead-1"]);
  });

  it("indexes the contact messages stored before it", async () => {
    expect(await found("contact_messages", '"mushi log"')).toEqual(["message-1"]);
    expect(await found("contact_messages", 'phone : "255754000111"')).toEqual(["message-1"]);
  });

  it("keeps the index in step afterwards", async () => {
    await client.execute("update contact_messages set name = 'Neema Mushi' where id = 'message-1'");
    expect(await found("contact_messages", '"baraka mushi"')).toEqual([]);
    expect(await found("contact_messages", '"neema"')).toEqual(["message-1"]);
    await client.execute("delete from leads where id = 'lead-1'");
    expect(await found("leads", '"wanjiku"')).toEqual([]);
  });
});
