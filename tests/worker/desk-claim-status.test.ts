import { describe, expect, it } from "vitest";
import { deskRecordPath } from "../../shared/desk";
import { salesLead } from "./chat-lead-fixtures";
import { AMINA, activityOf, BARAKA, deskAs, deskGet, deskPost, expectRedirect, storeLead, workRow } from "./desk-fixtures";
import { fetchWorker } from "./worker-harness";

// Claiming and moving a record through its statuses: each change is one row update plus its
// timeline entry, two people at once cannot both win, and the first touch is kept once set.

async function newLead() {
  const id = await storeLead(salesLead());
  return { id, path: deskRecordPath("lead", id) };
}

describe("claim", () => {
  it.each([1, 2, 3])("gives a lead to exactly one of two people claiming it at once (round %i)", async () => {
    const { id, path } = await newLead();
    const [a, b] = await Promise.all([deskPost(`${path}/claim`, {}, { user: AMINA }), deskPost(`${path}/claim`, {}, { user: BARAKA })]);
    const row = await workRow(id);
    expect([AMINA, BARAKA]).toContain(row.owner);
    const owner = row.owner!;
    const [winner, loser, loserUser] = owner === AMINA ? [a, b, BARAKA] : [b, a, AMINA];
    expectRedirect(winner.res, path, "claimed");
    expectRedirect(loser.res, path, "taken");
    expect(row).toMatchObject({ status: "attempting", first_touch_at: expect.any(String) });
    expect(await activityOf(id)).toEqual([
      { kind: "claimed", actor: owner, from_value: null, to_value: owner, note: null },
      { kind: "status", actor: owner, from_value: "new", to_value: "attempting", note: null },
    ]);

    // The loser's page says who has it; the winner claiming again is told it is theirs already.
    const taken = await deskGet(`${path}?notice=taken`, loserUser);
    expect(taken.html).toContain(`Someone else already owns it; reassign it if it should be yours.<!-- --> (${owner})`);
    expectRedirect((await deskPost(`${path}/claim`, {}, { user: owner })).res, path, "already-yours");
    expectRedirect((await deskPost(`${path}/claim`, {}, { user: loserUser })).res, path, "taken");
    expect(await activityOf(id)).toHaveLength(2);
    expect(await workRow(id)).toEqual(row);
  });

  it("does not move a record that is already past new, and keeps its first touch", async () => {
    const { id, path } = await newLead();
    expectRedirect((await deskPost(`${path}/status`, { status: "qualified" })).res, path, "status-changed");
    const touched = await workRow(id);
    expect(touched).toMatchObject({ status: "qualified", owner: null, first_touch_at: expect.any(String) });

    expectRedirect((await deskPost(`${path}/claim`, {}, { user: BARAKA })).res, path, "claimed");
    expect(await workRow(id)).toEqual({ ...touched, owner: BARAKA });
    expect((await activityOf(id)).map((a) => [a.kind, a.from_value, a.to_value])).toEqual([
      ["status", "new", "qualified"],
      ["claimed", null, BARAKA],
    ]);
  });

  it("answers 404 for a record that does not exist, writing nothing", async () => {
    const missing = crypto.randomUUID();
    const { res } = await deskPost(`${deskRecordPath("lead", missing)}/claim`);
    expect(res.status).toBe(404);
    expect(await activityOf(missing)).toEqual([]);
  });
});

describe("status", () => {
  it("moves a claimed lead to connected, and keeps the first touch through later moves", async () => {
    const { id, path } = await newLead();
    await deskPost(`${path}/claim`);
    const claimed = await workRow(id);
    expect(claimed.first_touch_at).not.toBeNull();

    const { res } = await deskPost(`${path}/status`, { status: "connected" });
    expectRedirect(res, path, "status-changed");
    expect(await workRow(id)).toMatchObject({ status: "connected", owner: AMINA, first_touch_at: claimed.first_touch_at });
    expect((await activityOf(id)).at(-1)).toEqual({
      kind: "status",
      actor: AMINA,
      from_value: "attempting",
      to_value: "connected",
      note: null,
    });

    // Moved back to new and out again: the first touch is the first one.
    expectRedirect((await deskPost(`${path}/move-back`, { status: "new", confirm: "yes" })).res, path, "moved-back");
    expectRedirect((await deskPost(`${path}/won`, { value: "2500" })).res, path, "status-changed");
    expect(await workRow(id)).toMatchObject({ status: "won", first_touch_at: claimed.first_touch_at });
  });

  it("sets the first touch on the first move out of new without a claim", async () => {
    const { id, path } = await newLead();
    const before = new Date().toISOString();
    await deskPost(`${path}/status`, { status: "connected" });
    const row = await workRow(id);
    expect(row).toMatchObject({ status: "connected", owner: null });
    expect(row.first_touch_at! >= before).toBe(true);
    expect(await activityOf(id)).toEqual([{ kind: "status", actor: AMINA, from_value: "new", to_value: "connected", note: null }]);
  });

  it("refuses lost without a reason, and stores the reason when given", async () => {
    const { id, path } = await newLead();
    await deskPost(`${path}/claim`);
    const before = await workRow(id);
    const activityBefore = await activityOf(id);

    for (const lostReason of [undefined, "", "   "]) {
      const fields: Record<string, string> = { status: "lost", ...(lostReason === undefined ? {} : { lostReason }) };
      const { res, html } = await deskPost(`${path}/status`, fields);
      expect(res.status).toBe(400);
      expect(html).toContain("say why the lead was lost");
    }
    expect(await workRow(id)).toEqual(before);
    expect(await activityOf(id)).toEqual(activityBefore);

    const { res } = await deskPost(`${path}/status`, { status: "lost", lostReason: "Chose a competitor" });
    expectRedirect(res, path, "status-changed");
    expect(await workRow(id)).toMatchObject({ status: "lost", lost_reason: "Chose a competitor" });
    expect((await activityOf(id)).at(-1)).toMatchObject({
      kind: "status",
      from_value: "attempting",
      to_value: "lost",
      note: "Reason: Chose a competitor",
    });
    const page = await deskGet(path);
    expect(page.html).toContain("(Chose a competitor)");

    // Reopened, the reason goes with the status it belonged to.
    await deskPost(`${path}/move-back`, { status: "connected", confirm: "yes" });
    expect(await workRow(id)).toMatchObject({ status: "connected", lost_reason: null });
  });

  it("refuses a status that does not exist, and a form that is not a form, changing nothing", async () => {
    const { id, path } = await newLead();
    for (const status of ["bogus", "", "NEW", "new "]) {
      const { res, html } = await deskPost(`${path}/status`, { status });
      expect(res.status, status).toBe(400);
      expect(html).toContain("Nothing was changed");
    }
    const json = new Request(`http://example.com${path}/status`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://example.com" },
      body: JSON.stringify({ status: "won" }),
    });
    expect((await fetchWorker(json, deskAs(AMINA))).status).toBe(415);
    expect(await workRow(id)).toMatchObject({ status: "new", owner: null, first_touch_at: null });
    expect(await activityOf(id)).toEqual([]);
  });

  it("treats the same status as nothing to change", async () => {
    const { id, path } = await newLead();
    expectRedirect((await deskPost(`${path}/status`, { status: "new" })).res, path, "unchanged");
    await deskPost(`${path}/status`, { status: "attempting" });
    expectRedirect((await deskPost(`${path}/status`, { status: "attempting" })).res, path, "unchanged");
    expect(await activityOf(id)).toHaveLength(1);
  });
});
