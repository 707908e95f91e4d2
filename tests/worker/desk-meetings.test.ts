import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MeetingBooked, SlotsResponse } from "../../shared/meetings";
import { createDatabase } from "../../worker/db/client";
import { meetingHosts, meetings } from "../../worker/db/schema";
import { salesLead } from "./chat-lead-fixtures";
import { AMINA, activityOf, deskGet, deskPost, storeLead, uniqueTag, workRow } from "./desk-fixtures";

// The desk's meetings page: the week's agenda, Held (the lead moves to Connected) and No-show once a
// meeting has started, and the hosts' set-up form.

const db = createDatabase(env);

async function insertMeeting(startAt: Date, more: Partial<typeof meetings.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  await db.insert(meetings).values({
    id,
    office: "nairobi",
    kind: "video",
    startAt: startAt.toISOString(),
    endAt: new Date(startAt.getTime() + 30 * 60_000).toISOString(),
    host: "office",
    name: "Amina Otieno",
    email: `agenda.${uniqueTag()}@example.com`,
    company: `Agenda ${uniqueTag()}`,
    ...more,
  });
  return id;
}

describe("/desk/meetings", () => {
  it("lists the week's meetings, not cancelled or held ones; Held moves the lead to Connected", async () => {
    const leadId = await storeLead(salesLead());
    const started = await insertMeeting(new Date(Date.now() - 10 * 60_000), { leadId });
    const later = await insertMeeting(new Date(Date.now() + 2 * 24 * 3600_000));
    const cancelled = await insertMeeting(new Date(Date.now() + 3600_000), { status: "cancelled" });
    const spam = await insertMeeting(new Date(Date.now() + 3600_000), { spamReason: "honeypot filled" });
    const { res, html } = await deskGet("/desk/meetings");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    for (const id of [started, later]) expect(html).toContain(`data-meeting="${id}"`);
    for (const id of [cancelled, spam]) expect(html).not.toContain(`data-meeting="${id}"`);

    // Not yet started: no outcome can be set.
    expect((await deskPost("/desk/meetings", { intent: "held", meetingId: later })).res.status).toBe(409);
    const held = await deskPost("/desk/meetings", { intent: "held", meetingId: started });
    expect(held.res.status).toBe(200);
    expect((await db.select().from(meetings).where(eq(meetings.id, started)))[0]!.status).toBe("held");
    expect((await workRow(leadId)).status).toBe("connected");
    expect((await activityOf(leadId)).at(-1)).toMatchObject({ kind: "status", actor: AMINA, to_value: "connected", note: "Meeting held" });
    // Once marked, it cannot be marked again.
    expect((await deskPost("/desk/meetings", { intent: "no_show", meetingId: started })).res.status).toBe(409);
  });

  it("No-show leaves the lead as it was", async () => {
    const leadId = await storeLead(salesLead());
    const started = await insertMeeting(new Date(Date.now() - 5 * 60_000), { leadId });
    expect((await deskPost("/desk/meetings", { intent: "no_show", meetingId: started })).res.status).toBe(200);
    expect((await db.select().from(meetings).where(eq(meetings.id, started)))[0]!.status).toBe("no_show");
    expect((await workRow(leadId)).status).toBe("new");
  });

  it("sets a host up (office, days, hours, video link, meetings a day), refuses bad input, and removes one", async () => {
    const email = `host.${uniqueTag()}@kilele.test`.toLowerCase();
    const fields: [string, string][] = [
      ["intent", "host-save"],
      ["email", email.toUpperCase()],
      ["office", "kampala"],
      ["days", "1"],
      ["days", "3"],
      ["opens", "10:00"],
      ["closes", "15:30"],
      ["videoLink", "https://meet.example.com/host"],
      ["capacity", "4"],
    ];
    expect((await deskPost("/desk/meetings", fields)).res.status).toBe(200);
    expect((await db.select().from(meetingHosts).where(eq(meetingHosts.email, email)))[0]).toMatchObject({
      office: "kampala",
      days: [1, 3],
      opens: "10:00",
      closes: "15:30",
      videoLink: "https://meet.example.com/host",
      capacity: 4,
    });
    const refused = await deskPost(
      "/desk/meetings",
      fields.map(([k, v]): [string, string] => [k, k === "closes" ? "09:00" : k === "videoLink" ? "http://insecure.example.com" : v]),
    );
    expect(refused.res.status).toBe(400);
    expect(refused.html).toContain("Until must be later than From");
    expect(refused.html).toContain("The video link must start with https://");
    expect((await db.select().from(meetingHosts).where(eq(meetingHosts.email, email)))[0]!.closes).toBe("15:30");
    expect((await deskPost("/desk/meetings", { intent: "host-remove", email })).res.status).toBe(200);
    expect(await db.select().from(meetingHosts).where(eq(meetingHosts.email, email))).toHaveLength(0);
  });

  it("is closed to anyone the desk does not know", async () => {
    expect((await deskGet("/desk/meetings", null)).res.status).toBe(404);
  });
});

describe("a booking and its lead", () => {
  it("joins the visitor's chat lead and counts as its first touch", async () => {
    const lead = salesLead();
    const leadId = await storeLead(lead);
    const { slots } = (await (
      await exports.default.fetch("http://example.com/api/meetings/slots?office=nairobi&kind=video")
    ).json()) as SlotsResponse;
    const res = await exports.default.fetch("http://example.com/api/meetings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        office: "nairobi",
        kind: "video",
        start: slots[30]!.start,
        name: lead.contact.name,
        email: lead.contact.email,
        company: lead.contact.company,
        sessionId: lead.sessionId,
      }),
    });
    expect(res.status).toBe(201);
    const { meetingId } = (await res.json()) as MeetingBooked;
    expect((await db.select().from(meetings).where(eq(meetings.id, meetingId)))[0]!.leadId).toBe(leadId);
    expect((await workRow(leadId)).first_touch_at).not.toBeNull();
  });
});
