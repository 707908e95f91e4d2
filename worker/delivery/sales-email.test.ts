import { describe, expect, it } from "vitest";
import {
  contactRecord,
  deliveryJob,
  guideRecord,
  leadRecord,
  lowValueLeadRecord,
  newsletterRecord,
} from "../../tests/worker/delivery-fixtures";
import type { DeliveryRecord } from "./delivery-record";
import { headerSafe, salesEmail, sendErrorOutcome } from "./sales-email";

const emailFor = (record: Parameters<typeof deliveryJob>[0]) => salesEmail(deliveryJob(record, "email").event);

describe("salesEmail", () => {
  it("a high-value lead's subject starts HIGH PRIORITY; a low-value one's does not", () => {
    expect(emailFor(leadRecord()).subject).toMatch(/^HIGH PRIORITY: New lead scored 95: /);
    expect(emailFor(lowValueLeadRecord()).subject).toMatch(/^New lead scored 19: Peter Okello \(Kampala\)$/);
    expect(emailFor(leadRecord({ version: 2 })).subject).toMatch(/^HIGH PRIORITY: Updated lead scored 95/);
  });

  it("carries the score breakdown, recommendations, answers, office and source in both parts", () => {
    const { text, html } = emailFor(leadRecord());
    for (const part of [text, html]) {
      expect(part).toContain("Score 95/100 (high value)");
      expect(part).toMatch(/Company size.{0,80}25 pts/s);
      expect(part).toContain("Microsoft 365 Business Standard");
      expect(part).toContain("https://www.kilele.tech/products/microsoft-365");
      expect(part).toContain("Banking &");
      expect(part).toContain("Managed IT");
      expect(part).toContain("Nairobi (by phone country code)");
      expect(part).toContain("q4-managed-it");
      expect(part).toContain("linkedin");
    }
  });

  it("links the visitor's email, phone and WhatsApp", () => {
    const { text, html } = emailFor(leadRecord());
    expect(html).toContain('href="mailto:amina@acme-bank.co.ke"');
    expect(html).toContain('href="tel:+254712345678"');
    expect(html).toContain('href="https://wa.me/254712345678"');
    expect(text).toContain("mailto:amina@acme-bank.co.ke");
    expect(text).toContain("tel:+254712345678");
    expect(text).toContain("https://wa.me/254712345678");
  });

  it("escapes every visitor-typed value in the HTML part", () => {
    const lead = emailFor(leadRecord()).html;
    expect(lead).toContain("Amina &#60;b&#62;Otieno&#60;/b&#62;");
    expect(lead).toContain("Acme &#38; Sons Bank");
    expect(lead).toContain("You already run &#60;Microsoft 365&#62;");
    expect(lead).not.toContain("<b>Otieno");
    const contact = emailFor(contactRecord()).html;
    expect(contact).not.toContain("<script>");
    expect(contact).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
  });

  it("keeps the subject to one line, so visitor text cannot add headers", () => {
    const { subject, replyTo } = emailFor(contactRecord());
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).toContain("Quote Bcc: attacker@example.com");
    expect(replyTo).toBe("baraka@example.co.tz");
    expect(headerSafe("a\u2028b\u0000c\td")).toBe("a b c d");
    expect(headerSafe("x".repeat(300))).toHaveLength(200);
  });

  it("keeps format characters out of the subject, so a bidi override cannot disguise a file name", () => {
    const { subject } = emailFor({ ...contactRecord(), subject: "Invoice \u202Efdp.exe\u200B" });
    expect(subject).toBe("Contact message: Invoice fdp.exe from Baraka Mushi, Mushi Logistics (Dar es Salaam)");
    expect(subject).not.toMatch(/\p{Cf}/u);
  });

  it("links a recommendation to the catalogue's page in both parts, never to the stored copy's link", () => {
    const lead = leadRecord({
      recommendations: [{ id: "google-workspace", name: "Verify here", url: '/x"><a href="https://evil.example/login', reason: "Fits" }],
    });
    const { text, html } = emailFor(lead);
    for (const part of [text, html]) {
      expect(part).toContain("https://www.kilele.tech/products/google-workspace");
      expect(part).toContain("Google Workspace");
      expect(part).not.toContain("evil.example");
      expect(part).not.toContain("Verify here");
    }
  });

  it("replies go to the visitor only when the address is a plain address", () => {
    const record = leadRecord();
    expect(emailFor(record).replyTo).toBe("amina@acme-bank.co.ke");
    expect(emailFor({ ...record, contact: { ...record.contact, email: "a@b.co\r\nBcc: x@y.z" } }).replyTo).toBeNull();
  });

  it("has content for contact messages, guide requests and newsletter sign-ups", () => {
    expect(emailFor(contactRecord()).text).toContain("We need <script>alert(1)</script> backups\n    for 40 staff & two sites.");
    expect(emailFor(guideRecord()).subject).toBe(
      "Guide request: Cybersecurity checklist for East African SMEs by Grace Nakato, Nakato Clinics (Kampala)",
    );
    expect(emailFor(guideRecord()).text).toContain("Google Ads click (gclid): abc123");
    const newsletter = emailFor(newsletterRecord());
    expect(newsletter.subject).toBe("Newsletter sign-up: reader@example.com");
    expect(newsletter.text).toContain("Source: news.ycombinator.com");
  });
});

describe("salesEmail's way to the desk", () => {
  it("opens with the record's desk link in both parts, the id escaped in the HTML", () => {
    const lead = leadRecord({ id: "o'brien&co" });
    const { text, html } = emailFor(lead);
    const url = "https://www.kilele.tech/desk/leads/o'brien%26co";
    expect(text.split("\n").slice(0, 2)).toEqual([
      expect.stringMatching(/^HIGH PRIORITY: New lead scored 95/),
      `Open in the sales desk: ${url}`,
    ]);
    expect(html).toContain('<a href="https://www.kilele.tech/desk/leads/o&#39;brien%26co"');
    expect(html).toContain(">Open in the sales desk</a>");
    expect(html).not.toContain("o'brien");
    const contact = contactRecord();
    expect(emailFor(contact).text).toContain(`Open in the sales desk: https://www.kilele.tech/desk/messages/${contact.id}`);
  });

  it("a newsletter sign-up has no desk link: the desk does not work them", () => {
    const { text, html } = emailFor(newsletterRecord());
    expect(text).not.toContain("sales desk");
    expect(html).not.toContain("/desk/");
  });
});

describe("salesEmail for an escalation", () => {
  const escalated = (record: DeliveryRecord) =>
    salesEmail({
      type: "record.escalated",
      timestamp: "2026-11-24T06:00:00.000Z",
      data: {
        ...record,
        notice: { kind: "escalated", targetId: "reply-promise", targetLabel: "4 business hours", dueAt: "2026-11-24T05:30:00.000Z" },
      },
    });

  it("says so in the subject, then which target passed, when, that nobody touched it, and the desk link", () => {
    const guide = guideRecord();
    const { subject, text, html } = escalated(guide);
    expect(subject).toBe(
      "ESCALATION: untouched past target — Guide request: Cybersecurity checklist for East African SMEs by Grace Nakato, Nakato Clinics (Kampala)",
    );
    const sentence =
      "The first-touch target (4 business hours) passed: it was due 2026-11-24 08:30 EAT and nobody has touched this request yet.";
    expect(text.split("\n").slice(0, 3)).toEqual([
      sentence,
      `Open in the sales desk: https://www.kilele.tech/desk/guide-requests/${guide.id}`,
      "",
    ]);
    expect(html).toMatch(/^<!doctype html><html><body[^>]*><p[^>]*>ESCALATION: The first-touch target \(4 business hours\) passed: /);
    expect(html).toContain(`href="https://www.kilele.tech/desk/guide-requests/${guide.id}"`);
    expect(text).toContain("Requested: Cybersecurity checklist for East African SMEs");
  });
});

describe("sendErrorOutcome", () => {
  const coded = (code: string, message: string) => Object.assign(new Error(message), { code });

  it("refusals that would repeat are permanent and name the variables involved", () => {
    expect(sendErrorOutcome(coded("E_RECIPIENT_NOT_ALLOWED", "nope"), "SALES_EMAIL_FROM, SALES_EMAIL_TO_KAMPALA")).toEqual({
      kind: "permanent",
      reason: "send_email refused the message (SALES_EMAIL_FROM, SALES_EMAIL_TO_KAMPALA): E_RECIPIENT_NOT_ALLOWED nope",
    });
    expect(sendErrorOutcome(coded("E_SENDER_NOT_VERIFIED", "domain"), "SALES_EMAIL_FROM, SALES_EMAIL_TO").kind).toBe("permanent");
    expect(sendErrorOutcome(new Error("email to x@y.z not allowed"), "SALES_EMAIL_FROM, SALES_EMAIL_TO").kind).toBe("permanent");
  });

  it("rate limits, internal and unknown errors are retried", () => {
    expect(sendErrorOutcome(coded("E_RATE_LIMIT_EXCEEDED", "slow"), "SALES_EMAIL_FROM, SALES_EMAIL_TO")).toEqual({
      kind: "retry",
      reason: "send_email failed: E_RATE_LIMIT_EXCEEDED slow",
    });
    expect(sendErrorOutcome(coded("E_INTERNAL_SERVER_ERROR", "oops"), "SALES_EMAIL_FROM, SALES_EMAIL_TO").kind).toBe("retry");
    expect(sendErrorOutcome(new Error("Network connection lost."), "SALES_EMAIL_FROM, SALES_EMAIL_TO").kind).toBe("retry");
  });
});
