import { env } from "cloudflare:workers";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { inboxFilterSchema } from "../../shared/desk";
import { createDatabase } from "../../worker/db/client";
import { readInbox } from "../../worker/desk/inbox";
import { salesLead } from "./chat-lead-fixtures";
import { AMINA, deskGet, insertRecords, storeLead } from "./desk-fixtures";
import { testDb } from "./worker-harness";

// Held for review is never silent: the inbox says how many records the spam check held since
// midnight in the offices' time zone (EAT), with a link to them.

const holdAll = (ids: string[], table: "leads" | "contact_messages") =>
  testDb.batch(
    ids.map((id) => ({
      sql: `update ${table} set spam_reason = 'form token already used for another submission' where id = ?`,
      args: [id],
    })),
    "write",
  );

describe("records held for review today", () => {
  it("are counted from midnight to midnight EAT, leads, messages and guide requests alike, read with a given clock", async () => {
    // A day of its own, years ahead, so records other test files store today never fall in it.
    const day = "2031-03-04";
    const [heldLead, heldMessage, heldGuide, clean] = await insertRecords([
      { type: "lead", name: "Held Lead", company: "H", createdAt: `${day}T05:00:00.000Z` },
      { type: "contact", name: "Held Message", company: "H", createdAt: `${day}T08:30:00.000Z` },
      { type: "guide", name: "Held Guide", company: "H", createdAt: `${day}T20:59:59.000Z` },
      { type: "lead", name: "Clean Lead", company: "C", createdAt: `${day}T06:00:00.000Z` },
    ]);
    // 20:59 UTC on the day before is 23:59 EAT: yesterday's.
    const [yesterday] = await insertRecords([
      { type: "lead", name: "Held Yesterday", company: "Y", createdAt: "2031-03-03T20:59:00.000Z" },
    ]);
    await holdAll([heldLead!, yesterday!], "leads");
    await holdAll([heldMessage!, heldGuide!], "contact_messages");
    expect(clean).toBeDefined();

    const db = createDatabase(env);
    const filter = v.parse(inboxFilterSchema, {});
    expect((await readInbox(db, filter, AMINA, new Date(`${day}T21:00:00.000Z`))).heldToday).toBe(0);
    expect((await readInbox(db, filter, AMINA, new Date(`${day}T20:59:59.999Z`))).heldToday).toBe(3);
    // Read a minute before midnight EAT on the day before: that day's record alone, the next day's are not today's.
    expect((await readInbox(db, filter, AMINA, new Date("2031-03-03T20:59:30.000Z"))).heldToday).toBe(1);
  });

  it("the inbox page shows today's count with a link to the held records", async () => {
    await storeLead(salesLead(), { spam: true });
    const { res, html } = await deskGet("/desk", AMINA);
    expect(res.status).toBe(200);
    const line = /<p[^>]*data-held-today="(\d+)"[^>]*>([\s\S]*?)<\/p>/.exec(html);
    expect(Number(line?.[1])).toBeGreaterThanOrEqual(1);
    expect(line?.[2]).toMatch(/\d+ records? held for review today, not delivered\./);
    expect(line?.[2]).toContain('href="/desk?view=spam"');
  });
});
