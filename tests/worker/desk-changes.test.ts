import { beforeAll, describe, expect, it } from "vitest";
import { deskRecordPath } from "../../shared/desk";
import { salesLead } from "./chat-lead-fixtures";
import {
  AMINA,
  activityOf,
  BARAKA,
  contactMessage,
  deskGet,
  deskPost,
  expectRedirect,
  storeContact,
  storeLead,
  workRow,
} from "./desk-fixtures";
import { joinTeam } from "./desk-team-fixtures";

// Notes, reassignment and moving a record to another office: each is validated by its shared
// schema (a refusal changes nothing) and leaves one timeline entry naming who did it.

async function claimedLead() {
  const lead = salesLead();
  const id = await storeLead(lead);
  const path = deskRecordPath("lead", id);
  await deskPost(`${path}/claim`);
  return { id, path, email: lead.contact.email };
}

describe("note", () => {
  it("adds a note to the timeline without changing the record", async () => {
    const { id, path } = await claimedLead();
    const before = await workRow(id);
    const { res } = await deskPost(`${path}/note`, { note: "  Asked for a quote for 40 seats.\nCall back Monday.  " });
    expectRedirect(res, path, "noted");
    expect(await workRow(id)).toEqual(before);
    expect((await activityOf(id)).at(-1)).toEqual({
      kind: "note",
      actor: AMINA,
      from_value: null,
      to_value: null,
      note: "Asked for a quote for 40 seats.\nCall back Monday.",
    });
  });

  it("refuses an empty note and one over 2000 characters", async () => {
    const { id, path } = await claimedLead();
    const before = await activityOf(id);
    for (const [note, message] of [
      ["", "write the note first"],
      ["   ", "write the note first"],
      ["x".repeat(2001), "a note must be at most 2000 characters"],
    ] as const) {
      const { res, html } = await deskPost(`${path}/note`, { note });
      expect(res.status).toBe(400);
      expect(html).toContain(message);
    }
    expect(await activityOf(id)).toEqual(before);
  });

  it("shows the posted text escaped, never as markup", async () => {
    const { id, path } = await claimedLead();
    await deskPost(`${path}/note`, { note: "<img src=x onerror=alert(1)>" });
    const { html } = await deskGet(path);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img src=x");
    expect((await activityOf(id)).at(-1)?.note).toBe("<img src=x onerror=alert(1)>");
  });
});

describe("reassign", () => {
  beforeAll(() => joinTeam(BARAKA));

  it("refuses an address that is not one, changing nothing", async () => {
    const { id, path } = await claimedLead();
    const before = await workRow(id);
    const activity = await activityOf(id);
    for (const owner of ["", "baraka", "baraka@", "@kilele.test", `${"a".repeat(250)}@kilele.test`]) {
      const { res, html } = await deskPost(`${path}/assign`, { owner });
      expect(res.status, owner).toBe(400);
      expect(html).toMatch(/give the colleague&#39;s e-mail address|at most 254 characters/);
    }
    expect((await deskPost(`${path}/assign`, {})).res.status).toBe(400);
    expect(await workRow(id)).toEqual(before);
    expect(await activityOf(id)).toEqual(activity);
  });

  it("gives the record to a colleague (address in lower case), once", async () => {
    const { id, path, email } = await claimedLead();
    const { res } = await deskPost(`${path}/assign`, { owner: "  Baraka.Desk@Kilele.TEST " });
    expectRedirect(res, path, "assigned");
    expect(await workRow(id)).toMatchObject({ owner: BARAKA, status: "attempting" });
    expect((await activityOf(id)).at(-1)).toEqual({ kind: "assigned", actor: AMINA, from_value: AMINA, to_value: BARAKA, note: null });

    expectRedirect((await deskPost(`${path}/assign`, { owner: BARAKA })).res, path, "unchanged");
    expect((await activityOf(id)).filter((a) => a.kind === "assigned")).toHaveLength(1);

    // The new owner sees it under "mine"; the one who gave it away does not.
    const mine = (user: string) => deskGet(`/desk?owner=mine&q=${encodeURIComponent(email)}`, user);
    expect((await mine(BARAKA)).html).toContain(`data-record-id="${id}"`);
    expect((await mine(AMINA)).html).not.toContain(`data-record-id="${id}"`);
  });

  it("refuses someone who is not on the team, changing nothing", async () => {
    const { id, path } = await claimedLead();
    const before = await workRow(id);
    const activity = await activityOf(id);
    const stranger = "stranger.desk@kilele.test";
    expectRedirect((await deskPost(`${path}/assign`, { owner: stranger })).res, path, "not-on-team");
    expect(await workRow(id)).toEqual(before);
    expect(await activityOf(id)).toEqual(activity);
    expect((await deskGet(`${path}?notice=not-on-team`)).html).toContain(
      "Not reassigned: that person is not on the team. Add them on the Team page first.",
    );
  });

  it("offers the team as a choice of name and office, not a typed address", async () => {
    const { path } = await claimedLead();
    await joinTeam("zawadi.desk@kilele.test", "Zawadi Njoroge", "kampala");
    const { html } = await deskGet(path);
    const form = /<form [^>]*action="[^"]*\/assign"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
    expect(form).toMatch(/<select [^>]*name="owner"/);
    expect(form).not.toContain('type="email"');
    expect(form).toContain('<option value="zawadi.desk@kilele.test">Zawadi Njoroge (Kampala)</option>');
    expect(form).toContain(`<option value="${BARAKA}">`);
  });

  it("assigns an unowned record (from nobody)", async () => {
    const id = await storeContact(contactMessage());
    const path = deskRecordPath("contact", id);
    expectRedirect((await deskPost(`${path}/assign`, { owner: BARAKA })).res, path, "assigned");
    expect(await workRow(id)).toMatchObject({ owner: BARAKA, status: "new", first_touch_at: null });
    expect(await activityOf(id)).toEqual([{ kind: "assigned", actor: AMINA, from_value: null, to_value: BARAKA, note: null }]);
  });
});

describe("office", () => {
  it("refuses an office that does not exist, changing nothing", async () => {
    const { id, path } = await claimedLead();
    const before = await workRow(id);
    for (const office of ["mombasa", "", "Kampala"]) {
      const { res, html } = await deskPost(`${path}/office`, { office });
      expect(res.status, office).toBe(400);
      expect(html).toContain("office must be one of: nairobi, kampala, dar-es-salaam");
    }
    expect(await workRow(id)).toEqual(before);
    expect((await activityOf(id)).map((a) => a.kind)).toEqual(["claimed", "status"]);
  });

  it("moves the record to another office, and says so on its page", async () => {
    const { id, path } = await claimedLead();
    expect((await workRow(id)).office).toBe("nairobi");
    const { res } = await deskPost(`${path}/office`, { office: "kampala" });
    expectRedirect(res, path, "office-changed");
    expect(await workRow(id)).toMatchObject({ office: "kampala", owner: AMINA });
    expect((await activityOf(id)).at(-1)).toEqual({ kind: "office", actor: AMINA, from_value: "nairobi", to_value: "kampala", note: null });
    expectRedirect((await deskPost(`${path}/office`, { office: "kampala" })).res, path, "unchanged");
    expect((await activityOf(id)).filter((a) => a.kind === "office")).toHaveLength(1);

    const { html } = await deskGet(`${path}?notice=office-changed`);
    expect(html).toContain("Moved to the other office.");
    expect(html).toContain('<option value="kampala" selected="">Kampala</option>');
    expect(html).toMatch(/Moved office<\/span> (<!-- -->)?nairobi(<!-- -->)? → (<!-- -->)?kampala/);
  });
});

describe("a change to a record of another kind", () => {
  it("does not reach a contact message through a lead's path", async () => {
    const id = await storeContact(contactMessage());
    const { res } = await deskPost(`${deskRecordPath("lead", id)}/note`, { note: "wrong door" });
    expect(res.status).toBe(404);
    const guide = await deskPost(`${deskRecordPath("guide", id)}/claim`);
    expect(guide.res.status).toBe(404);
    expect(await activityOf(id)).toEqual([]);
    expect(await workRow(id)).toMatchObject({ owner: null, status: "new" });
  });
});

describe("the refusal page", () => {
  it("links back to the desk page the form was on, never to another site", async () => {
    const { path } = await claimedLead();
    const backLink = async (referer?: string) => {
      const { res, html } = await deskPost(`${path}/note`, { note: "" }, { referer });
      expect(res.status).toBe(400);
      expect(html).toContain("<h1>Nothing was changed</h1>");
      return /<a href="([^"]*)">Go back<\/a>/.exec(html)?.[1];
    };
    expect(await backLink(`http://example.com${path}?notice=claimed`)).toBe(`http://example.com${path}?notice=claimed`);
    expect(await backLink("https://evil.example/phish")).toBe("/desk");
    expect(await backLink("not a url")).toBe("/desk");
    expect(await backLink()).toBe("/desk");
    // A same-origin address with markup in it is written escaped, as text.
    expect(await backLink(`http://example.com${path}?x="><script>alert(1)</script>`)).toBe(
      `http://example.com${path}?x=&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;`,
    );
  });
});
