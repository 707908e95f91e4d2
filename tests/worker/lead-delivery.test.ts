import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import worker from "../../worker";
import { EVERY_MINUTE } from "../../worker/scheduled";
import { webhookSecret } from "./delivery-fixtures";
import {
  acceptedPerKey,
  type DeliveryMessage,
  deliveriesOf,
  heldDestinations,
  leadIdOf,
  playQueue,
  post,
  salesLead,
  submitLead,
} from "./delivery-path";
import { standInNamespace } from "./delivery-stand-in-client";
import { heldQueue, testDb, visitorAddress } from "./worker-harness";

// The whole delivery path in workerd against the real sqld and the stand-in receivers: the submit
// writes the record and its deliveries, the queue consumer sends them, the minute sweep recovers
// what a lost message left behind. The test plays the queue (createMessageBatch), so it decides
// which messages arrive and when.

describe("lead delivery", () => {
  it("delivers each record to each destination exactly once while 30% of first attempts get 500", async () => {
    const { ns, held, bindings } = heldDestinations();
    await ns.behave({ failFirstFraction: 0.3 });

    const leadIds: string[] = [];
    for (let i = 0; i < 12; i++) {
      const { res } = await submitLead(salesLead(), bindings);
      expect(res.status).toBe(200);
      leadIds.push(await leadIdOf(res));
    }
    const contact = await post(
      "/api/contact",
      JSON.stringify({ name: "Grace", email: "grace@wanjiru.co.ke", subject: "Quote", message: "Please call me.", utm_source: "google" }),
      "application/json",
      bindings,
    );
    expect(contact.res.status).toBe(201);
    const contactId = ((await contact.res.json()) as { id: string }).id;
    const newsletter = await post(
      "/newsletter",
      `email=${crypto.randomUUID().slice(0, 8)}%40example.org&utm_source=newsletter`,
      "application/x-www-form-urlencoded",
      bindings,
    );
    expect(newsletter.res.status).toBe(200);

    // 12 leads + 1 contact message + 1 sign-up, each to webhook, Slack and HubSpot (email is off here).
    expect(held).toHaveLength(14 * 3);
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });

    for (const id of [...leadIds, contactId]) {
      const rows = await deliveriesOf(id);
      expect(rows.map((r) => [r.destination, r.status])).toEqual([
        ["hubspot", "delivered"],
        ["slack", "delivered"],
        ["webhook", "delivered"],
      ]);
    }
    const requests = await ns.requests();
    expect(requests.filter((r) => r.status === 500).length).toBeGreaterThan(0);
    const accepted = acceptedPerKey(requests.filter((r) => r.service === "webhook"));
    expect(accepted.size).toBe(14);
    expect([...accepted.values()].every((n) => n === 1)).toBe(true);
    expect(requests.filter((r) => r.service === "slack" && r.status !== null && r.status < 300)).toHaveLength(14);
    // HubSpot takes several calls per record; what must come out once is each contact and each note.
    const { contacts, notes } = await ns.hubspot();
    expect(contacts).toHaveLength(14);
    expect(notes).toHaveLength(14);
  });

  it("sends a delivery once when the queue hands its message over twice, in one batch or later", async () => {
    const ns = standInNamespace();
    const { held, queue } = heldQueue<DeliveryMessage>();
    const bindings = { LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: webhookSecret(), LEADS_QUEUE: queue };
    const leadId = await leadIdOf((await submitLead(salesLead(), bindings)).res);
    const [message] = held;
    held.push(message!);
    expect(await playQueue(held, bindings)).toEqual({ unfinished: 0, rounds: 1 });
    held.push(message!);
    expect(await playQueue(held, bindings)).toEqual({ unfinished: 0, rounds: 1 });
    expect(await deliveriesOf(leadId)).toMatchObject([{ status: "delivered", attempts: 1 }]);
    expect(await ns.requests("webhook")).toHaveLength(1);
  });

  it("stores a 400 as a permanent failure with its reason and does not retry it", async () => {
    const ns = standInNamespace();
    await ns.behave({ answer: { status: 400, times: 1, body: "unknown field" } });
    const { held, queue } = heldQueue<DeliveryMessage>();
    const bindings = { LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: webhookSecret(), LEADS_QUEUE: queue };
    const leadId = await leadIdOf((await submitLead(salesLead(), bindings)).res);

    expect(await playQueue(held, bindings)).toEqual({ unfinished: 0, rounds: 1 });
    const [row] = await deliveriesOf(leadId);
    expect(row).toMatchObject({ destination: "webhook", status: "failed", attempts: 1 });
    expect(String(row!.last_error)).toMatch(/400.*unknown field/);
    expect(await ns.requests("webhook")).toHaveLength(1);
  });

  it("recovers a queue message dropped on purpose with the minute sweep, once it is two minutes overdue", async () => {
    const ns = standInNamespace();
    const { held, queue } = heldQueue<DeliveryMessage>();
    const bindings = { LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: webhookSecret(), LEADS_QUEUE: queue };
    const leadId = await leadIdOf((await submitLead(salesLead(), bindings)).res);
    expect(held).toHaveLength(1);
    const [dropped] = held.splice(0);

    const sweep = async (minutesLater: number) => {
      await worker.scheduled(createScheduledController({ cron: EVERY_MINUTE, scheduledTime: Date.now() + minutesLater * 60_000 }), {
        ...env,
        ...bindings,
      });
    };
    // The database is shared with the test files running alongside, so the sweep may also re-queue
    // their overdue rows; only this lead's message is watched and played.
    await sweep(1);
    expect(held).not.toContainEqual(dropped);
    await sweep(3);
    expect(held).toContainEqual(dropped);
    expect(await playQueue([dropped!], bindings)).toMatchObject({ unfinished: 0 });
    expect(await deliveriesOf(leadId)).toMatchObject([{ status: "delivered", attempts: 1 }]);
    expect(await ns.requests("webhook")).toHaveLength(1);
  });

  it("sends nothing for an identical retry and lead.updated for a changed resubmission", async () => {
    const ns = standInNamespace();
    const secret = webhookSecret();
    const { held, queue } = heldQueue<DeliveryMessage>();
    const bindings = { LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: secret, LEADS_QUEUE: queue };
    const lead = salesLead();

    const leadId = await leadIdOf((await submitLead(lead, bindings)).res);
    await playQueue(held, bindings);
    expect(await leadIdOf((await submitLead(lead, bindings)).res)).toBe(leadId);
    expect(held).toEqual([]);
    expect(await leadIdOf((await submitLead({ ...lead, urgency: "90 days" }, bindings)).res)).toBe(leadId);
    expect(held).toHaveLength(1);
    await playQueue(held, bindings);

    const rows = await deliveriesOf(leadId);
    expect(rows.map((r) => [r.record_version, r.event_type, r.status])).toEqual([
      [1, "lead.created", "delivered"],
      [2, "lead.updated", "delivered"],
    ]);
    const bodies = (await ns.requests("webhook")).map(
      (r) =>
        new Webhook(secret).verify(r.body, r.headers) as {
          type: string;
          data: { id: string; version: number; answers: { urgency: string } };
        },
    );
    expect(bodies.map((b) => [b.type, b.data.id, b.data.version, b.data.answers.urgency])).toEqual([
      ["lead.created", leadId, 1, "Now"],
      ["lead.updated", leadId, 2, "90 days"],
    ]);
  });

  it("signs the webhook so standardwebhooks verifies it, with the lead's office, score and source", async () => {
    const ns = standInNamespace();
    const secret = webhookSecret();
    const { held, queue } = heldQueue<DeliveryMessage>();
    const bindings = { LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: secret, LEADS_QUEUE: queue };
    const leadId = await leadIdOf((await submitLead(salesLead(), bindings)).res);
    await playQueue(held, bindings);

    const [request] = await ns.requests("webhook");
    const event = new Webhook(secret).verify(request!.body, request!.headers);
    expect(request!.headers["webhook-id"]).toBe(String((await deliveriesOf(leadId))[0]!.id));
    expect(event).toMatchObject({
      type: "lead.created",
      data: {
        kind: "lead",
        id: leadId,
        office: { id: "kampala", city: "Kampala", reason: "phone" },
        score: { leadScore: 95, isHighValue: true },
        attribution: { source: "linkedin", utm_source: "linkedin", utm_campaign: "q4", landing_path: "/solutions" },
      },
    });
    expect(() => new Webhook(webhookSecret()).verify(request!.body, request!.headers)).toThrow();
  });

  it("answers the visitor at once while a destination hangs, and retries the hung attempt after the 10 s cap", async () => {
    const ns = standInNamespace();
    await ns.behave({ hang: { times: 1 } });
    const { held, queue } = heldQueue<DeliveryMessage>();
    const bindings = { LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: webhookSecret(), LEADS_QUEUE: queue };
    const leadId = await leadIdOf((await submitLead(salesLead(), bindings)).res);

    const started = Date.now();
    const hungAttempt = playQueue(held, bindings, 1);
    await new Promise((r) => setTimeout(r, 200));
    const next = await submitLead(salesLead(), bindings);
    expect(next.res.status).toBe(200);
    expect(next.elapsedMs).toBeLessThan(2000);

    expect(await hungAttempt).toEqual({ unfinished: 1, rounds: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
    const [row] = await deliveriesOf(leadId);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.last_error).toBe("no answer within 10 s");
  }, 30_000);

  it("stores where the visit came from and routes the office by phone, then by the edge's country", async () => {
    const { queue } = heldQueue();
    const lead = salesLead({ contact: { name: "Neema", email: "neema@example.co.tz", company: "Pwani Ltd", phone: "" } });
    const ctx = createExecutionContext();
    const request = new Request("http://example.com/api/chatbot-submit", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": visitorAddress() },
      body: JSON.stringify(lead),
      cf: { country: "TZ" },
    });
    const res = await worker.fetch(request, { ...env, LEADS_QUEUE: queue }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    const { rows } = await testDb.execute({
      sql: "select office, country, attribution_source, utm_source, utm_medium, utm_campaign, landing_path, referrer_host from leads where session_id = ?",
      args: [lead.sessionId],
    });
    expect(rows[0]).toMatchObject({
      office: "dar-es-salaam",
      country: "TZ",
      attribution_source: "linkedin",
      utm_source: "linkedin",
      utm_medium: "paid-social",
      utm_campaign: "q4",
      landing_path: "/solutions",
      referrer_host: null,
    });
  });

  it("refuses attribution values the schema does not allow, and stores nothing", async () => {
    const { held, queue } = heldQueue<DeliveryMessage>();
    const lead = salesLead({ attribution: { utm_source: "<script>", referrer_host: "evil.example/path" } });
    const { res } = await submitLead(lead, { LEADS_QUEUE: queue });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { issues: { path: string }[] } };
    expect(error.issues.map((i) => i.path).sort()).toEqual(["attribution.referrer_host", "attribution.utm_source"]);
    expect(held).toEqual([]);
    const { rows } = await testDb.execute({ sql: "select count(*) as n from leads where session_id = ?", args: [lead.sessionId] });
    expect(rows[0]!.n).toBe(0);
  });

  it("fires the Cron jobs through /__local/scheduled only where npm start opens that route", async () => {
    // At npm start's own address: elsewhere the local routes answer 421 (tests/worker/local-routes-host.test.ts).
    const request = () =>
      new Request(`http://127.0.0.1:8787/__local/scheduled?cron=${encodeURIComponent(EVERY_MINUTE)}`, { method: "POST" });
    const closed = await worker.fetch(request(), env, createExecutionContext());
    expect(closed.status).toBe(404);
    const { queue } = heldQueue();
    const open = await worker.fetch(request(), { ...env, LEADS_QUEUE: queue, LOCAL_SCHEDULED_ROUTE: "on" }, createExecutionContext());
    expect(open.status).toBe(200);
    expect(await open.text()).toBe(`ran ${EVERY_MINUTE}\n`);
  });
});
