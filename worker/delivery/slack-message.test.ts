import { describe, expect, it } from "vitest";
import { contactRecord, deliveryJob, leadRecord, lowValueLeadRecord, newsletterRecord } from "../../tests/worker/delivery-fixtures";
import { escapeSlack, slackMessage } from "./slack-message";

const messageFor = (record: Parameters<typeof deliveryJob>[0]) => slackMessage(deliveryJob(record, "slack").event);
const mrkdwnTexts = (message: ReturnType<typeof slackMessage>) => JSON.stringify(message.blocks.filter((block) => block.type !== "header"));

describe("slackMessage", () => {
  it("escapes Slack's control characters in visitor text, so no markup or mention gets through", () => {
    expect(escapeSlack("<!channel> & <http://evil|click>")).toBe("&lt;!channel&gt; &amp; &lt;http://evil|click&gt;");
    const contact = mrkdwnTexts(messageFor(contactRecord()));
    expect(contact).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(contact).not.toContain("<script>");
  });

  it("marks high-value leads in the header and the fallback text only", () => {
    const high = messageFor(leadRecord());
    expect(high.blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: expect.stringMatching(/^🔥 HIGH PRIORITY: New lead: /), emoji: true },
    });
    expect(high.text).toMatch(/^HIGH PRIORITY: /);
    const low = messageFor(lowValueLeadRecord());
    expect(JSON.stringify(low)).not.toContain("HIGH PRIORITY");
  });

  it("has the contact fields, links, score, answers, office and source", () => {
    const text = mrkdwnTexts(messageFor(leadRecord()));
    for (const fact of [
      "<mailto:amina@acme-bank.co.ke|",
      "<tel:+254712345678|",
      "<https://wa.me/254712345678|WhatsApp>",
      "Score 95/100",
      "*Budget:* Enterprise",
      "Nairobi",
      "*utm_campaign:* q4-managed-it",
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("a newsletter sign-up still has text and blocks", () => {
    const message = messageFor(newsletterRecord());
    expect(message.text).toBe("Newsletter sign-up: reader@example.com");
    expect(message.blocks.length).toBeGreaterThan(2);
  });
});
