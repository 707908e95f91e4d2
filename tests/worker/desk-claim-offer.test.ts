import { beforeAll, describe, expect, it } from "vitest";
import { deskRecordPath } from "../../shared/desk";
import { salesLead } from "./chat-lead-fixtures";
import { AMINA, activityOf, BARAKA, deskGet, deskPost, expectRedirect, storeLead, workRow } from "./desk-fixtures";
import { joinTeam } from "./desk-team-fixtures";

// Claim is offered only where it can succeed (nobody owns the record, it is not held, it is still
// open), and the server refuses it everywhere else; the inbox's owner filter offers the team.

async function newLead() {
  const lead = salesLead();
  const id = await storeLead(lead);
  return { id, path: deskRecordPath("lead", id), email: lead.contact.email };
}

const offersClaim = (html: string, path: string) => html.includes(`action="${path}/claim"`);

beforeAll(() => joinTeam(BARAKA, "Baraka Desk", "dar-es-salaam"));

describe("claim", () => {
  it("is offered on an open record nobody owns", async () => {
    const { path } = await newLead();
    expect(offersClaim((await deskGet(path)).html, path)).toBe(true);
  });

  it("is not offered on a record someone else owns, and is refused there", async () => {
    const { id, path } = await newLead();
    expectRedirect((await deskPost(`${path}/assign`, { owner: BARAKA })).res, path, "assigned");
    expect(offersClaim((await deskGet(path, AMINA)).html, path)).toBe(false);
    expect(offersClaim((await deskGet(path, BARAKA)).html, path)).toBe(false);
    const before = await workRow(id);
    expectRedirect((await deskPost(`${path}/claim`, {}, { user: AMINA })).res, path, "taken");
    expect(await workRow(id)).toEqual(before);
  });

  it("is not offered on a lost record, and is refused there (move it back first)", async () => {
    const { id, path } = await newLead();
    expectRedirect((await deskPost(`${path}/status`, { status: "lost", lostReason: "No budget" })).res, path, "status-changed");
    expect(offersClaim((await deskGet(path)).html, path)).toBe(false);
    const before = await workRow(id);
    const activity = await activityOf(id);
    expectRedirect((await deskPost(`${path}/claim`)).res, path, "closed");
    expect(await workRow(id)).toEqual(before);
    expect(await activityOf(id)).toEqual(activity);
    expect((await deskGet(`${path}?notice=closed`)).html).toContain(
      "Not claimed: it is already won or lost. Move it back first to work it again.",
    );

    expectRedirect((await deskPost(`${path}/move-back`, { status: "connected", confirm: "yes" })).res, path, "moved-back");
    expect(offersClaim((await deskGet(path)).html, path)).toBe(true);
    expectRedirect((await deskPost(`${path}/claim`)).res, path, "claimed");
  });

  it("is not offered on a held record", async () => {
    const id = await storeLead(salesLead(), { spam: true });
    const path = deskRecordPath("lead", id);
    expect(offersClaim((await deskGet(path)).html, path)).toBe(false);
  });
});

describe("owner filter", () => {
  it("offers each team member and lists only the records they own", async () => {
    const mine = await newLead();
    const theirs = await newLead();
    await deskPost(`${mine.path}/claim`);
    await deskPost(`${theirs.path}/assign`, { owner: BARAKA });

    const { html } = await deskGet("/desk");
    const select = /<select name="owner"[^>]*>[\s\S]*?<\/select>/.exec(html)?.[0] ?? "";
    // Named as the team page lists them (another file may have put Baraka on the team first).
    expect(select).toMatch(new RegExp(`<option value="${BARAKA}">[^<]+ \\((Dar es Salaam|All offices)\\)</option>`));

    for (const [email, shown, hidden] of [
      [theirs.email, theirs.id, mine.id],
      [mine.email, null, mine.id],
    ] as const) {
      const page = await deskGet(`/desk?owner=${encodeURIComponent(BARAKA.toUpperCase())}&q=${encodeURIComponent(email)}`);
      expect(page.res.status).toBe(200);
      if (shown) expect(page.html).toContain(`data-record-id="${shown}"`);
      expect(page.html).not.toContain(`data-record-id="${hidden}"`);
    }
    expect((await deskGet("/desk?owner=somebody")).html).toContain(
      "owner must be one of: everyone, mine, unassigned, or the e-mail address of a team member",
    );
  });
});
