import { env } from "cloudflare:workers";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { sendDelivery } from "../../worker/delivery/send-delivery";
import {
  allRecordKinds,
  contactRecord,
  deliveryJob,
  leadRecord,
  lowValueLeadRecord,
  newsletterRecord,
  webhookSecret,
} from "./delivery-fixtures";
import { STAND_IN_HUBSPOT_TOKEN, standInNamespace } from "./delivery-stand-in-client";

// sendDelivery in workerd against the stand-in receivers (scripts/stand-ins/delivery-stand-in.ts).

const withEnv = (vars: Partial<Env>): Env => ({ ...env, ...vars });

describe("webhook", () => {
  it("signs each record kind so standardwebhooks verifies it, with the event as the body", async () => {
    const ns = standInNamespace();
    const secret = webhookSecret();
    const jobs = allRecordKinds().map((record) => deliveryJob(record, "webhook"));
    for (const job of jobs) {
      expect(await sendDelivery(job, withEnv({ LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: secret }))).toEqual({
        kind: "delivered",
        status: 204,
      });
    }
    const received = await ns.requests("webhook");
    expect(received.map((request) => request.headers["webhook-id"])).toEqual(jobs.map((job) => job.deliveryId));
    for (const [index, request] of received.entries()) {
      expect(request.headers["content-type"]).toBe("application/json");
      expect(new Webhook(secret).verify(request.body, request.headers)).toEqual(JSON.parse(JSON.stringify(jobs[index]!.event)));
    }
    expect(() => new Webhook(webhookSecret()).verify(received[0]!.body, received[0]!.headers)).toThrow();
  });

  it("keeps webhook-id across attempts and stamps each attempt's own time", async () => {
    const ns = standInNamespace();
    const vars = withEnv({ LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: webhookSecret() });
    const job = deliveryJob(leadRecord(), "webhook");
    await ns.behave({ failFirstFraction: 1 });
    expect(await sendDelivery(job, vars, new Date(Date.now() - 60_000))).toMatchObject({
      kind: "retry",
      reason: expect.stringContaining("HTTP 500"),
    });
    expect(await sendDelivery(job, vars)).toMatchObject({ kind: "delivered" });
    const [first, second] = await ns.requests("webhook");
    expect(first!.headers["webhook-id"]).toBe(job.deliveryId);
    expect(second!.headers["webhook-id"]).toBe(job.deliveryId);
    expect(Number(second!.headers["webhook-timestamp"]) - Number(first!.headers["webhook-timestamp"])).toBeGreaterThanOrEqual(59);
    expect(second!.body).toBe(first!.body);
  });

  it("a malformed LEAD_WEBHOOK_SECRET is permanent, names the variable and sends nothing", async () => {
    const ns = standInNamespace();
    const outcome = await sendDelivery(
      deliveryJob(leadRecord(), "webhook"),
      withEnv({ LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: "whsec_not base64!" }),
    );
    expect(outcome).toEqual({ kind: "permanent", reason: expect.stringContaining("LEAD_WEBHOOK_SECRET") });
    expect(JSON.stringify(outcome)).not.toContain("not base64");
    expect(await ns.requests()).toEqual([]);
  });
});

describe("answers every HTTP destination shares", () => {
  const webhookEnv = (url: string) => withEnv({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: webhookSecret() });

  it("a 500 is retried, with the status and the body's excerpt as the reason", async () => {
    const ns = standInNamespace();
    await ns.behave({ answer: { status: 500, times: 1, body: "database is down" } });
    expect(await sendDelivery(deliveryJob(leadRecord(), "webhook"), webhookEnv(ns.webhookUrl))).toEqual({
      kind: "retry",
      reason: "HTTP 500: database is down",
    });
  });

  it("a 429 with Retry-After: 30 is retried no sooner than 30 s", async () => {
    const ns = standInNamespace();
    await ns.behave({ answer: { status: 429, times: 1, retryAfter: "30" } });
    expect(await sendDelivery(deliveryJob(leadRecord(), "slack"), withEnv({ SLACK_WEBHOOK_URL: ns.slackUrl }))).toMatchObject({
      kind: "retry",
      retryAfterSeconds: 30,
    });
  });

  it("a 400 is permanent, with its reason", async () => {
    const ns = standInNamespace();
    await ns.behave({ answer: { status: 400, times: 1, body: "unknown field" } });
    expect(await sendDelivery(deliveryJob(leadRecord(), "webhook"), webhookEnv(ns.webhookUrl))).toEqual({
      kind: "permanent",
      reason: "HTTP 400: unknown field",
    });
  });

  it("a receiver that never answers is given up on after 10 s and retried", { timeout: 20_000 }, async () => {
    const ns = standInNamespace();
    await ns.behave({ hang: { times: 1 } });
    const started = Date.now();
    const outcome = await sendDelivery(deliveryJob(leadRecord(), "webhook"), webhookEnv(ns.webhookUrl));
    expect(outcome).toEqual({ kind: "retry", reason: "no answer within 10 s" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("a receiver that is not listening is a network error, retried, without the URL in the reason", async () => {
    const url = "http://127.0.0.1:9/slack-secret-path";
    const outcome = await sendDelivery(deliveryJob(leadRecord(), "slack"), withEnv({ SLACK_WEBHOOK_URL: url }));
    expect(outcome).toMatchObject({ kind: "retry" });
    expect(JSON.stringify(outcome)).not.toContain("slack-secret-path");
  });
});

describe("slack", () => {
  it("posts a Block Kit message the incoming webhook accepts, high-value leads marked, visitor text escaped", async () => {
    const ns = standInNamespace();
    const vars = withEnv({ SLACK_WEBHOOK_URL: ns.slackUrl });
    expect(await sendDelivery(deliveryJob(leadRecord(), "slack"), vars)).toEqual({ kind: "delivered", status: 200 });
    expect(await sendDelivery(deliveryJob(lowValueLeadRecord(), "slack"), vars)).toEqual({ kind: "delivered", status: 200 });
    const [high, low] = await ns.requests("slack");
    const highBody = JSON.parse(high!.body) as { text: string; blocks: Array<{ type: string; text?: { text: string } }> };
    expect(highBody.blocks[0]).toMatchObject({ type: "header", text: { text: expect.stringContaining("HIGH PRIORITY") } });
    expect(highBody.text).toContain("HIGH PRIORITY");
    expect(high!.body).toContain("Amina &lt;b&gt;Otieno&lt;/b&gt;");
    expect(JSON.stringify(highBody.blocks.slice(1))).not.toContain("<b>");
    expect(high!.body).toContain("<https://wa.me/254712345678|WhatsApp>");
    expect(high!.body).toContain("<tel:+254712345678|");
    expect(high!.body).toContain("<mailto:amina@acme-bank.co.ke|");
    expect(high!.body).toContain("q4-managed-it");
    expect(JSON.parse(low!.body).text).not.toContain("HIGH PRIORITY");
  });

  it("a payload Slack refuses (404 no_service) is permanent and the URL stays out of the reason", async () => {
    const ns = standInNamespace();
    await ns.behave({ answer: { status: 404, times: 1, body: "no_service" } });
    const outcome = await sendDelivery(deliveryJob(contactRecord(), "slack"), withEnv({ SLACK_WEBHOOK_URL: ns.slackUrl }));
    expect(outcome).toEqual({ kind: "permanent", reason: "HTTP 404: no_service" });
  });
});

describe("hubspot", () => {
  it("creates each new contact with default properties only, and tells each record as a note on it", async () => {
    const ns = standInNamespace();
    const vars = withEnv({ HUBSPOT_ACCESS_TOKEN: STAND_IN_HUBSPOT_TOKEN, HUBSPOT_API_BASE: ns.hubspotApiBase });
    for (const record of allRecordKinds()) {
      expect(await sendDelivery(deliveryJob(record, "hubspot"), vars)).toEqual({ kind: "delivered", status: 201 });
    }
    const requests = await ns.requests("hubspot");
    for (const request of requests) expect(request.headers.authorization).toBe(`Bearer ${STAND_IN_HUBSPOT_TOKEN}`);
    const creates = requests.filter((r) => r.path === "/hubspot/crm/v3/objects/contacts").map((r) => JSON.parse(r.body));
    expect(creates).toEqual([
      {
        properties: {
          email: "amina@acme-bank.co.ke",
          firstname: "Amina",
          lastname: "<b>Otieno</b>",
          company: "Acme & Sons Bank",
          phone: "+254 712 345 678",
        },
      },
      {
        properties: {
          email: "baraka@example.co.tz",
          firstname: "Baraka",
          lastname: "Mushi",
          company: "Mushi Logistics",
          phone: "+255 754 000 111",
        },
      },
      { properties: { email: "grace@example.ug", firstname: "Grace", lastname: "Nakato", company: "Nakato Clinics" } },
      { properties: { email: "reader@example.com" } },
    ]);
    const { contacts, notes } = await ns.hubspot();
    expect(notes.map((note) => note.contactIds)).toEqual(contacts.map((contact) => [contact.id]));
    expect(notes[0]!.properties.hs_note_body).toContain("Source: linkedin");
    expect(notes[3]!.properties.hs_note_body).toContain("Newsletter sign-up: reader@example.com");
  });

  it("a refused token is permanent and names HUBSPOT_ACCESS_TOKEN, never its value", async () => {
    const ns = standInNamespace();
    const outcome = await sendDelivery(
      deliveryJob(leadRecord(), "hubspot"),
      withEnv({ HUBSPOT_ACCESS_TOKEN: "pat-wrong-token", HUBSPOT_API_BASE: ns.hubspotApiBase }),
    );
    expect(outcome).toEqual({ kind: "permanent", reason: expect.stringMatching(/^HUBSPOT_ACCESS_TOKEN was refused \(HTTP 401/) });
    expect(JSON.stringify(outcome)).not.toContain("pat-wrong-token");
  });
});

describe("email", () => {
  const emailEnv = (vars: Partial<Env>) =>
    withEnv({ SALES_EMAIL_FROM: "alerts@kilele.test", SALES_EMAIL_TO: "sales@kilele.test", ...vars });
  const restricted = (env as unknown as { RESTRICTED_SALES_EMAIL: SendEmail }).RESTRICTED_SALES_EMAIL;

  it("sends each record kind through the local send_email binding", async () => {
    for (const record of allRecordKinds()) {
      expect(await sendDelivery(deliveryJob(record, "email"), emailEnv({}))).toEqual({ kind: "delivered" });
    }
  });

  it("the binding's own validation accepts the message it allows", async () => {
    expect(await sendDelivery(deliveryJob(newsletterRecord(), "email"), emailEnv({ SALES_EMAIL: restricted }))).toEqual({
      kind: "delivered",
    });
  });

  it("a recipient the binding does not allow is permanent and names the office's variable", async () => {
    const outcome = await sendDelivery(
      deliveryJob(leadRecord(), "email"),
      emailEnv({ SALES_EMAIL: restricted, SALES_EMAIL_TO_NAIROBI: "nairobi@kilele.test" }),
    );
    expect(outcome).toEqual({ kind: "permanent", reason: expect.stringContaining("SALES_EMAIL_TO_NAIROBI") });
  });

  it("a sender the binding does not allow is permanent", async () => {
    const outcome = await sendDelivery(
      deliveryJob(leadRecord(), "email"),
      emailEnv({ SALES_EMAIL: restricted, SALES_EMAIL_FROM: "someone@kilele.test" }),
    );
    expect(outcome).toEqual({ kind: "permanent", reason: expect.stringContaining("not allowed") });
  });

  it("no recipient for the record's office is permanent and says which variable to set", async () => {
    const outcome = await sendDelivery(
      deliveryJob(lowValueLeadRecord(), "email"),
      emailEnv({ SALES_EMAIL_TO: "", SALES_EMAIL_TO_NAIROBI: "nairobi@kilele.test" }),
    );
    expect(outcome).toEqual({ kind: "permanent", reason: expect.stringContaining("SALES_EMAIL_TO_KAMPALA") });
  });
});
