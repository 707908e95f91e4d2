import { describe, expect, it } from "vitest";
import { company } from "../../content/company";
import { webhookSecret } from "./delivery-fixtures";
import { type DeliveryMessage, leadIdOf, playQueue, post, salesLead, submitLead } from "./delivery-path";
import { type StandInNamespace, standInNamespace } from "./delivery-stand-in-client";
import { heldQueue, testDb } from "./worker-harness";

// What we send on to staff is built from what we know: a visitor's text reaches Slack and the sales
// inbox as inert, visible text, through the real API, the outbox and the queue consumer.

const SITE = company.siteUrl;
const HOSTILE_URL = "/x> <!channel> <https://evil.example/login|Verify your Slack session here";

type Sent = Parameters<SendEmail["send"]>[0];

/** Slack and the sales inbox switched on: Slack at the stand-in, e-mail recorded as the binding is called. */
function outboundBindings(ns: StandInNamespace) {
  const { held, queue } = heldQueue<DeliveryMessage>();
  const sent: Sent[] = [];
  const salesEmail = {
    send: async (message: Sent) => {
      sent.push(message);
      return { messageId: crypto.randomUUID() };
    },
  } as unknown as SendEmail;
  const bindings: Partial<Env> = {
    SLACK_WEBHOOK_URL: ns.slackUrl,
    LEAD_WEBHOOK_URL: ns.webhookUrl,
    LEAD_WEBHOOK_SECRET: webhookSecret(),
    SALES_EMAIL_FROM: "alerts@kilele.test",
    SALES_EMAIL_TO: "sales@kilele.test",
    SALES_EMAIL: salesEmail,
    LEADS_QUEUE: queue,
  };
  return { held, sent, bindings };
}

/** Every `<target|text>` or `<target>` Slack would read as a link, mention or command. */
const slackTargets = (body: string) => [...body.matchAll(/<([^|>]*)[|>]/g)].map((match) => match[1]);

const OWN_TARGET = /^(https:\/\/www\.kilele\.tech\/|mailto:|tel:|https:\/\/wa\.me\/)/;

type TextObject = { type: string; text: string; verbatim?: boolean };

/**
 * Each message Slack was sent, and the mrkdwn Slack parses in it: every mrkdwn text object and the
 * fallback text (plain_text, as in the header, is shown as typed).
 */
async function slackMessages(ns: StandInNamespace) {
  const requests = await ns.requests("slack");
  expect(requests.length).toBeGreaterThan(0);
  return requests.map(({ body }) => {
    const mrkdwn: TextObject[] = [];
    const message = JSON.parse(body, (_key, value: unknown) => {
      const object = value as TextObject | null;
      if (object?.type === "mrkdwn" && typeof object.text === "string") mrkdwn.push(object);
      return value;
    }) as { text: string };
    return { body, mrkdwn, markup: [message.text, ...mrkdwn.map((object) => object.text)].join("\n") };
  });
}

const storedLead = async (leadId: string) =>
  (await testDb.execute({ sql: "select contact_name, recommendations from leads where id = ?", args: [leadId] })).rows[0];

describe("what the Worker sends on to staff", () => {
  it("stores the catalogue's recommendation, not the browser's, and the Slack alert carries no mention and no link off our site", async () => {
    const ns = standInNamespace();
    const { held, bindings } = outboundBindings(ns);
    const lead = salesLead({
      recommendations: [
        { id: "cloud-backup-recovery", name: "<!channel> Verify your Slack session", url: HOSTILE_URL, reason: "<!here> log in again" },
      ],
    });
    const { res } = await submitLead(lead, bindings);
    expect(res.status).toBe(200);
    const leadId = await leadIdOf(res);

    const stored = await storedLead(leadId);
    const recommendations = JSON.parse(String(stored?.recommendations)) as Record<string, string>[];
    expect(recommendations).toEqual([
      {
        id: "cloud-backup-recovery",
        name: "Cloud Backup & Recovery",
        url: "/products/cloud-backup-and-recovery",
        reason: expect.stringContaining("Meets regulators' expectations"),
      },
    ]);
    expect(JSON.stringify(recommendations)).not.toMatch(/evil|channel|here/);

    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });
    for (const { body, markup } of await slackMessages(ns)) {
      expect(body).not.toContain("<!channel>");
      expect(body).not.toContain("evil.example");
      for (const target of slackTargets(markup)) expect(target).toMatch(OWN_TARGET);
      expect(markup).toContain(`<${SITE}/products/cloud-backup-and-recovery|`);
    }
  });

  it("a name carrying a mention and a link reaches Slack escaped, as visible text that Slack links nowhere", async () => {
    const ns = standInNamespace();
    const { held, bindings } = outboundBindings(ns);
    const name = "<!here> <https://evil.example|x>";
    const lead = salesLead();
    const { res } = await submitLead({ ...lead, contact: { ...lead.contact, name } }, bindings);
    expect(res.status).toBe(200);
    expect((await storedLead(await leadIdOf(res)))?.contact_name).toBe(name);

    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });
    for (const { mrkdwn, markup } of await slackMessages(ns)) {
      expect(markup).toContain("&lt;!here&gt; &lt;https://evil.example|x&gt;");
      for (const target of slackTargets(markup)) expect(target).toMatch(OWN_TARGET);
      // Verbatim: Slack does not turn the URL in the escaped text into a link of its own.
      const carrying = mrkdwn.filter((object) => object.text.includes("evil.example"));
      expect(carrying.length).toBeGreaterThan(0);
      for (const object of carrying) expect(object.verbatim).toBe(true);
    }
  });

  it("a subject with a right-to-left override is stored and e-mailed without it, so it cannot pose as another file name", async () => {
    const ns = standInNamespace();
    const { held, sent, bindings } = outboundBindings(ns);
    const email = `invoice.${crypto.randomUUID().slice(0, 8)}@example.co.ke`;
    const message = { name: "Wanjiku\u200B Kamau", email, subject: "Invoice \u202Efdp.exe", message: "See the\u2066 attachment." };
    const { res } = await post("/api/contact", JSON.stringify(message), "application/json", bindings);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };

    const row = (await testDb.execute({ sql: "select name, subject, message from contact_messages where id = ?", args: [id] })).rows[0];
    expect({ ...row }).toEqual({ name: "Wanjiku Kamau", subject: "Invoice fdp.exe", message: "See the attachment." });

    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Contact message: Invoice fdp.exe from Wanjiku Kamau (Nairobi)");
    for (const part of [sent[0]!.subject, String(sent[0]!.text), String(sent[0]!.html)]) expect(part).not.toMatch(/\p{Cf}/u);
  });

  it("a name of only zero-width characters is missing: 400 and nothing stored, from the chat and the contact form", async () => {
    const ns = standInNamespace();
    const { held, bindings } = outboundBindings(ns);
    const invisible = "\u200B\u200B\u200B";

    const lead = salesLead();
    const chat = await submitLead({ ...lead, contact: { ...lead.contact, name: invisible } }, bindings);
    expect(chat.res.status).toBe(400);
    expect(JSON.stringify(await chat.res.json())).toContain("Name is required");
    const leads = await testDb.execute({ sql: "select id from leads where session_id = ?", args: [lead.sessionId] });
    expect(leads.rows).toHaveLength(0);

    const email = `invisible.${crypto.randomUUID().slice(0, 8)}@example.co.ke`;
    const form = await post(
      "/api/contact",
      JSON.stringify({ name: invisible, email, subject: "Quote", message: "Please call me." }),
      "application/json",
      bindings,
    );
    expect(form.res.status).toBe(400);
    expect(JSON.stringify(await form.res.json())).toContain("Name is required");
    const messages = await testDb.execute({ sql: "select id from contact_messages where email = ?", args: [email] });
    expect(messages.rows).toHaveLength(0);
    expect(held).toHaveLength(0);
  });
});
