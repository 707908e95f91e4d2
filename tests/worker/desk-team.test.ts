import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../worker/db/client";
import { availableMembers, listTeam } from "../../worker/desk/team";
import { deskGet, deskPost, uniqueTag } from "./desk-fixtures";
import { testDb } from "./worker-harness";

// The team list: added, edited and removed on the desk's team page by plain form posts checked with
// the shared schema (a refusal shows each field's error and changes nothing), and the Available/Away
// switch every desk page's header carries, which puts a desk user not yet on the team on it.

const address = (who: string) => `${who}.${uniqueTag().toLowerCase()}@kilele.test`;

type MemberRow = {
  email: string;
  name: string;
  office: string | null;
  role: string;
  available: number;
  available_changed_at: string | null;
};

async function memberRow(email: string): Promise<MemberRow | undefined> {
  const { rows } = await testDb.execute({
    sql: "select email, name, office, role, available, available_changed_at from team_members where email = ?",
    args: [email],
  });
  return rows[0] ? ({ ...rows[0] } as unknown as MemberRow) : undefined;
}

const addMember = (fields: Record<string, string>) => deskPost("/desk/team", { intent: "add", ...fields });

describe("team page", () => {
  it("adds a member (address in lower case) and lists them with office, role and Away", async () => {
    const email = address("wanjiru");
    const { res } = await addMember({ email: `  ${email.toUpperCase()} `, name: " Wanjiru Kamau ", office: "kampala", role: "manager" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/desk/team?notice=added");
    expect(await memberRow(email)).toEqual({
      email,
      name: "Wanjiru Kamau",
      office: "kampala",
      role: "manager",
      available: 0,
      available_changed_at: null,
    });

    const { html } = await deskGet("/desk/team?notice=added");
    expect(html).toContain("Added to the team.");
    const row = new RegExp(`<tr [^>]*data-member="${email}"[^>]*>[\\s\\S]*?</tr>`).exec(html)?.[0] ?? "";
    expect(row).toContain("Wanjiru Kamau");
    expect(row).toContain("Kampala");
    expect(row).toContain("Manager");
    expect(row).toContain("Away");
  });

  it("lists a member covering every office as All offices", async () => {
    const email = address("juma");
    await addMember({ email, name: "Juma Otieno", office: "", role: "sales" });
    expect((await memberRow(email))?.office).toBeNull();
    const { html } = await deskGet("/desk/team");
    const row = new RegExp(`<tr [^>]*data-member="${email}"[^>]*>[\\s\\S]*?</tr>`).exec(html)?.[0] ?? "";
    expect(row).toContain("All offices");
  });

  it("refuses bad input with each field's error beside it, changing nothing", async () => {
    const before = await testDb.execute("select count(*) as n from team_members");
    for (const [fields, field, message] of [
      [{ email: "", name: "A", office: "", role: "sales" }, "email", "give their e-mail address"],
      [{ email: "not-an-address", name: "A", office: "", role: "sales" }, "email", "give a whole e-mail address, like name@kilele.co.ke"],
      [{ email: address("a"), name: "   ", office: "", role: "sales" }, "name", "give their name"],
      [{ email: address("a"), name: "x".repeat(101), office: "", role: "sales" }, "name", "a name is at most 100 characters"],
      [{ email: address("a"), name: "A", office: "mombasa", role: "sales" }, "office", "office must be All offices or one of"],
      [{ email: address("a"), name: "A", office: "", role: "boss" }, "role", "role must be one of: sales, manager, support"],
    ] as const) {
      const { res, html } = await addMember(fields);
      expect(res.status, message).toBe(400);
      expect(html).toContain("Nothing was changed. Please correct:");
      expect(html).toMatch(new RegExp(`id="member-add-${field}-error"[^>]*>${message}`));
      expect(html).toContain(`aria-describedby="member-add-${field}-error"`);
    }
    expect((await testDb.execute("select count(*) as n from team_members")).rows[0]).toEqual(before.rows[0]);
  });

  it("refuses an address already on the team, in any case, keeping the member as they were", async () => {
    const email = address("neema");
    await addMember({ email, name: "Neema Mushi", office: "dar-es-salaam", role: "sales" });
    const { res, html } = await addMember({ email: email.toUpperCase(), name: "Someone Else", office: "", role: "support" });
    expect(res.status).toBe(400);
    expect(html).toContain(`${email} is already on the team`);
    // The refused form keeps what was typed.
    expect(html).toContain('value="Someone Else"');
    expect(await memberRow(email)).toMatchObject({ name: "Neema Mushi", office: "dar-es-salaam", role: "sales" });
  });

  it("edits a member's name, office and role, refusing a bad edit without changing them", async () => {
    const email = address("okello");
    await addMember({ email, name: "Okello", office: "kampala", role: "sales" });
    const form = await deskGet(`/desk/team?edit=${encodeURIComponent(email)}`);
    expect(form.html).toContain("Edit Okello");

    const bad = await deskPost("/desk/team", { intent: "edit", email, name: "", office: "kampala", role: "sales" });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toMatch(/id="member-edit-name-error"[^>]*>give their name/);
    expect(await memberRow(email)).toMatchObject({ name: "Okello", office: "kampala", role: "sales" });

    const { res } = await deskPost("/desk/team", { intent: "edit", email, name: "Okello Ouma", office: "", role: "manager" });
    expect(res.headers.get("location")).toBe("/desk/team?notice=updated");
    expect(await memberRow(email)).toMatchObject({ name: "Okello Ouma", office: null, role: "manager" });

    const missing = await deskPost("/desk/team", { intent: "edit", email: address("nobody"), name: "N", office: "", role: "sales" });
    expect(missing.res.headers.get("location")).toBe("/desk/team?notice=not-found");
  });

  it("removes a member", async () => {
    const email = address("achieng");
    await addMember({ email, name: "Achieng", office: "", role: "support" });
    const { res } = await deskPost("/desk/team", { intent: "remove", email });
    expect(res.headers.get("location")).toBe("/desk/team?notice=removed");
    expect(await memberRow(email)).toBeUndefined();
    expect((await deskPost("/desk/team", { intent: "remove", email })).res.headers.get("location")).toBe("/desk/team?notice=not-found");
  });

  it("refuses a change from another site", async () => {
    const email = address("cross");
    const { res } = await deskPost(
      "/desk/team",
      { intent: "add", email, name: "X", office: "", role: "sales" },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(await memberRow(email)).toBeUndefined();
  });
});

describe("Available / Away", () => {
  it("puts a desk user not on the team on it when they go Available, named from their address", async () => {
    const tag = uniqueTag().toLowerCase();
    const user = `grace.wairimu.${tag}@kilele.test`;
    const page = await deskGet("/desk/insights", user);
    expect(page.html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>Available<\/button>/);
    expect(page.html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Away<\/button>/);

    const { res } = await deskPost("/desk/availability", { available: "yes", back: "/desk/insights" }, { user });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/desk/insights");
    const row = await memberRow(user);
    expect(row).toMatchObject({ name: `Grace Wairimu T${tag.slice(1)}`, office: null, role: "sales", available: 1 });
    expect(row?.available_changed_at).toEqual(expect.any(String));
    expect((await deskGet("/desk", user)).html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Available<\/button>/);

    // Away keeps them on the team; the time moves only when the state does.
    await deskPost("/desk/availability", { available: "no" }, { user });
    const away = await memberRow(user);
    expect(away).toMatchObject({ available: 0, name: row?.name });
    await deskPost("/desk/availability", { available: "no" }, { user });
    expect((await memberRow(user))?.available_changed_at).toBe(away?.available_changed_at);
  });

  it("keeps an edited name and office when a member goes Available", async () => {
    const email = address("baraka");
    await addMember({ email, name: "Baraka M.", office: "dar-es-salaam", role: "manager" });
    await deskPost("/desk/availability", { available: "yes" }, { user: email });
    expect(await memberRow(email)).toMatchObject({ name: "Baraka M.", office: "dar-es-salaam", role: "manager", available: 1 });
  });

  it("refuses a state it does not know and a way back off the desk, changing nothing", async () => {
    const user = address("odd");
    for (const fields of <Record<string, string>[]>[
      { available: "maybe" },
      {},
      { available: "yes", back: "https://evil.example/desk" },
      { available: "yes", back: "//evil.example" },
    ]) {
      const { res } = await deskPost("/desk/availability", fields, { user });
      expect(res.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await memberRow(user)).toBeUndefined();
  });
});

describe("availableMembers", () => {
  it("gives who is Available for an office: its own people and those covering every office", async () => {
    const db = createDatabase(env);
    const tag = uniqueTag().toLowerCase();
    const people = {
      nairobi: `nairobi.${tag}@kilele.test`,
      kampala: `kampala.${tag}@kilele.test`,
      everywhere: `everywhere.${tag}@kilele.test`,
      away: `away.${tag}@kilele.test`,
    };
    await addMember({ email: people.nairobi, name: `N ${tag}`, office: "nairobi", role: "sales" });
    await addMember({ email: people.kampala, name: `K ${tag}`, office: "kampala", role: "sales" });
    await addMember({ email: people.everywhere, name: `E ${tag}`, office: "", role: "support" });
    await addMember({ email: people.away, name: `A ${tag}`, office: "nairobi", role: "sales" });
    for (const email of [people.nairobi, people.kampala, people.everywhere])
      await deskPost("/desk/availability", { available: "yes" }, { user: email });

    const ours = (members: { email: string }[]) => members.map((m) => m.email).filter((email) => email.includes(tag));
    expect(ours(await availableMembers(db, "nairobi"))).toEqual([people.everywhere, people.nairobi]);
    expect(ours(await availableMembers(db, "kampala"))).toEqual([people.everywhere, people.kampala]);
    expect(ours(await availableMembers(db, "dar-es-salaam"))).toEqual([people.everywhere]);
    expect(ours(await availableMembers(db))).toEqual([people.everywhere, people.kampala, people.nairobi]);
    expect(ours(await listTeam(db))).toEqual([people.away, people.everywhere, people.kampala, people.nairobi]);
  });
});
