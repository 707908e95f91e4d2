import { beforeAll, describe, expect, it } from "vitest";
import { deskRecordPath } from "../../shared/desk";
import { salesLead } from "./chat-lead-fixtures";
import { contactMessage, deskGet, shownIds, storeContact, storeGuide, storeLead, uniqueTag } from "./desk-fixtures";
import { testDb } from "./worker-harness";

// A Kenyan number typed the local way ("0722 555 014") is stored as typed and in E.164, read with
// the routed office's country (Nairobi, here by default); the desk dials the E.164 form and finds
// the record by any spelling of the number.

const TYPED = "0722 555 014";
const tag = uniqueTag();
const ids = { lead: "", contact: "", guide: "" };

beforeAll(async () => {
  ids.lead = await storeLead(
    salesLead({
      contact: { ...salesLead().contact, phone: TYPED },
      attribution: { utm_source: "google", utm_campaign: tag },
    }),
  );
  ids.contact = await storeContact(contactMessage({ phone: TYPED, utm_campaign: tag }));
  ids.guide = await storeGuide({
    guideId: "microsoft-365-migration-guide",
    name: "Grace Nakato",
    email: `grace.${tag.toLowerCase()}@nakato.co.ke`,
    company: "Nakato Clinics",
    phone: "(0722) 555-014",
  });
});

async function phonesOf(table: "leads" | "contact_messages", id: string) {
  const [typed, e164] = table === "leads" ? ["contact_phone", "contact_phone_e164"] : ["phone", "phone_e164"];
  const { rows } = await testDb.execute({ sql: `select ${typed} as typed, ${e164} as e164 from ${table} where id = ?`, args: [id] });
  return { ...rows[0] };
}

describe("phones on the way in", () => {
  it("stores a chat lead's local number as typed and in E.164", async () => {
    expect(await phonesOf("leads", ids.lead)).toEqual({ typed: TYPED, e164: "+254722555014" });
  });

  it("stores a contact message's and a guide request's local number as typed and in E.164", async () => {
    expect(await phonesOf("contact_messages", ids.contact)).toEqual({ typed: TYPED, e164: "+254722555014" });
    expect(await phonesOf("contact_messages", ids.guide)).toEqual({ typed: "(0722) 555-014", e164: "+254722555014" });
  });
});

describe("the record page", () => {
  it("shows the number as typed and calls and WhatsApps its E.164 form", async () => {
    for (const path of [deskRecordPath("lead", ids.lead), deskRecordPath("contact", ids.contact)]) {
      const { res, html } = await deskGet(path);
      expect(res.status).toBe(200);
      expect(html).toContain('href="tel:+254722555014"');
      expect(html).toContain('href="https://wa.me/254722555014"');
      expect(html).toContain(`>${TYPED}</a>`);
    }
  });
});

describe("searching the inbox by phone", () => {
  it("finds the records by any spelling of the number, and by part of it", async () => {
    for (const q of ["0722555014", "+254 722 555 014", "0722"]) {
      const { res, html } = await deskGet(`/desk?q=${encodeURIComponent(q)}&campaign=${tag}`);
      expect(res.status).toBe(200);
      expect(shownIds(html).sort(), q).toEqual([ids.lead, ids.contact].sort());
    }
  });

  it("finds a record stored before its E.164 was kept by the typed value", async () => {
    await testDb.execute({ sql: "update contact_messages set phone_e164 = null where id = ?", args: [ids.guide] });
    const { html } = await deskGet(`/desk?q=${encodeURIComponent("(0722) 555")}&type=guide`);
    expect(shownIds(html)).toContain(ids.guide);
  });
});
