import { and, eq, gte } from "drizzle-orm";
import { eatMidnight } from "../../shared/eat-time";
import { eatIso, meetingSlots, type Slot } from "../../shared/meeting-slots";
import type { MeetingSlot } from "../../shared/meetings";
import type { OfficeId } from "../../shared/office-ids";
import type { Database } from "../db/client";
import { type MeetingHostRow, meetingHosts, meetingSeats } from "../db/schema";
import { meetingOffices } from "./meeting-offices";

/** The two reads an office's slots need (its hosts, its seats taken from today on), to run alone or in a caller's batch. */
export function slotQueries(db: Database, office: OfficeId, now: Date) {
  const since = new Date(eatMidnight(now.getTime())).toISOString();
  return [
    db.select().from(meetingHosts).where(eq(meetingHosts.office, office)),
    db
      .select({ startAt: meetingSeats.startAt, seat: meetingSeats.seat })
      .from(meetingSeats)
      .where(and(eq(meetingSeats.office, office), gte(meetingSeats.startAt, since))),
  ] as const;
}

/** An office's free slots from what slotQueries read. */
export function slotsFrom(
  office: OfficeId,
  hosts: readonly MeetingHostRow[],
  taken: readonly { startAt: string; seat: string }[],
  now: Date,
): Slot[] {
  const { office: content, holidays } = meetingOffices[office];
  return meetingSlots({
    openingHours: content.openingHours,
    holidays,
    hosts: hosts.map((h) => ({ email: h.email, days: h.days, opens: h.opens, closes: h.closes, dailyCapacity: h.capacity })),
    taken: taken.map((t) => ({ start: Date.parse(t.startAt), seat: t.seat })),
    now,
  });
}

/** An office's free slots now (or every slot it offers, taken or not, with `ignoreTaken`); one round trip. */
export async function officeSlots(db: Database, office: OfficeId, now: Date, options: { ignoreTaken?: boolean } = {}): Promise<Slot[]> {
  const [hosts, taken] = await db.batch(slotQueries(db, office, now));
  return slotsFrom(office, hosts, options.ignoreTaken ? [] : taken, now);
}

export const slotView = (slot: Pick<Slot, "start" | "end">): MeetingSlot => ({ start: eatIso(slot.start), end: eatIso(slot.end) });

/** The next three free slots after `start` (earlier ones when the day runs out): a 409's alternatives. */
export function alternativesTo(slots: readonly Slot[], start: number): MeetingSlot[] {
  const later = slots.filter((s) => s.start > start);
  const earlier = slots.filter((s) => s.start < start);
  return [...later, ...earlier].slice(0, 3).map(slotView);
}
