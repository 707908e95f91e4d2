import { describe, expect, it } from "vitest";
import { deskRecordPath, forwardStatuses, LEAD_STATUSES, type LeadStatus } from "../../shared/desk";
import { salesLead } from "./chat-lead-fixtures";
import { AMINA, activityOf, deskGet, deskPost, expectRedirect, insertRecords, storeLead, workRow } from "./desk-fixtures";
import { testDb } from "./worker-harness";

// A record's status moves forward only; going back is a separate, confirmed action with its own
// timeline entry, and writing a note never moves a record.

/** A lead written straight into the table at `status` (lost with its reason); its id and page. */
async function leadAt(status: LeadStatus) {
  const [id] = await insertRecords([
    { type: "lead", name: `At ${status}`, company: "Transitions Ltd", createdAt: new Date().toISOString() },
  ]);
  await testDb.execute({
    sql: "update leads set status = ?, lost_reason = ?, first_touch_at = case when ? = 'new' then null else created_at end where id = ?",
    args: [status, status === "lost" ? "No budget" : null, status, id!],
  });
  return { id: id!, path: deskRecordPath("lead", id!) };
}

/** A forward move as the record page sends it: lost with its reason, won (its own form) with a deal value. */
const moveTo = (path: string, to: LeadStatus) =>
  to === "won"
    ? deskPost(`${path}/won`, { value: "1000" })
    : deskPost(`${path}/status`, to === "lost" ? { status: to, lostReason: "Chose a competitor" } : { status: to });

const pairs = LEAD_STATUSES.flatMap((from) => LEAD_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const));
const forward = pairs.filter(([from, to]) => forwardStatuses(from).includes(to));
const backward = pairs.filter(([from, to]) => !forwardStatuses(from).includes(to));

/** The <option> values of the status select in the form posting to `action`, and which one is preselected. */
function optionsOf(html: string, action: string) {
  const form = new RegExp(`<form [^>]*action="[^"]*/${action}"[^>]*>([\\s\\S]*?)</form>`).exec(html)?.[1] ?? "";
  const select = /<select name="status"[^>]*>([\s\S]*?)<\/select>/.exec(form)?.[1] ?? "";
  const options = [...select.matchAll(/<option value="([^"]*)"( selected="")?/g)];
  return { values: options.map((m) => m[1]), selected: options.filter((m) => m[2]).map((m) => m[1]) };
}

describe("status transitions", () => {
  it("allows every forward move: the later steps, won, and lost with its reason, and offers exactly those", async () => {
    expect(forward).toHaveLength(14);
    for (const from of LEAD_STATUSES) {
      const { html } = await deskGet((await leadAt(from)).path);
      const ahead = forward.filter(([at, to]) => at === from && to !== "lost" && to !== "won").map(([, to]) => to);
      expect(optionsOf(html, "status").values, from).toEqual(ahead.length > 0 ? ["", ...ahead] : []);
      // Lost has its own form, for its reason, while the record is open.
      expect(html.includes('name="lostReason"'), from).toBe(forwardStatuses(from).includes("lost"));
      // So has won, for the deal value.
      expect(/action="[^"]*\/won"/.test(html), from).toBe(forwardStatuses(from).includes("won"));
    }
    for (const [from, to] of forward) {
      const { id, path } = await leadAt(from);
      expectRedirect((await moveTo(path, to)).res, path, "status-changed");
      expect((await workRow(id)).status, `${from} → ${to}`).toBe(to);
      expect(await activityOf(id)).toEqual([
        { kind: "status", actor: AMINA, from_value: from, to_value: to, note: to === "lost" ? "Reason: Chose a competitor" : null },
        ...(to === "won" ? [{ kind: "won", actor: AMINA, from_value: null, to_value: "100000", note: null }] : []),
      ]);
    }
  });

  it("refuses a move backwards, and any move out of won or lost, without move back, changing nothing", async () => {
    for (const [from, to] of backward) {
      const { id, path } = await leadAt(from);
      const before = await workRow(id);
      const { res } = await moveTo(path, to);
      expectRedirect(res, path, "not-forward");
      expect(await workRow(id), `${from} → ${to}`).toEqual(before);
      expect(await activityOf(id)).toEqual([]);
    }
    const { path } = await leadAt("won");
    const page = await deskGet(`${path}?notice=not-forward`);
    expect(page.html).toContain("Not saved: a status only moves forward here. To go back, use Move back and confirm it.");
  });

  it("moves back only when confirmed, as its own timeline entry, and only to an earlier status", async () => {
    const { id, path } = await leadAt("won");
    const refused: Record<string, string>[] = [
      { status: "qualified" },
      { status: "qualified", confirm: "" },
      { status: "won", confirm: "yes" },
    ];
    for (const fields of refused) {
      const { res, html } = await deskPost(`${path}/move-back`, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(html).toMatch(fields.status === "won" ? /a record moves back to one of/ : /tick the box to confirm moving it back/);
    }
    expect((await workRow(id)).status).toBe("won");

    expectRedirect((await deskPost(`${path}/move-back`, { status: "qualified", confirm: "yes" })).res, path, "moved-back");
    expect(await workRow(id)).toMatchObject({ status: "qualified", first_touch_at: expect.any(String) });
    expect(await activityOf(id)).toEqual([{ kind: "moved-back", actor: AMINA, from_value: "won", to_value: "qualified", note: null }]);
    expect((await deskGet(path)).html).toMatch(/Moved back from<\/span> <!-- -->Won to Qualified/);

    // Not earlier than where it stands: refused, nothing written.
    expectRedirect((await deskPost(`${path}/move-back`, { status: "qualified", confirm: "yes" })).res, path, "unchanged");
    const lost = await leadAt("attempting");
    expectRedirect((await deskPost(`${lost.path}/move-back`, { status: "connected", confirm: "yes" })).res, lost.path, "not-earlier");
    expect(await activityOf(lost.id)).toEqual([]);
  });

  it("moving back out of lost reopens the lead without its reason, and is a status change for analytics", async () => {
    const lead = salesLead();
    const id = await storeLead(lead);
    const path = deskRecordPath("lead", id);
    await deskPost(`${path}/status`, { status: "lost", lostReason: "No answer" });
    expectRedirect((await deskPost(`${path}/move-back`, { status: "attempting", confirm: "yes" })).res, path, "moved-back");
    expect(await workRow(id)).toMatchObject({ status: "attempting", lost_reason: null });
    const { rows } = await testDb.execute({
      sql: "select data from analytics_events where session_id = ? and event_type = 'lead_status_changed' order by received_at",
      args: [lead.sessionId],
    });
    const moves = rows.map((row) => JSON.parse(String(row.data)) as { from: string; to: string });
    expect(moves.map(({ from, to }) => `${from}→${to}`)).toEqual(["new→lost", "lost→attempting"]);
  });

  it("never changes the status when a note is saved, even one posted with a status", async () => {
    const { id, path } = await leadAt("new");
    await deskPost(`${path}/claim`);
    expect((await workRow(id)).status).toBe("attempting");

    expectRedirect((await deskPost(`${path}/note`, { note: "Left a voicemail." })).res, path, "noted");
    // The old trap: the status form's first choice was New, sent along with the note.
    expectRedirect((await deskPost(`${path}/status`, { status: "new", note: "Left a voicemail again." })).res, path, "not-forward");
    expect(await workRow(id)).toMatchObject({ status: "attempting", owner: AMINA });
    expect((await activityOf(id)).map((a) => [a.kind, a.to_value, a.note])).toEqual([
      ["claimed", AMINA, null],
      ["status", "attempting", null],
      ["note", null, "Left a voicemail."],
    ]);
  });

  it("offers only the steps ahead in the Status control, with none chosen, and no status control once won", async () => {
    const { path } = await leadAt("connected");
    const { html } = await deskGet(path);
    expect(optionsOf(html, "status")).toEqual({ values: ["", "qualified"], selected: [""] });
    expect(html).toMatch(/<label class="field-label">Status<select name="status" required=""/);
    expect(optionsOf(html, "move-back")).toEqual({ values: ["", "new", "attempting"], selected: [""] });

    const won = await deskGet((await leadAt("won")).path);
    expect(won.html).not.toMatch(/action="[^"]*\/status"/);
    expect(won.html).toContain("Won is final. If that was a mistake, move it back below.");
    expect(optionsOf(won.html, "move-back").values).toEqual(["", "new", "attempting", "connected", "qualified"]);
  });
});
