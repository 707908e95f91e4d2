import { describe, expect, it } from "vitest";
import { leadRecord } from "../../tests/worker/delivery-fixtures";
import { summarizeRecord } from "./record-summary";
import { salesEmail } from "./sales-email";
import { slackMessage } from "./slack-message";
import { visitorConfirmation } from "./visitor-confirmation";

// A chat lead with the support intent reaches sales as a support request: its own label, the
// visitor's words (escaped as every other value), whether something is down, and no sales priority.

const supportRecord = () =>
  leadRecord({
    intent: "support",
    answers: { orgType: null, companySize: null, primaryNeed: null, currentStack: null, urgency: null, budget: null },
    recommendations: [],
    requestMessage: "Mail server <b>down</b> & <!channel> since 9:00",
    downNow: true,
  });

const event = (type: "lead.created" | "lead.updated" = "lead.created") => ({
  type,
  timestamp: "2026-11-23T08:15:00.000Z",
  data: supportRecord(),
});

describe("a support request's alert", () => {
  it("is labelled a support request, says something is down, and is never high priority even with a high score", () => {
    const summary = summarizeRecord(event());
    expect(summary).toMatchObject({ kindLabel: "Support request", highPriority: false });
    expect(summary.headline).toBe("DOWN NOW: Support request: Amina <b>Otieno</b>, Acme & Sons Bank (Nairobi)");
    expect(summary.sections[0]).toEqual({
      title: "Support request",
      about: "request",
      facts: [
        { label: "Message", value: "Mail server <b>down</b> & <!channel> since 9:00" },
        { label: "Down now", value: "yes" },
      ],
    });
    expect(summary.sections.map((s) => s.title)).toContain("Score 95/100");
    expect(summarizeRecord(event("lead.updated")).kindLabel).toBe("Updated support request");
  });

  it("carries the message escaped in the e-mail and on Slack", () => {
    const email = salesEmail(event());
    expect(email.html).toContain("Mail server &#60;b&#62;down&#60;/b&#62; &#38; &#60;!channel&#62; since 9:00");
    expect(email.html).not.toContain("HIGH PRIORITY");
    const slack = JSON.stringify(slackMessage(event()));
    expect(slack).toContain("Mail server &lt;b&gt;down&lt;/b&gt; &amp; &lt;!channel&gt; since 9:00");
    expect(slack).toContain("Support request: ");
  });

  it("a sales lead's alert is unchanged", () => {
    const summary = summarizeRecord({ type: "lead.created", timestamp: "2026-11-23T08:15:00.000Z", data: leadRecord() });
    expect(summary.kindLabel).toBe("New lead");
    expect(summary.headline).toMatch(/^HIGH PRIORITY: New lead scored 95/);
    expect(summary.sections.some((s) => s.about === "request")).toBe(false);
  });
});

describe("a support request's confirmation e-mail", () => {
  it("uses the support wording, repeats the visitor's words as text and offers the 24/7 emergency line first", () => {
    const message = visitorConfirmation(supportRecord(), new Date("2026-11-23T08:16:00.000Z"));
    expect(message.subject).toBe("We have your support request: Kilele Technologies");
    expect(message.text).toContain("Thank you for contacting Kilele Technologies support");
    expect(message.text).toContain("Our Nairobi support team will get back to you");
    expect(message.text).toMatch(/Your message: Mail server <b>down<\/b>/);
    expect(message.html).toContain("Mail server &#60;b&#62;down&#60;/b&#62;");
    expect(message.html).toContain('href="tel:+254711999000"');
    expect(message.text).not.toMatch(/proposal/i);
  });
});
