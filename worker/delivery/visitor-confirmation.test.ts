import { describe, expect, it } from "vitest";
import { leadRecord, lowValueLeadRecord } from "../../tests/worker/delivery-fixtures";
import { contactDueAt, dueWordsAt, visitorConfirmation } from "./visitor-confirmation";

// The confirmation a visitor reads: the facts of their request, our links, the office and the time
// it promised, with the clock fixed so the due time is exact.

/** Friday 27 November 2026, 17:30 EAT: after the Nairobi office closed for the day. */
const FRIDAY_EVENING = "2026-11-27T14:30:00.000Z";
const aMinuteLater = (iso: string) => new Date(Date.parse(iso) + 60_000);

describe("visitorConfirmation", () => {
  it("a high-value lead sent on Friday 17:30 EAT in Nairobi is due the next business morning, Saturday 10:00", () => {
    const record = leadRecord({ submittedAt: FRIDAY_EVENING });
    expect(contactDueAt(record)).toBe("2026-11-28T07:00:00.000Z");
    const { text, html } = visitorConfirmation(record, aMinuteLater(FRIDAY_EVENING));
    const promise = "Our Nairobi office will contact you by 10:00 EAT tomorrow, Saturday 28 November.";
    expect(text).toContain(promise);
    expect(html).toContain(promise);
  });

  it("another lead gets the office's four business hours: Kampala on Friday evening is due Saturday 13:00", () => {
    const record = { ...lowValueLeadRecord(), submittedAt: FRIDAY_EVENING };
    expect(visitorConfirmation(record, aMinuteLater(FRIDAY_EVENING)).text).toContain(
      "Our Kampala office will contact you by 13:00 EAT tomorrow, Saturday 28 November.",
    );
  });

  it("reads the due time from the clock it is given: today, another day, or shortly once it has passed", () => {
    const mondayMorning = "2026-11-23T07:00:00.000Z"; // 10:00 EAT
    expect(dueWordsAt(contactDueAt(leadRecord({ submittedAt: mondayMorning })), aMinuteLater(mondayMorning))).toBe("by 11:00 EAT today");
    const saturdayAfternoon = "2026-11-28T10:30:00.000Z"; // 13:30 EAT, half an hour before Nairobi closes
    const due = contactDueAt(leadRecord({ submittedAt: saturdayAfternoon }));
    expect(dueWordsAt(due, aMinuteLater(saturdayAfternoon))).toBe("by 09:30 EAT on Monday 30 November");
    expect(visitorConfirmation(leadRecord({ submittedAt: saturdayAfternoon }), new Date("2026-12-01T00:00:00Z")).text).toContain(
      "Our Nairobi office will contact you shortly.",
    );
  });

  it("says what the visitor asked for in plain words, with the catalogue's recommendation and its page", () => {
    const { text, html } = visitorConfirmation(leadRecord(), new Date("2026-11-23T08:16:00.000Z"));
    for (const part of [text, html]) {
      expect(part).toContain("The right solution for your organisation and a proposal");
      expect(part).toMatch(/Organisation.{0,120}Banking &(amp;|#38;)? Finance/s);
      expect(part).toMatch(/Team size.{0,120}51–300/s);
      expect(part).toMatch(/Timeline.{0,120}Now/s);
      expect(part).toContain("Microsoft 365 Business Standard");
    }
    expect(text).toContain("https://www.kilele.tech/products/microsoft-365");
    expect(html).toContain('<a href="https://www.kilele.tech/products/microsoft-365">Microsoft 365 Business Standard</a>');
  });

  it("gives the routed office's phones, address, hours and e-mail to reach it sooner, and replies go to that office", () => {
    const message = visitorConfirmation(lowValueLeadRecord(), new Date("2026-11-23T08:16:00.000Z"));
    expect(message.replyTo).toBe("kampala@kilele.tech");
    expect(message.html).toContain('href="tel:+256700123456"');
    expect(message.html).toContain('href="mailto:kampala@kilele.tech"');
    expect(message.text).toContain("Plot 14, Kampala Road, 2nd Floor, P.O. Box 7788, Kampala, Uganda");
    expect(message.text).toContain("Mon–Fri 8:00 AM – 5:00 PM; Sat 9:00 AM – 1:00 PM; Sun Closed");
    expect(message.text).not.toContain("nairobi@kilele.tech");
  });

  it("shows everything the visitor typed as text: markup escaped, no invisible reordering, a one-line subject", () => {
    const record = leadRecord({
      contact: {
        name: "Amina <b>Otieno</b>\r\nBcc: x@evil.test",
        email: "amina@acme-bank.co.ke",
        company: "Acme\u202E & <i>Sons</i>",
        phone: null,
      },
      recommendations: [{ id: "google-workspace", name: "<script>", url: "https://evil.test", reason: "<img src=x onerror=alert(1)>" }],
    });
    const { subject, html, text } = visitorConfirmation(record, new Date("2026-11-23T08:16:00.000Z"));
    expect(subject).toBe("We have your request: Kilele Technologies");
    expect(html).not.toMatch(/<b>|<i>|<img|<script|https:\/\/evil\.test/);
    expect(html).toContain("Hello Amina &#60;b&#62;Otieno&#60;/b&#62; Bcc: x@evil.test,");
    expect(html).toContain("&#60;img src=x onerror=alert(1)&#62;");
    expect(html).toContain('href="https://www.kilele.tech/products/google-workspace"');
    expect(text).not.toContain("\u202E");
    expect(text).toContain("Hello Amina <b>Otieno</b> Bcc: x@evil.test,");
  });

  it("leaves out a recommendation no longer in the catalogue and the section when nothing is left", () => {
    const record = leadRecord({ recommendations: [{ id: "retired-plan" as never, name: "Old", url: "/old", reason: "gone" }] });
    const { text } = visitorConfirmation(record, new Date("2026-11-23T08:16:00.000Z"));
    expect(text).not.toContain("What we recommend");
    expect(text).not.toContain("retired-plan");
  });
});
