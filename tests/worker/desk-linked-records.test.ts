import { describe, expect, it } from "vitest";
import { deskRecordPath } from "../../shared/desk";
import { salesLead } from "./chat-lead-fixtures";
import { contactMessage, deskGet, deskPost, storeContact, storeGuide, storeLead, uniqueTag } from "./desk-fixtures";
import { testDb } from "./worker-harness";

// Records of the same person (same e-mail address in any case, or the same phone in any spelling)
// are linked: each record's page lists the others and shows one timeline of them all, each entry
// marked with its record. Newsletter sign-ups and records held for review are never linked.

/** The ids listed under "Other records of this person" on a record's page. */
const linkedIds = (html: string) => [...html.matchAll(/data-linked-record="([^"]+)"/g)].map((match) => match[1]!);

/** The combined timeline's entries, as text. */
const timelineText = (html: string) =>
  (/<ol [^>]*data-testid="person-timeline"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "")
    .split("</li>")
    .map((item) => item.replace(/<[^>]+>/g, "").replace(/<!-- -->/g, ""))
    .filter(Boolean);

/** A Kenyan mobile number no other test uses, typed the local way and in E.164. */
function uniqueKenyanMobile() {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0");
  return { local: `0733 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+254733${digits}` };
}

describe("linked records", () => {
  it("links a chat lead, a contact message and a guide request by e-mail in any case, never a newsletter sign-up", async () => {
    const email = `wairimu.${uniqueTag().toLowerCase()}@linked-people.co.ke`;
    const lead = await storeLead(salesLead({ contact: { name: "Wairimu Linked", email, company: "Linked Ltd", phone: "" } }));
    const contact = await storeContact(contactMessage({ email: email.toUpperCase(), phone: "" }));
    const guide = await storeGuide({ guideId: "microsoft-365-migration-guide", name: "Wairimu Linked", email, company: "Linked Ltd" });
    const newsletter = crypto.randomUUID();
    await testDb.execute({
      sql: "insert into contact_messages (id, source, name, email) values (?, 'newsletter', '', ?)",
      args: [newsletter, email],
    });
    const stranger = await storeLead(salesLead({ contact: { ...salesLead().contact, phone: "" } }));
    await deskPost(`${deskRecordPath("contact", contact)}/note`, { note: "Asked for a call on Friday." });

    const leadPage = await deskGet(deskRecordPath("lead", lead));
    expect(leadPage.html).toContain("Other records of this person");
    expect(linkedIds(leadPage.html).sort()).toEqual([contact, guide].sort());
    expect(leadPage.html).not.toContain(newsletter);
    expect(leadPage.html).not.toContain(`data-linked-record="${stranger}"`);

    // One timeline: this record's entries and the others', each marked with its record.
    const timeline = timelineText(leadPage.html);
    expect(timeline.some((entry) => entry.startsWith("Received") && entry.endsWith("This record"))).toBe(true);
    expect(timeline.some((entry) => entry.includes("Contact message,") && entry.includes("Asked for a call on Friday."))).toBe(true);
    expect(timeline.some((entry) => entry.startsWith("Received") && entry.includes("Guide request,"))).toBe(true);
    expect(leadPage.html).toContain(`href="${deskRecordPath("contact", contact)}"`);

    for (const [type, id, others] of [
      ["contact", contact, [lead, guide]],
      ["guide", guide, [lead, contact]],
    ] as const) {
      const { html } = await deskGet(deskRecordPath(type, id));
      expect(linkedIds(html).sort(), type).toEqual([...others].sort());
    }
    // A record of nobody else shows neither panel nor marks.
    const alone = await deskGet(deskRecordPath("lead", stranger));
    expect(alone.html).not.toContain("Other records of this person");
  });

  it('links records by the same phone typed differently ("0722 555 014" and "+254722555014")', async () => {
    const tag = uniqueTag().toLowerCase();
    const lead = await storeLead(
      salesLead({ contact: { name: "Otieno Phone", email: `otieno.${tag}@one.example`, company: "One", phone: "0722 555 014" } }),
    );
    const contact = await storeContact(contactMessage({ email: `o.${tag}@two.example`, phone: "+254722555014" }));
    // Others may share this well-known number: each page lists at least the other.
    expect(linkedIds((await deskGet(deskRecordPath("lead", lead))).html)).toContain(contact);
    expect(linkedIds((await deskGet(deskRecordPath("contact", contact))).html)).toContain(lead);
  });

  it("links by a phone no one else uses, exactly, and never a record held for review", async () => {
    const tag = uniqueTag().toLowerCase();
    const phone = uniqueKenyanMobile();
    const lead = await storeLead(
      salesLead({ contact: { name: "Akinyi Phone", email: `akinyi.${tag}@one.example`, company: "One", phone: phone.local } }),
    );
    const guide = await storeGuide({
      guideId: "microsoft-365-migration-guide",
      name: "Akinyi",
      email: `a.${tag}@two.example`,
      company: "Two",
      phone: phone.e164,
    });
    const held = await storeContact(contactMessage({ email: `akinyi.${tag}@three.example`, phone: phone.e164 }), { spam: true });
    expect(linkedIds((await deskGet(deskRecordPath("lead", lead))).html)).toEqual([guide]);
    expect(linkedIds((await deskGet(deskRecordPath("guide", guide))).html)).toEqual([lead]);
    expect(linkedIds((await deskGet(deskRecordPath("contact", held))).html).sort()).toEqual([guide, lead].sort());
  });

  it("finds them from indexes: e-mail in any case and the E.164 phone, no table scan", async () => {
    for (const [table, email, phone] of [
      ["leads", "contact_email", "contact_phone_e164"],
      ["contact_messages", "email", "phone_e164"],
    ] as const) {
      const { rows } = await testDb.execute({
        sql: `explain query plan select id from ${table} where (lower(${email}) = ? or ${phone} = ?) and spam_reason is null`,
        args: ["someone@example.com", "+254722555014"],
      });
      const plan = rows.map((row) => String(row.detail)).join("\n");
      expect(plan, table).toContain(`${table === "leads" ? "leads_contact_email_lower_idx" : "contact_messages_email_lower_idx"}`);
      expect(plan, table).toContain(`${table}_${table === "leads" ? "contact_phone_e164" : "phone_e164"}_idx`);
      expect(plan, table).not.toMatch(new RegExp(`SCAN ${table}(?! USING)`));
    }
  });
});
