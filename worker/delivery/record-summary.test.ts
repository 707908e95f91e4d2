import { describe, expect, it } from "vitest";
import { contactRecord, deliveryJob, guideRecord, leadRecord, newsletterRecord } from "../../tests/worker/delivery-fixtures";
import type { DeliveryRecord } from "./delivery-record";
import { eatClock, oneLine, summarizeRecord, whatsAppLink } from "./record-summary";

const escalationOf = (record: DeliveryRecord) =>
  summarizeRecord({
    type: "record.escalated",
    timestamp: "2026-11-23T10:20:00.000Z",
    data: {
      ...record,
      notice: { kind: "escalated", targetId: "reply-promise", targetLabel: "4 business hours", dueAt: "2026-11-23T13:00:00.000Z" },
    },
  });

describe("whatsAppLink", () => {
  it("links international numbers and gives none for local ones", () => {
    expect(whatsAppLink("+254 712 345 678")).toBe("https://wa.me/254712345678");
    expect(whatsAppLink("00256 (700) 123-456")).toBe("https://wa.me/256700123456");
    expect(whatsAppLink("0712 345 678")).toBeNull();
    expect(whatsAppLink("+25")).toBeNull();
  });
});

describe("the phone's links", () => {
  it("dial the E.164 form of a number typed without its code, showing it as typed", () => {
    const lead = leadRecord({
      contact: { name: "Wanjiru", email: "w@example.co.ke", company: null, phone: "0722 555 014", phoneE164: "+254722555014" },
    });
    const summary = summarizeRecord(deliveryJob(lead, "slack").event);
    expect(summary.contact).toContainEqual({ label: "Phone", value: "0722 555 014", href: "tel:+254722555014" });
    expect(summary.links).toContainEqual({ label: "WhatsApp", value: "0722 555 014", href: "https://wa.me/254722555014" });
  });

  it("fall back to the typed number for a record stored without its E.164", () => {
    const lead = leadRecord({ contact: { name: "Wanjiru", email: "w@example.co.ke", company: null, phone: "+254 712 345 678" } });
    expect(summarizeRecord(deliveryJob(lead, "email").event).links).toContainEqual({
      label: "WhatsApp",
      value: "+254 712 345 678",
      href: "https://wa.me/254712345678",
    });
  });
});

describe("summarizeRecord", () => {
  it("keeps the headline on one line whatever the visitor typed", () => {
    const summary = summarizeRecord(deliveryJob(contactRecord(), "email").event);
    expect(summary.headline).toBe("Contact message: Quote Bcc: attacker@example.com from Baraka Mushi, Mushi Logistics (Dar es Salaam)");
  });
});

describe("what the summary takes from us, not the visitor", () => {
  it("names and links a recommendation by the catalogue's entry for its id, whatever the stored copy says", () => {
    const lead = leadRecord({
      recommendations: [{ id: "cloud-backup-recovery", name: "<!channel>", url: "/x> <https://evil.example/login|Verify", reason: "Fits" }],
    });
    const section = summarizeRecord(deliveryJob(lead, "slack").event).sections.find((s) => s.title === "Recommendations");
    expect(section?.facts).toEqual([
      { label: "Cloud Backup & Recovery", value: "Fits", href: "https://www.kilele.tech/products/cloud-backup-and-recovery" },
    ]);
  });

  it("keeps format characters out of one-line text, so a bidi override cannot disguise a file name", () => {
    expect(oneLine("Invoice \u202Efdp.exe")).toBe("Invoice fdp.exe");
    expect(oneLine("Ama\u200Bni\uFEFF \u2066Ltd\u2069")).toBe("Amani Ltd");
    const record = { ...contactRecord(), subject: "Invoice \u202Efdp.exe" };
    expect(summarizeRecord(deliveryJob(record, "email").event).headline).toMatch(/^Contact message: Invoice fdp\.exe from /);
  });
});

describe("the desk link and the escalation", () => {
  it("links each record the desk works to its page there, and a newsletter sign-up nowhere", () => {
    const lead = leadRecord();
    expect(summarizeRecord(deliveryJob(lead, "email").event).deskUrl).toBe(`https://www.kilele.tech/desk/leads/${lead.id}`);
    const contact = contactRecord();
    expect(summarizeRecord(deliveryJob(contact, "slack").event).deskUrl).toBe(`https://www.kilele.tech/desk/messages/${contact.id}`);
    const guide = guideRecord();
    expect(summarizeRecord(deliveryJob(guide, "email").event).deskUrl).toBe(`https://www.kilele.tech/desk/guide-requests/${guide.id}`);
    expect(summarizeRecord(deliveryJob(newsletterRecord(), "email").event).deskUrl).toBeNull();
    expect(summarizeRecord(deliveryJob({ ...lead, id: "a/b?c" }, "email").event).deskUrl).toBe(
      "https://www.kilele.tech/desk/leads/a%2Fb%3Fc",
    );
  });

  it("says which target passed, when it was due in EAT, and that nobody has touched the record", () => {
    const summary = escalationOf(contactRecord());
    expect(summary.escalation).toBe(
      "The first-touch target (4 business hours) passed: it was due 2026-11-23 16:00 EAT and nobody has touched this message yet.",
    );
    expect(summary.headline).toMatch(/^ESCALATION: untouched past target — Contact message: Quote Bcc: /);
    expect(escalationOf(leadRecord()).escalation).toContain("nobody has touched this lead yet");
    expect(summarizeRecord(deliveryJob(leadRecord(), "email").event).escalation).toBeNull();
  });

  it("shows times in EAT across midnight", () => {
    expect(eatClock("2026-11-23T22:30:00.000Z")).toBe("2026-11-24 01:30 EAT");
  });
});
