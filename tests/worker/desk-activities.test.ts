import { describe, expect, it } from "vitest";
import { deskRecordPath } from "../../shared/desk";
import { AMINA, BARAKA, deskGet, deskPost, expectRedirect, insertRecords, storeLead, workRow } from "./desk-fixtures";
import { testDb } from "./worker-harness";

// Log activity on a record: validation, the follow-up bookkeeping (the record's next_follow_up_at
// is its earliest open follow-up), the first touch, and that the status never moves. Then Won with
// its deal value and products.

const HOUR = 60 * 60_000;

/** A lead written straight into the table, untouched and unowned (or owned); its id and page. */
async function freshLead(owner: string | null = null) {
  const [id] = await insertRecords([
    { type: "lead", name: "Wanjiru Activity", company: "Kamau Freight", createdAt: new Date().toISOString() },
  ]);
  if (owner) await testDb.execute({ sql: "update leads set owner = ? where id = ?", args: [owner, id!] });
  return { id: id!, path: deskRecordPath("lead", id!) };
}

/** A datetime-local value in EAT, `hours` from now, and the UTC instant it names. */
function dueIn(hours: number) {
  const at = new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000);
  const local = new Date(at.getTime() + 3 * HOUR).toISOString().slice(0, 16);
  return { local, iso: at.toISOString() };
}

/** The page's text, without its tags (React marks adjacent text with empty comments). */
const textOf = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");

async function followUpsOf(id: string) {
  const { rows } = await testDb.execute({
    sql: "select owner, next_step, due_at, done_at is not null as done, activity_id from follow_ups where record_id = ? order by id",
    args: [id],
  });
  return rows.map((row) => ({ owner: row.owner, nextStep: row.next_step, dueAt: row.due_at, done: Number(row.done) === 1 }));
}

async function recordColumns(id: string) {
  const { rows } = await testDb.execute({
    sql: "select status, first_touch_at, next_follow_up_at, won_value_cents, won_products from leads where id = ?",
    args: [id],
  });
  return rows[0]!;
}

async function activities(id: string) {
  const { rows } = await testDb.execute({
    sql: "select kind, actor, channel, outcome, note, to_value from desk_activity where record_id = ? order by id",
    args: [id],
  });
  return rows.map((row) => ({ ...row }));
}

describe("Log activity", () => {
  it("refuses a form that does not hold together, changing nothing", async () => {
    const { id, path } = await freshLead();
    const { local } = dueIn(24);
    const refusals: [Record<string, string>, string][] = [
      [{ channel: "fax", outcome: "reached" }, "channel must be one of: call, email, whatsapp, meeting"],
      [{ channel: "call", outcome: "" }, "choose the outcome"],
      [{ channel: "call", outcome: "meeting-held" }, "that outcome does not fit the channel"],
      [{ channel: "call", outcome: "no-answer", nextStep: "Send the proposal" }, "give the due date and time of the next step"],
      [{ channel: "call", outcome: "no-answer", due: local }, "say what the next step is"],
      [{ channel: "call", outcome: "no-answer", nextStep: "Call back", due: "2026-02-31T10:00" }, "must be a date and a time (EAT)"],
      [{ channel: "email", outcome: "email-sent", note: "x".repeat(2001) }, "a note must be at most 2000 characters"],
    ];
    for (const [fields, message] of refusals) {
      const { res, html } = await deskPost(`${path}/activity`, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(html).toContain(message);
    }
    const past = dueIn(-2).local;
    const late = await deskPost(`${path}/activity`, { channel: "call", outcome: "reached", nextStep: "Call back", due: past });
    expectRedirect(late.res, path, "due-passed");
    expect(await activities(id)).toEqual([]);
    expect(await followUpsOf(id)).toEqual([]);
    expect(await workRow(id)).toMatchObject({ status: "new", first_touch_at: null });
  });

  it("logs an activity with a next step for the owner, is the first touch, and never moves the status", async () => {
    const { id, path } = await freshLead(BARAKA);
    const due = dueIn(48);
    const { res } = await deskPost(`${path}/activity`, {
      channel: "call",
      outcome: "no-answer",
      note: "Rang twice.",
      nextStep: "Send the proposal",
      due: due.local,
    });
    expectRedirect(res, path, "activity-logged");
    expect(await activities(id)).toEqual([
      { kind: "activity", actor: AMINA, channel: "call", outcome: "no-answer", note: "Rang twice.", to_value: null },
    ]);
    // Owned by the record's owner, not by whoever logged it.
    expect(await followUpsOf(id)).toEqual([{ owner: BARAKA, nextStep: "Send the proposal", dueAt: due.iso, done: false }]);
    const columns = await recordColumns(id);
    expect(columns).toMatchObject({ status: "new", next_follow_up_at: due.iso });
    expect(columns.first_touch_at).toEqual(expect.any(String));

    // The page tells it on the timeline and shows the next follow-up.
    const { html } = await deskGet(path);
    expect(textOf(html)).toMatch(/Call — no answer — next: Send the proposal, due \w{3} \d{1,2} \w{3} \d{2}:\d{2} EAT/);
    expect(html).toContain('aria-label="Log activity"');
  });

  it("closes the open follow-ups with the next activity and keeps next_follow_up_at on the earliest open one", async () => {
    const { id, path } = await freshLead();
    const first = dueIn(24);
    await deskPost(`${path}/activity`, { channel: "call", outcome: "left-voicemail", nextStep: "Call again", due: first.local });
    // Unowned: the follow-up is the logger's.
    expect(await followUpsOf(id)).toEqual([{ owner: AMINA, nextStep: "Call again", dueAt: first.iso, done: false }]);
    const touched = (await recordColumns(id)).first_touch_at;

    const second = dueIn(72);
    await deskPost(
      `${path}/activity`,
      { channel: "whatsapp", outcome: "replied", nextStep: "Book the demo", due: second.local },
      { user: BARAKA },
    );
    expect(await followUpsOf(id)).toEqual([
      { owner: AMINA, nextStep: "Call again", dueAt: first.iso, done: true },
      { owner: BARAKA, nextStep: "Book the demo", dueAt: second.iso, done: false },
    ]);
    expect(await recordColumns(id)).toMatchObject({ next_follow_up_at: second.iso, first_touch_at: touched, status: "new" });

    // An activity without a next step closes the last one: nothing is open, so nothing is next.
    expectRedirect((await deskPost(`${path}/activity`, { channel: "meeting", outcome: "meeting-held" })).res, path, "activity-logged");
    expect((await followUpsOf(id)).every((f) => f.done)).toBe(true);
    expect(await recordColumns(id)).toMatchObject({ next_follow_up_at: null, status: "new" });
  });

  it("is a first touch as the escalation reads it: the record is no longer escalated", async () => {
    const { id, path } = await freshLead();
    await deskPost(`${path}/activity`, { channel: "email", outcome: "email-sent" });
    const { rows } = await testDb.execute({
      sql: "select count(*) as untouched from leads where id = ? and status = 'new' and first_touch_at is null",
      args: [id],
    });
    expect(Number(rows[0]!.untouched)).toBe(0);
  });

  it("refuses a record held for review and one that does not exist", async () => {
    const leadId = await storeLead(undefined, { spam: true });
    const path = deskRecordPath("lead", leadId);
    expectRedirect((await deskPost(`${path}/activity`, { channel: "call", outcome: "reached" })).res, path, "held");
    expect(await activities(leadId)).toEqual([]);
    const { res } = await deskPost(`${deskRecordPath("lead", crypto.randomUUID())}/activity`, { channel: "call", outcome: "reached" });
    expect(res.status).toBe(404);
  });
});

describe("Won", () => {
  it("refuses Won without a deal value, through the status control or the Won form", async () => {
    const { id, path } = await freshLead(AMINA);
    const plain = await deskPost(`${path}/status`, { status: "won" });
    expect(plain.res.status).toBe(400);
    expect(plain.html).toContain("Won needs the deal value");
    const refusals: [[string, string][], string][] = [
      [[], "give the deal value in US dollars"],
      [[["value", "0"]], "a positive amount in US dollars"],
      [[["value", "-5"]], "a positive amount in US dollars"],
      [[["value", "12.345"]], "at most two decimals"],
      [[["value", "lots"]], "a positive amount in US dollars"],
      [
        [
          ["value", "12400"],
          ["product", "not-a-product"],
        ],
        "a product sold is not in the catalogue",
      ],
    ];
    for (const [fields, message] of refusals) {
      const { res, html } = await deskPost(`${path}/won`, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(html).toContain(message);
    }
    expect(await recordColumns(id)).toMatchObject({ status: "new", won_value_cents: null });
  });

  it("stores the value and products, tells them on the timeline and shows them on the record", async () => {
    const { id, path } = await freshLead(AMINA);
    const { res } = await deskPost(`${path}/won`, [
      ["value", "$12,400.50"],
      ["product", "microsoft-365-business-standard"],
      ["product", "server-care"],
    ]);
    expectRedirect(res, path, "status-changed");
    expect(await recordColumns(id)).toMatchObject({
      status: "won",
      won_value_cents: 1240050,
      won_products: JSON.stringify(["microsoft-365-business-standard", "server-care"]),
    });
    const { html } = await deskGet(path);
    expect(textOf(html)).toContain("Won — $12,400.50 — Microsoft 365 Business Standard, Server Care");
    expect(html).toMatch(/data-testid="deal-value">\$12,400\.50</);
    expect(html).toMatch(/data-testid="products-sold">Microsoft 365 Business Standard, Server Care</);

    // Moving back undoes the deal with the status it belonged to.
    await deskPost(`${path}/move-back`, { status: "qualified", confirm: "yes" });
    expect(await recordColumns(id)).toMatchObject({ status: "qualified", won_value_cents: null, won_products: null });
  });
});
