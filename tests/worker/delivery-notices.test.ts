import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../worker/db/client";
import type { Destination, RecordNotice } from "../../worker/delivery/delivery-record";
import { createdDeliveryIds, insertNoticeDeliveries, type NoticeEntry } from "../../worker/delivery/outbox";
import { type DeliveryMessage, deliveriesOf, heldDestinations, leadIdOf, playQueue, salesLead, submitLead } from "./delivery-path";
import { STAND_IN_HUBSPOT_TOKEN, type StandInNamespace, standInNamespace } from "./delivery-stand-in-client";
import { heldQueue, testDb } from "./worker-harness";

// Messages about a stored record (an escalation, a status change on the desk) written with
// insertNoticeDeliveries, as the minute Cron and the desk write them, and played through the real
// delivery consumer to the stand-in receivers and the local send_email binding.

const db = createDatabase(env);
const SITE = "https://www.kilele.tech";

/** A stored chat lead (routed to Kampala by its +256 phone) with its own deliveries sent. */
async function storedLead(bindings: Partial<Env>, held: DeliveryMessage[]) {
  const lead = salesLead();
  const leadId = await leadIdOf((await submitLead(lead, bindings)).res);
  expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });
  const { rows } = await testDb.execute({
    sql: "select payload from deliveries where record_id = ? and event_key is null limit 1",
    args: [leadId],
  });
  const payload = JSON.parse(String(rows[0]!.payload)) as Record<string, unknown>;
  return { lead, leadId, payload };
}

type Notice = { eventType: NoticeEntry["eventType"]; eventKey: string; notice: RecordNotice; destinations: readonly Destination[] };

/** Writes one message about the lead, as its writers do; returns the ids of the deliveries it created. */
async function insertNotice(leadId: string, payload: Record<string, unknown>, { eventType, eventKey, notice, destinations }: Notice) {
  const [first, ...rest] = insertNoticeDeliveries(db, {
    recordType: "lead",
    eventType,
    eventKey,
    payload: { ...payload, notice },
    destinations,
    record: sql`(select id, version from leads where id = ${leadId})`,
    now: new Date().toISOString(),
  });
  return createdDeliveryIds(await db.batch([first!, ...rest]));
}

const noticeRows = async (leadId: string) => (await deliveriesOf(leadId)).filter((row) => String(row.event_type).startsWith("record."));

const escalation: Notice = {
  eventType: "record.escalated",
  eventKey: "escalation:high-value-hour",
  notice: {
    kind: "escalated",
    targetId: "high-value-hour",
    targetLabel: "60 business minutes for a high-value lead",
    dueAt: "2026-11-24T06:00:00.000Z",
  },
  destinations: ["email", "slack"],
};

async function hubSpotContact(ns: StandInNamespace, email: string) {
  const res = await fetch(
    `${ns.hubspotApiBase}/crm/v3/objects/contacts/${encodeURIComponent(email)}?idProperty=email&properties=email,firstname,company,hs_lead_status`,
    { headers: { authorization: `Bearer ${STAND_IN_HUBSPOT_TOKEN}` } },
  );
  return { status: res.status, body: (await res.json()) as { properties?: Record<string, string> } };
}

describe("messages about a stored record", () => {
  it("an escalation reaches Slack with its buttons and the office's inbox with the desk link, once", async () => {
    const ns = standInNamespace();
    const { held, queue } = heldQueue<DeliveryMessage>();
    // The restricted binding accepts only sales@kilele.test: the send succeeds only if Kampala's own inbox is chosen.
    const restricted = (env as unknown as { RESTRICTED_SALES_EMAIL: SendEmail }).RESTRICTED_SALES_EMAIL;
    type Sent = Parameters<SendEmail["send"]>[0];
    const sent: Sent[] = [];
    const recording = {
      send: (message: Sent) => {
        sent.push(message);
        return restricted.send(message);
      },
    } as SendEmail;
    const bindings: Partial<Env> = {
      SLACK_WEBHOOK_URL: ns.slackUrl,
      LEADS_QUEUE: queue,
      SALES_EMAIL_FROM: "alerts@kilele.test",
      SALES_EMAIL_TO: "everyone@kilele.test",
      SALES_EMAIL_TO_KAMPALA: "sales@kilele.test",
      SALES_EMAIL: recording,
    };
    const { leadId, payload } = await storedLead(bindings, held);
    const before = { slack: (await ns.requests("slack")).length, email: sent.length };

    const ids = await insertNotice(leadId, payload, escalation);
    expect(ids).toHaveLength(2);
    expect(
      await playQueue(
        ids.map((deliveryId) => ({ deliveryId })),
        bindings,
      ),
    ).toEqual({ unfinished: 0, rounds: 1 });
    expect((await noticeRows(leadId)).map((row) => [row.destination, row.event_type, row.status])).toEqual([
      ["email", "record.escalated", "delivered"],
      ["slack", "record.escalated", "delivered"],
    ]);

    const slack = (await ns.requests("slack")).slice(before.slack);
    expect(slack).toHaveLength(1);
    expect(slack[0]!.status).toBe(200);
    const { text, blocks } = JSON.parse(slack[0]!.body) as { text: string; blocks: Record<string, unknown>[] };
    expect(text).toMatch(
      /^ESCALATION: untouched past target — HIGH PRIORITY: New lead scored \d+: Joseph Okello, Umoja SACCO \(Kampala\)$/,
    );
    expect(blocks[0]).toMatchObject({ type: "header", text: { text: "⏰ Untouched past target: Joseph Okello, Umoja SACCO" } });
    expect(blocks[1]).toMatchObject({
      text: { text: expect.stringContaining("was due 2026-11-24 09:00 EAT and nobody has touched this lead yet") },
    });
    expect(blocks[2]).toEqual({
      type: "actions",
      elements: [
        expect.objectContaining({ action_id: "desk_claim", style: "primary", value: JSON.stringify({ type: "lead", id: leadId }) }),
        expect.objectContaining({ action_id: "desk_open", url: `${SITE}/desk/leads/${leadId}` }),
      ],
    });

    const email = sent.slice(before.email);
    expect(email).toHaveLength(1);
    expect(email[0]).toMatchObject({ to: "sales@kilele.test", subject: expect.stringMatching(/^ESCALATION: untouched past target — /) });
    expect(String(email[0]!.text)).toContain(`Open in the sales desk: ${SITE}/desk/leads/${leadId}`);
    expect(String(email[0]!.html)).toContain(`href="${SITE}/desk/leads/${leadId}"`);

    // The next Cron run writes the same message again: nothing is created, nothing sent.
    expect(await insertNotice(leadId, payload, escalation)).toEqual([]);
    expect(await noticeRows(leadId)).toHaveLength(2);
    expect(await ns.requests("slack")).toHaveLength(before.slack + 1);
  });

  it("a status change sets the HubSpot contact's hs_lead_status, mapped, and leaves its other properties", async () => {
    const ns = standInNamespace();
    const { held, queue } = heldQueue<DeliveryMessage>();
    const bindings: Partial<Env> = {
      HUBSPOT_ACCESS_TOKEN: STAND_IN_HUBSPOT_TOKEN,
      HUBSPOT_API_BASE: ns.hubspotApiBase,
      LEADS_QUEUE: queue,
    };
    const { lead, leadId, payload } = await storedLead(bindings, held);
    const email = lead.contact.email.toLowerCase();
    const status: Notice = {
      eventType: "record.status_changed",
      eventKey: `status:${crypto.randomUUID()}`,
      notice: {
        kind: "status",
        from: "attempting",
        to: "qualified",
        actor: "amina@kilele.tech",
        lostReason: null,
        at: new Date().toISOString(),
      },
      destinations: ["hubspot"],
    };

    const before = (await ns.requests("hubspot")).length;
    const ids = await insertNotice(leadId, payload, status);
    expect(ids).toHaveLength(1);
    expect(
      await playQueue(
        ids.map((deliveryId) => ({ deliveryId })),
        bindings,
      ),
    ).toEqual({ unfinished: 0, rounds: 1 });
    expect(await noticeRows(leadId)).toMatchObject([{ destination: "hubspot", event_type: "record.status_changed", status: "delivered" }]);

    // The contact is found by its address and gets the status alone; a status change is no note.
    const requests = (await ns.requests("hubspot")).slice(before);
    expect(requests.map((request) => [request.method, request.path.replace(/\d+$/, ":id"), request.status])).toEqual([
      ["POST", "/hubspot/crm/v3/objects/contacts/search", 200],
      ["PATCH", "/hubspot/crm/v3/objects/contacts/:id", 200],
    ]);
    expect(JSON.parse(requests[1]!.body)).toEqual({ properties: { hs_lead_status: "OPEN_DEAL" } });
    expect(await hubSpotContact(ns, email)).toEqual({
      status: 200,
      body: expect.objectContaining({
        properties: { email, firstname: "Joseph", company: "Umoja SACCO", hs_lead_status: "OPEN_DEAL" },
      }),
    });
    expect((await ns.hubspot()).notes).toHaveLength(1);

    expect(await insertNotice(leadId, payload, status)).toEqual([]);
    expect(await ns.requests("hubspot")).toHaveLength(before + 2);
  });

  it("a message reaching a destination it means nothing to fails for good and sends nothing", async () => {
    const { ns, held, bindings } = heldDestinations();
    const { leadId, payload } = await storedLead(bindings, held);
    const before = (await ns.requests()).length;

    const ids = [
      ...(await insertNotice(leadId, payload, { ...escalation, destinations: ["webhook", "hubspot"] })),
      ...(await insertNotice(leadId, payload, {
        eventType: "record.status_changed",
        eventKey: `status:${crypto.randomUUID()}`,
        notice: {
          kind: "status",
          from: "new",
          to: "attempting",
          actor: "amina@kilele.tech",
          lostReason: null,
          at: new Date().toISOString(),
        },
        destinations: ["slack", "webhook"],
      })),
    ];
    expect(ids).toHaveLength(4);
    expect(
      await playQueue(
        ids.map((deliveryId) => ({ deliveryId })),
        bindings,
      ),
    ).toEqual({ unfinished: 0, rounds: 1 });
    expect(
      (await noticeRows(leadId))
        .map((row) => [row.event_type, row.destination, row.status, row.last_error])
        .sort((a, b) => String(a).localeCompare(String(b))),
    ).toEqual([
      ["record.escalated", "hubspot", "failed", "record.escalated is not sent to hubspot"],
      ["record.escalated", "webhook", "failed", "record.escalated is not sent to webhook"],
      ["record.status_changed", "slack", "failed", "record.status_changed is not sent to slack"],
      ["record.status_changed", "webhook", "failed", "record.status_changed is not sent to webhook"],
    ]);
    expect(await ns.requests()).toHaveLength(before);
  });

  it("the HubSpot stand-in refuses a lead status HubSpot does not have, and a request without the token", async () => {
    const ns = standInNamespace();
    const write = (method: string, path: string, status: string, token = STAND_IN_HUBSPOT_TOKEN) =>
      fetch(`${ns.hubspotApiBase}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ properties: { email: "a@b.co", hs_lead_status: status } }),
      });
    const won = await write("POST", "/crm/v3/objects/contacts", "WON");
    expect(won.status).toBe(400);
    expect(await won.json()).toMatchObject({ category: "VALIDATION_ERROR", message: expect.stringContaining("INVALID_OPTION") });
    expect((await write("POST", "/crm/v3/objects/contacts", "CONNECTED", "wrong")).status).toBe(401);
    expect(await hubSpotContact(ns, "a@b.co")).toMatchObject({ status: 404 });
    const created = await write("POST", "/crm/v3/objects/contacts", "CONNECTED");
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await write("PATCH", `/crm/v3/objects/contacts/${id}`, "BAD_TIMING")).status).toBe(200);
    expect(await hubSpotContact(ns, "a@b.co")).toMatchObject({ body: { properties: { email: "a@b.co" } } });
    expect((await ns.hubspot()).contacts).toMatchObject([{ id, properties: { email: "a@b.co", hs_lead_status: "BAD_TIMING" } }]);
  });
});
