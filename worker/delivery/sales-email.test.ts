import { describe, expect, it } from "vitest";
import {
  contactRecord,
  deliveryJob,
  guideRecord,
  leadRecord,
  lowValueLeadRecord,
  newsletterRecord,
} from "../../tests/worker/delivery-fixtures";
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

describe("sendErrorOutcome", () => {
  const coded = (code: string, message: string) => Object.assign(new Error(message), { code });

  it("refusals that would repeat are permanent and name the variables involved", () => {
    expect(sendErrorOutcome(coded("E_RECIPIENT_NOT_ALLOWED", "nope"), "SALES_EMAIL_TO_KAMPALA")).toEqual({
      kind: "permanent",
      reason: "send_email refused the message (SALES_EMAIL_FROM, SALES_EMAIL_TO_KAMPALA): E_RECIPIENT_NOT_ALLOWED nope",
    });
    expect(sendErrorOutcome(coded("E_SENDER_NOT_VERIFIED", "domain"), "SALES_EMAIL_TO").kind).toBe("permanent");
    expect(sendErrorOutcome(new Error("email to x@y.z not allowed"), "SALES_EMAIL_TO").kind).toBe("permanent");
  });

  it("rate limits, internal and unknown errors are retried", () => {
    expect(sendErrorOutcome(coded("E_RATE_LIMIT_EXCEEDED", "slow"), "SALES_EMAIL_TO")).toEqual({
      kind: "retry",
      reason: "send_email failed: E_RATE_LIMIT_EXCEEDED slow",
    });
    expect(sendErrorOutcome(coded("E_INTERNAL_SERVER_ERROR", "oops"), "SALES_EMAIL_TO").kind).toBe("retry");
    expect(sendErrorOutcome(new Error("Network connection lost."), "SALES_EMAIL_TO").kind).toBe("retry");
  });
});
