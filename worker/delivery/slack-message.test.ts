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
import { escapeSlack, slackMessage } from "./slack-message";

const escalationFor = (record: DeliveryRecord) =>
  slackMessage({
    type: "record.escalated",
    timestamp: "2026-11-23T07:20:00.000Z",
    data: {
      ...record,
      notice: {
        kind: "escalated",
        targetId: "high-value-hour",
        targetLabel: "60 business minutes for a high-value lead",
        dueAt: "2026-11-23T07:15:00.000Z",
      },
    },
  });

const deskButtons = (type: string, id: string, segment: string) => ({
  type: "actions",
  elements: [
    {
      type: "button",
      action_id: "desk_claim",
      style: "primary",
      text: { type: "plain_text", text: "Claim", emoji: true },
      value: JSON.stringify({ type, id }),
    },
    {
      type: "button",
      action_id: "desk_open",
      text: { type: "plain_text", text: "Open in desk", emoji: true },
      url: `https://www.kilele.tech/desk/${segment}/${id}`,
    },
  ],
});

const messageFor = (record: Parameters<typeof deliveryJob>[0]) => slackMessage(deliveryJob(record, "slack").event);
const mrkdwnTexts = (message: ReturnType<typeof slackMessage>) => JSON.stringify(message.blocks.filter((block) => block.type !== "header"));
/** Every `<target|text>` or `<target>` Slack would read as a link, mention or command. */
const linkTargets = (text: string) => [...text.matchAll(/<([^|>]*)[|>]/g)].map((match) => match[1]);

describe("slackMessage", () => {
  it("escapes Slack's control characters in visitor text, so no markup or mention gets through", () => {
    expect(escapeSlack("<!channel> & <http://evil|click>")).toBe("&lt;!channel&gt; &amp; &lt;http://evil|click&gt;");
    const contact = mrkdwnTexts(messageFor(contactRecord()));
    expect(contact).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(contact).not.toContain("<script>");
  });

  it("links only to our own pages and the visitor's checked address, number and chat; a mention or link the visitor typed stays text", () => {
    const hostile = leadRecord({
      contact: {
        name: "<!here> <https://evil.example|x>",
        email: "amina@acme-bank.co.ke",
        company: "<@U0123> Ltd",
        phone: "+254 712 345 678",
      },
      recommendations: [
        {
          id: "google-workspace",
          name: "<!channel>",
          url: "/x> <!channel> <https://evil.example/login|Verify your Slack session here",
          reason: "Fits <!subteam^S1>",
        },
      ],
    });
    for (const message of [messageFor(hostile), escalationFor(hostile)]) {
      const text = mrkdwnTexts(message);
      expect(linkTargets(text)).toEqual(expect.arrayContaining(["https://www.kilele.tech/products/google-workspace"]));
      for (const target of linkTargets(text)) expect(target).toMatch(/^(https:\/\/www\.kilele\.tech\/|mailto:|tel:|https:\/\/wa\.me\/)/);
      expect(text).not.toMatch(/<[!@]/);
      expect(text).toContain("&lt;!here&gt; &lt;https://evil.example|x&gt;");
      expect(text).toContain("*Google Workspace:* <https://www.kilele.tech/products/google-workspace|Fits &lt;!subteam^S1&gt;>");
    }
  });

  it("turns no URL or channel name in its text into a link of Slack's making", () => {
    const texts = messageFor(leadRecord()).blocks.flatMap((block) => [
      ...(block.text ? [block.text] : []),
      ...((block.fields ?? block.elements ?? []) as { type: string }[]),
    ]);
    const mrkdwn = texts.filter((text) => (text as { type: string }).type === "mrkdwn");
    expect(mrkdwn.length).toBeGreaterThan(5);
    for (const text of mrkdwn) expect(text).toMatchObject({ verbatim: true });
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

  it("ends every alert about a record the desk works with Claim and Open in desk for that record", () => {
    for (const [record, type, segment] of [
      [leadRecord(), "lead", "leads"],
      [contactRecord(), "contact", "messages"],
      [guideRecord(), "guide", "guide-requests"],
    ] as const) {
      const { blocks } = messageFor(record);
      expect(blocks.at(-1)).toEqual(deskButtons(type, record.id, segment));
      expect(blocks.filter((block) => block.type === "actions")).toHaveLength(1);
    }
    expect(messageFor(newsletterRecord()).blocks.some((block) => block.type === "actions")).toBe(false);
  });
});

describe("slackMessage for an escalation", () => {
  it("opens with the untouched header, the sentence and the buttons, then the usual facts", () => {
    const lead = leadRecord();
    const { text, blocks } = escalationFor(lead);
    expect(text).toMatch(/^ESCALATION: untouched past target — HIGH PRIORITY: New lead scored 95: /);
    expect(blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: "⏰ Untouched past target: Amina <b>Otieno</b>, Acme & Sons Bank", emoji: true },
    });
    expect(blocks[1]).toEqual({
      type: "section",
      text: {
        type: "mrkdwn",
        text: "The first-touch target (60 business minutes for a high-value lead) passed: it was due 2026-11-23 10:15 EAT and nobody has touched this lead yet.",
        verbatim: true,
      },
    });
    expect(blocks[2]).toEqual(deskButtons("lead", lead.id, "leads"));
    expect(blocks.filter((block) => block.type === "actions")).toHaveLength(1);
    expect(mrkdwnTexts({ text, blocks })).toContain("*Budget:* Enterprise");
  });
});
