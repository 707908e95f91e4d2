import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { MeetingBooking, MeetingSlot } from "../../shared/meetings";
import { createDatabase } from "../../worker/db/client";
import { moveMeeting, placeBooking } from "../../worker/meetings/meeting-actions";
import { cancelMeeting } from "../../worker/meetings/meeting-booking";
import { meetingOutbox } from "../../worker/meetings/meeting-deliveries";
import { remindUpcomingMeetings } from "../../worker/meetings/meeting-reminders";
import { officeSlots, slotView } from "../../worker/meetings/office-slots";
import { playQueue } from "./delivery-path";
import { attachedInvitation, meetingDeliveries, meetingDestinations } from "./meeting-deliveries-fixtures";
import { visitorAddress } from "./worker-harness";

// Reminders 24 hours and 1 hour before a meeting, driven with a fixed clock far from today's
// meetings (2030): once each however often, or at once, the minute Cron runs; none for a cancelled
// meeting; no 24 hour reminder for a meeting booked less than 24 hours ahead.

const HOUR = 3600_000;
/** Monday 4 March 2030, 09:00 EAT. */
const MONDAY_MORNING = Date.UTC(2030, 2, 4, 6);
const OFFICE = "nairobi";

const db = createDatabase(env);

type Destinations = ReturnType<typeof meetingDestinations>;

async function bookAt(now: Date, slot: MeetingSlot, { bindings, held }: Destinations) {
  const booking: MeetingBooking = {
    office: OFFICE,
    kind: "video",
    start: slot.start,
    name: "Achieng Odhiambo",
    email: `achieng.${crypto.randomUUID().slice(0, 8)}@example.co.ke`,
    company: "Odhiambo Farms",
    phone: "",
    topic: "Microsoft 365 for 12 staff",
  };
  const request = new Request("http://example.com/api/meetings", { method: "POST", headers: { "cf-connecting-ip": visitorAddress() } });
  const queued: Promise<unknown>[] = [];
  const placed = await placeBooking({ ...env, ...bindings } as Env, db, request, booking, {
    now,
    waitUntil: (promise) => queued.push(promise),
  });
  await Promise.all(queued);
  if (!("meeting" in placed)) throw new Error(`${slot.start} was not free`);
  expect(held.length).toBeGreaterThan(0);
  return placed.meeting;
}

const cron = (destinations: Destinations, at: number) =>
  remindUpcomingMeetings(db, { ...env, ...destinations.bindings } as Env, new Date(at));

const reminderKeys = async (meetingId: string) =>
  (await meetingDeliveries(meetingId)).filter((d) => d.event_type === "meeting.reminder").map((d) => `${d.event_key} ${d.destination}`);

describe("meeting reminders", () => {
  it("each goes once under repeated and concurrent Cron runs; none when cancelled; no 24 h one when booked inside it", async () => {
    const destinations = meetingDestinations();
    const { held, bindings, toVisitor, toHost } = destinations;
    const now = new Date(MONDAY_MORNING);
    const slots = (await officeSlots(db, OFFICE, now)).map(slotView);
    const near = slots.find((s) => Date.parse(s.start) - now.getTime() <= 4 * HOUR)!;
    const [far, gone] = slots.filter((s) => Date.parse(s.start) - now.getTime() >= 48 * HOUR);
    const soon = await bookAt(now, near, destinations);
    const later = await bookAt(now, far!, destinations);
    const cancelled = await bookAt(now, gone!, destinations);
    await cancelMeeting(
      db,
      cancelled.id,
      meetingOutbox({ ...env, ...bindings } as Env, () => {}, now),
    );
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });
    toVisitor.length = 0;
    toHost.length = 0;

    // The minute Cron every 10 minutes from the booking to after the last start, and five at once
    // at each reminder's first minute.
    const laterStart = Date.parse(later.startAt);
    for (const at of [laterStart - 24 * HOUR, laterStart - HOUR]) await Promise.all([0, 1, 2, 3, 4].map(() => cron(destinations, at)));
    for (let at = now.getTime(); at <= laterStart + 10 * 60_000; at += 10 * 60_000) await cron(destinations, at);

    expect(await reminderKeys(soon.id)).toEqual(["meeting.reminder-1h:0 confirmation", "meeting.reminder-1h:0 email"]);
    expect(await reminderKeys(later.id)).toEqual([
      "meeting.reminder-1h:0 confirmation",
      "meeting.reminder-1h:0 email",
      "meeting.reminder-24h:0 confirmation",
      "meeting.reminder-24h:0 email",
    ]);
    expect(await reminderKeys(cancelled.id)).toEqual([]);

    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });
    expect(toVisitor.filter((m) => m.to === later.email).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Reminder: your meeting with Kilele Technologies tomorrow, \w{3} \d+ \w{3} \d\d:\d\d EAT$/),
      expect.stringMatching(/^Your meeting with Kilele Technologies starts in an hour, at /),
    ]);
    expect(toVisitor).toHaveLength(3);
    expect(toHost).toHaveLength(3);
    expect(toVisitor.map((m) => m.to).filter((to) => to === soon.email)).toHaveLength(1);
    for (const message of [...toVisitor, ...toHost]) expect(attachedInvitation(message)).toMatchObject({ method: "REQUEST", sequence: 0 });
  });

  it("a meeting moved after its 24 h reminder is reminded again for its new time, with the new SEQUENCE", async () => {
    const destinations = meetingDestinations();
    const { held, bindings, toVisitor } = destinations;
    const now = new Date(MONDAY_MORNING + 7 * 24 * HOUR);
    const slots = (await officeSlots(db, OFFICE, now)).map(slotView);
    const [first, moved] = slots.filter((s) => Date.parse(s.start) - now.getTime() >= 48 * HOUR).filter((_, i) => i % 20 === 0);
    const meeting = await bookAt(now, first!, destinations);
    const firstStart = Date.parse(meeting.startAt);
    await cron(destinations, firstStart - 24 * HOUR);
    expect(await reminderKeys(meeting.id)).toEqual(["meeting.reminder-24h:0 confirmation", "meeting.reminder-24h:0 email"]);

    // Moved an hour after its reminder went, to a time more than a day later.
    const movedAt = new Date(firstStart - 23 * HOUR);
    const outbox = meetingOutbox({ ...env, ...bindings } as Env, () => {}, movedAt);
    expect(await moveMeeting(db, meeting, moved!.start, movedAt, outbox)).toHaveProperty("meeting.sequence", 1);
    const movedStart = Date.parse(moved!.start);
    for (const at of [movedStart - 24 * HOUR, movedStart - 24 * HOUR + 60_000, movedStart - HOUR]) await cron(destinations, at);
    expect(await reminderKeys(meeting.id)).toEqual([
      "meeting.reminder-24h:0 confirmation",
      "meeting.reminder-24h:0 email",
      "meeting.reminder-1h:1 confirmation",
      "meeting.reminder-1h:1 email",
      "meeting.reminder-24h:1 confirmation",
      "meeting.reminder-24h:1 email",
    ]);
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });
    const reminders = toVisitor.filter((m) => String(m.subject).match(/^(Reminder|Your meeting with Kilele Technologies starts)/));
    expect(reminders.map((m) => attachedInvitation(m).sequence)).toEqual([0, 1, 1]);
  });
});
