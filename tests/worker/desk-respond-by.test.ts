import { describe, expect, it } from "vitest";
import { respondBy } from "../../content/response-targets";
import type { OfficeId } from "../../shared/office-ids";
import { backfillRespondBy } from "../../worker/db/respond-by-backfill";
import { salesLead as highLead } from "./delivery-path";
import { contactMessage, insertRecords, storeContact, storeGuide, storeLead, uniqueTag } from "./desk-fixtures";
import { testDb } from "./worker-harness";

// Every desk record carries its response deadline from the moment it is stored, and records stored
// before it get theirs from the backfill prepareDatabase runs.

async function storedRespondBy(table: "leads" | "contact_messages", id: string) {
  const { rows } = await testDb.execute({ sql: `select respond_by, office from ${table} where id = ?`, args: [id] });
  return { respondBy: rows[0]!.respond_by as string | null, office: rows[0]!.office as OfficeId };
}

/** The deadline is a function of the moment stored, so it lies between the deadlines of the instants around the request. */
function expectDeadlineBetween(stored: { respondBy: string | null; office: OfficeId }, before: Date, after: Date, isHighValue: boolean) {
  const bound = (at: Date) => respondBy({ submittedAt: at.toISOString(), isHighValue, office: stored.office });
  expect(stored.respondBy).not.toBeNull();
  expect(
    stored.respondBy! >= bound(before) && stored.respondBy! <= bound(after),
    `${stored.respondBy} in [${bound(before)}, ${bound(after)}]`,
  ).toBe(true);
}

describe("respond_by", () => {
  it("is set when a chat lead is first stored: a high-value lead has 60 business minutes in its office's hours", async () => {
    const before = new Date();
    const id = await storeLead(highLead());
    const after = new Date();
    const stored = await storedRespondBy("leads", id);
    expect(stored.office).toBe("kampala");
    expectDeadlineBetween(stored, before, after, true);
  });

  it("is kept when the chat sends its lead again", async () => {
    const lead = highLead();
    const id = await storeLead(lead);
    const first = await storedRespondBy("leads", id);
    await storeLead({ ...lead, budget: "Standard" });
    expect(await storedRespondBy("leads", id)).toEqual(first);
  });

  it("is set when a contact message or a guide request is stored: the 4-business-hour promise", async () => {
    const before = new Date();
    const contact = await storeContact(contactMessage());
    const guide = await storeGuide({
      guideId: "microsoft-365-migration-guide",
      name: "Grace Nakato",
      email: `grace.${uniqueTag().toLowerCase()}@nakato.ug`,
      company: "Nakato",
    });
    const after = new Date();
    expectDeadlineBetween(await storedRespondBy("contact_messages", contact), before, after, false);
    expectDeadlineBetween(await storedRespondBy("contact_messages", guide), before, after, false);
  });

  it("is filled by the backfill for records stored before it, from when each arrived", async () => {
    const [lead, highValue, contact] = await insertRecords([
      { type: "lead", name: "Old Lead", company: "Before", createdAt: "2026-03-02T06:30:00.000Z", score: 40 },
      { type: "lead", name: "Old High", company: "Before", createdAt: "2026-03-02T06:30:00.000Z", score: 90 },
      { type: "contact", name: "Old Message", company: "Before", createdAt: "2026-03-07T12:00:00.000Z" },
    ]);
    expect((await storedRespondBy("leads", lead!)).respondBy).toBeNull();
    expect(await backfillRespondBy(testDb)).toBeGreaterThanOrEqual(3);
    // Monday 09:30 EAT in Nairobi (open 09:00–17:00): 4 business hours is 13:30 EAT, the hour 10:30 EAT.
    expect((await storedRespondBy("leads", lead!)).respondBy).toBe("2026-03-02T10:30:00.000Z");
    expect((await storedRespondBy("leads", highValue!)).respondBy).toBe("2026-03-02T07:30:00.000Z");
    // Saturday 15:00 EAT, after Saturday's hours: the promise runs from Monday's opening.
    expect((await storedRespondBy("contact_messages", contact!)).respondBy).toBe(
      respondBy({ submittedAt: "2026-03-07T12:00:00.000Z", isHighValue: false, office: "nairobi" }),
    );
    // Run again, it finds nothing of these left to fill.
    const { rows } = await testDb.execute({
      sql: "select count(*) as n from leads where id in (?, ?) and respond_by is null",
      args: [lead!, highValue!],
    });
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
