import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { checkEventData, eventRegistry } from "../../analytics/events/registry";
import { eatDay } from "../../shared/eat-time";
import { OFFICE_SEAT } from "../../shared/meeting-slots";
import type { MeetingBooked, SlotsResponse } from "../../shared/meetings";
import { createDatabase } from "../../worker/db/client";
import { meetings } from "../../worker/db/schema";
import { escalateUntouchedRecords } from "../../worker/desk/escalation";
import { nextMeetingsOf } from "../../worker/desk/inbox-meetings";
import { leadReachQuery } from "../../worker/desk/source-funnel";
import { bookMeeting } from "../../worker/meetings/meeting-booking";
import { salesLead } from "./chat-lead-fixtures";
import { AMINA, activityOf, deskPost, storeLead, uniqueTag, workRow } from "./desk-fixtures";
import { bookSomeSlot } from "./meeting-booking-fixtures";
import { postJson, testDb } from "./worker-harness";

// A meeting in the loop, in workerd against the real local database: its events in the log (no
// personal data), its lead's timeline, the inbox's line, the desk's funnel, and the first touch that
// keeps the lead from being escalated.

const db = createDatabase(env);
const HOUR = 3_600_000;

type LoggedEvent = { event_type: string; session_id: string; schema_version: number; data: Record<string, unknown>; occurred_at: string };

async function meetingEventsOf(sessionId: string): Promise<LoggedEvent[]> {
  const { rows } = await testDb.execute({
    sql: "select event_type, session_id, schema_version, data, occurred_at from analytics_events where session_id = ? and event_type like 'meeting\\_%' escape '\\' order by log_offset",
    args: [sessionId],
  });
  return rows.map((row) => ({ ...(row as unknown as LoggedEvent), data: JSON.parse(String(row.data)) as Record<string, unknown> }));
}

/** The manage link's key, from its URL. */
const keyOf = (booked: MeetingBooked) => booked.manageUrl.split("/").at(-1)!;

describe("a meeting booked by a chat lead", () => {
  it("logs meeting_booked, _rescheduled and _cancelled in the lead's chat session without personal data, and tells the lead's timeline", async () => {
    const source = uniqueTag();
    const lead = salesLead({ attribution: { utm_source: source } });
    const leadId = await storeLead(lead);
    const { contact } = lead;
    const visitor = { name: contact.name, email: contact.email, company: contact.company, phone: contact.phone, topic: "Moving 30 staff" };
    const before = Date.now();
    const booked = await bookSomeSlot({ ...visitor, sessionId: lead.sessionId });

    // Booked: the lead's first touch, so it drops out of the response clock, and a line on its timeline.
    expect((await workRow(leadId)).first_touch_at).not.toBeNull();
    const [row] = await testDb
      .execute({ sql: "select lead_id, start_at from meetings where id = ?", args: [booked.meetingId] })
      .then((r) => r.rows);
    expect(row).toMatchObject({ lead_id: leadId });
    const startAt = String(row!.start_at);
    expect((await activityOf(leadId)).filter((a) => a.kind === "meeting")).toEqual([
      { kind: "meeting", actor: "visitor", from_value: startAt, to_value: "booked", note: null },
    ]);

    const [bookedEvent] = await meetingEventsOf(lead.sessionId);
    expect(bookedEvent).toMatchObject({ event_type: "meeting_booked", schema_version: 1 });
    expect(bookedEvent!.data).toEqual({ office: "kampala", kind: "video", leadLinked: true, leadTimeHours: expect.any(Number) });
    // Hours from the booking to the meeting, to a tenth.
    const hoursAhead = (Date.parse(startAt) - before) / HOUR;
    expect(Math.abs((bookedEvent!.data.leadTimeHours as number) - hoursAhead)).toBeLessThan(0.2);

    // The inbox's line for the lead: its next meeting.
    expect(await nextMeetingsOf(db, [{ type: "lead", id: leadId }], new Date())).toEqual({ [leadId]: startAt });

    // Moved, then cancelled, through the manage link's API.
    const { slots } = (await (
      await exports.default.fetch("http://example.com/api/meetings/slots?office=kampala&kind=video")
    ).json()) as SlotsResponse;
    let movedTo: string | null = null;
    for (const slot of slots.slice(5)) {
      const res = await postJson(`/api/meetings/${booked.meetingId}/${keyOf(booked)}/reschedule`, { start: slot.start });
      if (res.status === 200) {
        movedTo = new Date(slot.start).toISOString();
        break;
      }
      expect(res.status).toBe(409);
    }
    expect(movedTo).not.toBeNull();
    expect((await postJson(`/api/meetings/${booked.meetingId}/${keyOf(booked)}/cancel`, {})).status).toBe(200);
    // A second cancel changes nothing and logs nothing.
    expect((await postJson(`/api/meetings/${booked.meetingId}/${keyOf(booked)}/cancel`, {})).status).toBe(200);

    const events = await meetingEventsOf(lead.sessionId);
    expect(events.map((e) => e.event_type)).toEqual(["meeting_booked", "meeting_rescheduled", "meeting_cancelled"]);
    for (const event of events) {
      expect(checkEventData(eventRegistry, event.event_type, event.schema_version, event.data)).toMatchObject({ success: true });
      const text = JSON.stringify(event).toLowerCase();
      for (const value of Object.values(visitor)) expect(text).not.toContain(String(value).toLowerCase());
    }
    expect(await nextMeetingsOf(db, [{ type: "lead", id: leadId }], new Date())).toEqual({});
    expect((await activityOf(leadId)).filter((a) => a.kind === "meeting").map((a) => [a.to_value, a.from_value])).toEqual([
      ["booked", startAt],
      ["rescheduled", movedTo],
      ["cancelled", movedTo],
    ]);

    // The desk's funnel by source: the lead reached "meeting booked" (a cancelled meeting was still booked).
    const today = eatDay(new Date().toISOString());
    const reach = (await leadReachQuery(db, { from: today, to: today })).find((r) => r.source === source);
    expect(reach).toMatchObject({ leads: 1, meeting: 1 });
  });

  it("logs a meeting booked without a lead under the meeting's own id, leadLinked false", async () => {
    const email = `nobody.${uniqueTag()}@example.com`.toLowerCase();
    const booked = await bookSomeSlot({ name: "Baraka Mwangi", email, company: "Mwangi Farms" });
    const [event] = await meetingEventsOf(booked.meetingId);
    expect(event).toMatchObject({ event_type: "meeting_booked", data: { office: "kampala", kind: "video", leadLinked: false } });
  });

  it("logs Held and No-show, with the lead's timeline entries; Held moves the lead to Connected", async () => {
    const heldLead = salesLead();
    const heldLeadId = await storeLead(heldLead);
    const shyLead = salesLead();
    const shyLeadId = await storeLead(shyLead);
    const started = new Date(Date.now() - 10 * 60_000);
    const insert = async (leadId: string, sessionId: string) => {
      const id = crypto.randomUUID();
      await db.insert(meetings).values({
        id,
        office: "dar-es-salaam",
        kind: "office",
        startAt: started.toISOString(),
        endAt: new Date(started.getTime() + 30 * 60_000).toISOString(),
        host: OFFICE_SEAT,
        name: "Grace Wanjiru",
        email: `held.${uniqueTag()}@example.com`,
        company: "Wanjiru & Associates",
        sessionId,
        leadId,
      });
      return id;
    };
    const held = await insert(heldLeadId, heldLead.sessionId);
    const shy = await insert(shyLeadId, shyLead.sessionId);
    expect((await deskPost("/desk/meetings", { intent: "held", meetingId: held })).res.status).toBe(200);
    expect((await deskPost("/desk/meetings", { intent: "no_show", meetingId: shy })).res.status).toBe(200);

    expect((await workRow(heldLeadId)).status).toBe("connected");
    expect((await workRow(shyLeadId)).status).toBe("new");
    expect((await meetingEventsOf(heldLead.sessionId)).map((e) => [e.event_type, e.data])).toEqual([
      ["meeting_held", { office: "dar-es-salaam", kind: "office", leadLinked: true }],
    ]);
    expect((await meetingEventsOf(shyLead.sessionId)).map((e) => [e.event_type, e.data])).toEqual([
      ["meeting_no_show", { office: "dar-es-salaam", kind: "office", leadLinked: true }],
    ]);
    expect((await activityOf(heldLeadId)).filter((a) => a.kind === "meeting" || a.kind === "status")).toEqual([
      { kind: "meeting", actor: AMINA, from_value: started.toISOString(), to_value: "held", note: null },
      { kind: "status", actor: AMINA, from_value: "new", to_value: "connected", note: "Meeting held" },
    ]);
    expect((await activityOf(shyLeadId)).filter((a) => a.kind === "meeting")).toEqual([
      { kind: "meeting", actor: AMINA, from_value: started.toISOString(), to_value: "no_show", note: null },
    ]);
  });
});

describe("the response target and a booked meeting", () => {
  it("does not escalate a lead whose meeting is booked, and escalates its twin without one", async () => {
    // Weeks back, so this run escalates only the two leads here (other files' records are from today).
    const arrived = new Date(Date.now() - 200 * 24 * HOUR);
    const insertLead = async () => {
      const id = crypto.randomUUID();
      await testDb.execute({
        sql: `insert into leads (id, session_id, intent, contact_name, contact_email, contact_company, recommendations, lead_score,
          score_breakdown, is_high_value, office, created_at, updated_at)
          values (?1, ?2, 'sales', 'Wanjiru Kamau', substr(?1, 1, 8) || '@kamau-freight.co.ke', 'Kamau Freight', '[]', 40, '{}', 0, 'nairobi', ?3, ?3)`,
        args: [id, crypto.randomUUID(), arrived.toISOString()],
      });
      return id;
    };
    const withMeeting = await insertLead();
    const without = await insertLead();
    // A slot of its own far ahead: the seat's key is the office, the start and the seat.
    const start = Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 500_000) * 30 * 60_000;
    const booked = await bookMeeting(
      db,
      {
        office: "nairobi",
        kind: "video",
        start: new Date(start).toISOString(),
        name: "Wanjiru Kamau",
        // The lead's own address: the booking finds its lead by it.
        email: `${withMeeting.slice(0, 8)}@kamau-freight.co.ke`,
        company: "Kamau Freight",
        phone: "",
      },
      { start, end: start + 30 * 60_000 },
      {
        guard: { held: null, binding: null },
        outbox: { destinations: [], now: new Date(arrived.getTime() + HOUR), queue: () => {} },
      },
    );
    expect("meeting" in booked).toBe(true);
    const run = await escalateUntouchedRecords(db, env, new Date(arrived.getTime() + 3 * 24 * HOUR));
    expect(run.escalated).toBeGreaterThanOrEqual(1);
    const escalations = async (id: string) => (await activityOf(id)).filter((a) => a.kind === "escalated").length;
    expect(await escalations(without)).toBe(1);
    expect(await escalations(withMeeting)).toBe(0);
  });
});
