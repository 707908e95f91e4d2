import { env } from "cloudflare:workers";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type ServerEventType, serverEventDataSchemas } from "../../analytics/events/server-events";
import { runSinks } from "../../analytics/sinks/run-sinks";
import { createDatabase } from "../../worker/db/client";
import { salesLead } from "./chat-lead-fixtures";
import { type DeliveryMessage, playQueue } from "./delivery-path";
import { STAND_IN_HUBSPOT_TOKEN, standInNamespace } from "./delivery-stand-in-client";
import { deskPost, storeLead } from "./desk-fixtures";
import { receivedBatches } from "./posthog-stand-in-client";
import { freshPostHogSink } from "./sink-fixtures";
import { heldQueue, testDb } from "./worker-harness";

// The loop back to analytics: a status change on the desk is also an analytics event, appended to
// the log with the lead's chat session and sent on to PostHog by its sink; the first move out of
// "new" adds a first-touch event; with HubSpot on, the change is a status sync to the CRM.

const db = createDatabase(env);

type EventRow = { event_id: string; session_id: string; distinct_id: string | null; event_type: string; data: string };

async function eventsOf(sessionId: string): Promise<EventRow[]> {
  const { rows } = await testDb.execute({
    sql: "select event_id, session_id, distinct_id, event_type, data from analytics_events where session_id = ? and event_type like 'lead_%' order by received_at, event_type",
    args: [sessionId],
  });
  return rows as unknown as EventRow[];
}

describe("status changes on the desk reach analytics", () => {
  it("a claim writes the status change and the first touch with the chat session, and PostHog gets both", async () => {
    const lead = salesLead();
    const distinctId = crypto.randomUUID();
    // The visitor's chat events carried their PostHog id; the server's events join that person.
    await testDb.execute({
      sql: `insert into analytics_events (event_id, session_id, distinct_id, event_type, data, occurred_at, received_at)
        values (?, ?, ?, 'intent_selected', '{"intent":"sales"}', ?, ?)`,
      args: [crypto.randomUUID(), lead.sessionId, distinctId, new Date().toISOString(), new Date().toISOString()],
    });
    const leadId = await storeLead(lead);
    const analytics = heldQueue();
    const { key, sink } = await freshPostHogSink();

    const { res } = await deskPost(`/desk/leads/${leadId}/claim`, {}, { bindings: { ANALYTICS_QUEUE: analytics.queue } });
    expect(res.status).toBe(303);

    const rows = await eventsOf(lead.sessionId);
    expect(rows.map((row) => row.event_type).sort()).toEqual(["lead_first_touch", "lead_status_changed"]);
    for (const row of rows) expect(row.distinct_id).toBe(distinctId);
    const status = rows.find((row) => row.event_type === "lead_status_changed")!;
    expect(JSON.parse(status.data)).toEqual({
      recordType: "lead",
      from: "new",
      to: "attempting",
      office: "nairobi",
      source: "direct",
      utm_campaign: null,
    });
    const touch = JSON.parse(rows.find((row) => row.event_type === "lead_first_touch")!.data) as Record<string, unknown>;
    expect(touch).toMatchObject({ recordType: "lead", office: "nairobi", targetMinutes: expect.any(Number) });
    expect(typeof touch.withinTarget).toBe("boolean");

    // The events are in the log; the change wakes the sinks, and the PostHog sink sends them once.
    expect(analytics.held).toEqual([{ kind: "wake-sinks" }]);
    for (const row of rows) expect(v.is(serverEventDataSchemas[row.event_type as ServerEventType], JSON.parse(row.data))).toBe(true);
    await runSinks(db, [sink]);
    await runSinks(db, [sink]);
    const sent = (await receivedBatches(key)).flatMap((b) => b.batch).filter((event) => event.properties.session_id === lead.sessionId);
    expect(sent.map((event) => event.uuid).sort()).toEqual(rows.map((row) => row.event_id).sort());
    for (const event of sent) {
      expect(event.distinct_id).toBe(distinctId);
      expect(event.properties.session_id).toBe(lead.sessionId);
    }
  });

  it("a later move is one status event and no second first touch; a refused move writes none", async () => {
    const lead = salesLead();
    const leadId = await storeLead(lead);
    await deskPost(`/desk/leads/${leadId}/status`, { status: "connected" }, { bindings: { ANALYTICS_QUEUE: heldQueue().queue } });
    await deskPost(`/desk/leads/${leadId}/won`, { value: "5000" }, { bindings: { ANALYTICS_QUEUE: heldQueue().queue } });
    await deskPost(`/desk/leads/${leadId}/won`, { value: "5000" }, { bindings: { ANALYTICS_QUEUE: heldQueue().queue } });
    await deskPost(`/desk/leads/${leadId}/status`, { status: "lost" }, { bindings: { ANALYTICS_QUEUE: heldQueue().queue } });

    const rows = await eventsOf(lead.sessionId);
    const moves = rows
      .filter((row) => row.event_type === "lead_status_changed")
      .map((row) => JSON.parse(row.data) as { from: string; to: string });
    expect(moves.map(({ from, to }) => `${from}→${to}`).sort()).toEqual(["connected→won", "new→connected"]);
    expect(rows.filter((row) => row.event_type === "lead_first_touch")).toHaveLength(1);
    // No chat event of this session carried a PostHog id, so its events stay with the session alone.
    for (const row of rows) expect(row.distinct_id).toBeNull();
  });

  it("a logged activity is the first touch: one first-touch event, no status event, and none again at the claim", async () => {
    const lead = salesLead();
    const leadId = await storeLead(lead);
    const bindings = { ANALYTICS_QUEUE: heldQueue().queue };
    await deskPost(`/desk/leads/${leadId}/activity`, { channel: "call", outcome: "no-answer" }, { bindings });
    await deskPost(`/desk/leads/${leadId}/activity`, { channel: "whatsapp", outcome: "message-sent" }, { bindings });
    expect((await eventsOf(lead.sessionId)).map((row) => row.event_type)).toEqual(["lead_first_touch"]);
    await deskPost(`/desk/leads/${leadId}/claim`, {}, { bindings });
    expect((await eventsOf(lead.sessionId)).map((row) => row.event_type).sort()).toEqual(["lead_first_touch", "lead_status_changed"]);
  });

  it("with HubSpot on, each status change is one status sync, and the CRM's contact gets hs_lead_status", async () => {
    const leadId = await storeLead();
    const ns = standInNamespace();
    const leads = heldQueue<DeliveryMessage>();
    const bindings = {
      HUBSPOT_ACCESS_TOKEN: STAND_IN_HUBSPOT_TOKEN,
      HUBSPOT_API_BASE: ns.hubspotApiBase,
      ANALYTICS_QUEUE: heldQueue().queue,
      LEADS_QUEUE: leads.queue,
    };
    await deskPost(`/desk/leads/${leadId}/claim`, {}, { bindings });
    await deskPost(`/desk/leads/${leadId}/status`, { status: "qualified", note: "Budget confirmed" }, { bindings });
    const { rows } = await testDb.execute({
      sql: "select id, destination, event_key, payload from deliveries where record_id = ? and event_type = 'record.status_changed' order by created_at",
      args: [leadId],
    });
    expect(rows.map((row) => row.destination)).toEqual(["hubspot", "hubspot"]);
    const notices = rows.map((row) => (JSON.parse(String(row.payload)) as { notice: { from: string; to: string } }).notice);
    expect(notices.map(({ from, to }) => `${from}→${to}`)).toEqual(["new→attempting", "attempting→qualified"]);
    expect(new Set(rows.map((row) => row.event_key)).size).toBe(2);
    expect(leads.held.map((m) => m.deliveryId).sort()).toEqual(rows.map((row) => String(row.id)).sort());

    // Played through the real delivery consumer to the HubSpot stand-in, in order.
    for (const message of leads.held) expect(await playQueue([message], bindings)).toMatchObject({ unfinished: 0 });
    // The first creates the contact HubSpot did not have yet; the second sets the status on it.
    const writes = (await ns.requests("hubspot")).filter((request) => !request.path.endsWith("/search") && request.status! < 300);
    const statuses = writes.map(
      (request) => (JSON.parse(request.body) as { properties: { hs_lead_status?: string } }).properties.hs_lead_status,
    );
    expect(writes.map((request) => request.method)).toEqual(["POST", "PATCH"]);
    expect(statuses).toEqual(["ATTEMPTED_TO_CONTACT", "OPEN_DEAL"]);
    expect((await ns.hubspot()).contacts).toMatchObject([{ properties: { hs_lead_status: "OPEN_DEAL" } }]);
  });
});
