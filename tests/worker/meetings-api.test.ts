import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MeetingBooked, MeetingSlot, SlotsResponse } from "../../shared/meetings";
import { createDatabase } from "../../worker/db/client";
import { meetingHosts, meetingSeats, meetings } from "../../worker/db/schema";

type Conflict = { error: { code: string }; alternatives: MeetingSlot[] };

const db = createDatabase(env);
const unique = () => crypto.randomUUID().slice(0, 8);

const getSlots = async (office: string, kind = "video") => {
  const res = await exports.default.fetch(`http://example.com/api/meetings/slots?office=${office}&kind=${kind}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SlotsResponse;
};

const postJson = (path: string, body: unknown) =>
  exports.default.fetch(`http://example.com${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const booking = (office: string, start: string, more: Record<string, unknown> = {}) => ({
  office,
  kind: "video",
  start,
  name: "Amina Otieno",
  email: `amina.${unique()}@pwani.co.ke`,
  company: "Pwani Logistics",
  phone: "+254 712 345 678",
  topic: "Moving 30 staff to Microsoft 365",
  ...more,
});

const book = (office: string, start: string, more: Record<string, unknown> = {}) => postJson("/api/meetings", booking(office, start, more));

describe("GET /api/meetings/slots", () => {
  it("lists the office's slots in EAT with their offset, soonest first", async () => {
    const body = await getSlots("nairobi", "office");
    expect(body).toMatchObject({ office: "nairobi", kind: "office", timezone: "Africa/Nairobi" });
    expect(body.slots.length).toBeGreaterThan(50);
    for (const slot of body.slots) {
      expect(slot.start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:(00|30):00\+03:00$/);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
    }
    const starts = body.slots.map((s) => Date.parse(s.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts[0]).toBeGreaterThan(Date.now());
  });

  it("answers 400 for an unknown office or kind", async () => {
    for (const query of ["office=mombasa&kind=video", "office=nairobi&kind=phone", "kind=video"]) {
      const res = await exports.default.fetch(`http://example.com/api/meetings/slots?${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Conflict).error.code).toBe("invalid_query");
    }
  });
});

describe("POST /api/meetings", () => {
  it("books an offered slot: 201 with the meeting's links, and the slot is no longer offered", async () => {
    const { slots } = await getSlots("nairobi");
    const slot = slots[4]!;
    const res = await book("nairobi", slot.start);
    expect(res.status).toBe(201);
    const body = (await res.json()) as MeetingBooked;
    expect(body).toMatchObject({ office: "nairobi", kind: "video", start: slot.start, end: slot.end });
    expect(body.manageUrl).toMatch(new RegExp(`^http://example.com/meet/manage/${body.meetingId}/[\\w-]{43}$`));
    expect(body.icsUrl).toMatch(new RegExp(`^http://example.com/api/meetings/${body.meetingId}/[\\w-]{43}/invite.ics$`));
    const [row] = await db.select().from(meetings).where(eq(meetings.id, body.meetingId));
    expect(row).toMatchObject({ status: "booked", sequence: 0, host: "office", company: "Pwani Logistics", spamReason: null });
    expect((await getSlots("nairobi")).slots.map((s) => s.start)).not.toContain(slot.start);
  });

  it("answers 409 slot_taken with the next three free slots when the slot was booked in the meantime", async () => {
    const { slots } = await getSlots("nairobi");
    const slot = slots[6]!;
    expect((await book("nairobi", slot.start)).status).toBe(201);
    const res = await book("nairobi", slot.start);
    expect(res.status).toBe(409);
    const body = (await res.json()) as Conflict;
    expect(body.error.code).toBe("slot_taken");
    const free = (await getSlots("nairobi")).slots;
    expect(body.alternatives).toEqual(free.filter((s) => Date.parse(s.start) > Date.parse(slot.start)).slice(0, 3));
  });

  it("answers 400 for a time that is not a slot, or an invalid body, and stores nothing", async () => {
    const { slots } = await getSlots("nairobi");
    const email = `not.a.slot.${unique()}@example.com`;
    const offHour = slots[0]!.start.replace(/T\d\d:\d\d/, "T03:00");
    const quarter = slots[0]!.start.replace(/:(00|30):00\+/, ":15:00+");
    const past = "2020-01-06T10:00:00+03:00";
    for (const start of [offHour, quarter, past]) {
      const res = await book("nairobi", start, { email });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Conflict).error.code).toBe("not_a_slot");
    }
    const invalid = await postJson("/api/meetings", { ...booking("nairobi", slots[0]!.start, { email }), name: " ", office: "mombasa" });
    expect(invalid.status).toBe(400);
    expect(await db.select().from(meetings).where(eq(meetings.email, email))).toHaveLength(0);
  });

  it("50 simultaneous bookings of the last place: exactly one 201, 49 × 409 with alternatives, one meeting", async () => {
    const { slots } = await getSlots("dar-es-salaam");
    const slot = slots[10]!;
    const company = `Race ${unique()}`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => book("dar-es-salaam", slot.start, { company })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const res of answers.filter((r) => r.status === 409)) expect(((await res.json()) as Conflict).alternatives).toHaveLength(3);
    expect(await db.select().from(meetings).where(eq(meetings.company, company))).toHaveLength(1);
    const seats = await db
      .select()
      .from(meetingSeats)
      .where(and(eq(meetingSeats.office, "dar-es-salaam"), eq(meetingSeats.startAt, new Date(slot.start).toISOString())));
    expect(seats).toHaveLength(1);
  });

  it("two hosts set up: two meetings at once, round robin to the host with fewer upcoming meetings", async () => {
    const hosts = ["wanjiku@kilele.test", "okello@kilele.test"];
    await db
      .insert(meetingHosts)
      .values(hosts.map((email) => ({ email, office: "kampala", days: [1, 2, 3, 4, 5, 6], opens: "08:00", closes: "17:00" })));
    try {
      const { slots } = await getSlots("kampala");
      const [first, second] = [slots[3]!, slots[8]!];
      const a = (await (await book("kampala", first.start)).json()) as MeetingBooked;
      const b = (await (await book("kampala", first.start)).json()) as MeetingBooked;
      expect((await book("kampala", first.start)).status).toBe(409);
      const hostOf = async (id: string) => (await db.select().from(meetings).where(eq(meetings.id, id)))[0]!.host;
      expect(new Set([await hostOf(a.meetingId), await hostOf(b.meetingId)])).toEqual(new Set(hosts));
      // Cancel one host's meeting: the next booking goes to that host, who now has fewer upcoming.
      const freed = await hostOf(a.meetingId);
      await db.update(meetings).set({ status: "cancelled" }).where(eq(meetings.id, a.meetingId));
      const c = (await (await book("kampala", second.start)).json()) as MeetingBooked;
      expect(await hostOf(c.meetingId)).toBe(freed);
    } finally {
      await db.delete(meetingHosts).where(eq(meetingHosts.office, "kampala"));
    }
  });
});

describe("the manage link", () => {
  const manageApi = (manageUrl: string) => manageUrl.replace("/meet/manage/", "/api/meetings/").replace("http://example.com", "");

  it("reschedules (SEQUENCE up, old slot free again) and cancels (SEQUENCE up, slot free)", async () => {
    const { slots } = await getSlots("nairobi");
    const [from, to] = [slots[12]!, slots[14]!];
    const booked = (await (await book("nairobi", from.start)).json()) as MeetingBooked;
    const api = manageApi(booked.manageUrl);
    const moved = await postJson(`${api}/reschedule`, { start: to.start });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ status: "booked", sequence: 1, start: to.start });
    let offered = (await getSlots("nairobi")).slots.map((s) => s.start);
    expect(offered).toContain(from.start);
    expect(offered).not.toContain(to.start);

    const cancelled = await postJson(`${api}/cancel`, {});
    expect(await cancelled.json()).toMatchObject({ status: "cancelled", sequence: 2 });
    offered = (await getSlots("nairobi")).slots.map((s) => s.start);
    expect(offered).toContain(to.start);
    expect((await postJson(`${api}/reschedule`, { start: from.start })).status).toBe(409);
  });

  it("refuses a taken slot on reschedule and a link whose key is not the meeting's", async () => {
    const { slots } = await getSlots("nairobi");
    const mine = (await (await book("nairobi", slots[16]!.start)).json()) as MeetingBooked;
    expect((await book("nairobi", slots[18]!.start)).status).toBe(201);
    const res = await postJson(`${manageApi(mine.manageUrl)}/reschedule`, { start: slots[18]!.start });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Conflict).error.code).toBe("slot_taken");
    const forged = manageApi(mine.manageUrl).replace(/[\w-]{43}$/, "A".repeat(43));
    expect((await exports.default.fetch(`http://example.com${forged}`)).status).toBe(404);
    expect((await postJson(`${forged}/cancel`, {})).status).toBe(404);
  });
});
