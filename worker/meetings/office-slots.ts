import { and, eq, gte } from "drizzle-orm";
import { eatMidnight } from "../../shared/eat-time";
import { eatIso, meetingSlots, type Slot, type SlotHost } from "../../shared/meeting-slots";
import type { MeetingSlot } from "../../shared/meetings";
import type { OfficeId } from "../../shared/office-ids";
import type { Database } from "../db/client";
import { meetingHosts, meetingSeats } from "../db/schema";
import { meetingOffices } from "./meeting-offices";

/** The hosts set up for an office, as slots see them. */
export async function officeHosts(db: Database, office: OfficeId): Promise<SlotHost[]> {
  const rows = await db.select().from(meetingHosts).where(eq(meetingHosts.office, office));
  return rows.map((h) => ({ email: h.email, days: h.days, opens: h.opens, closes: h.closes, dailyCapacity: h.capacity }));
}

/** An office's free slots now: its hours, holidays and hosts, less the seats taken from today on. */
export async function officeSlots(db: Database, office: OfficeId, now: Date, options: { ignoreTaken?: boolean } = {}): Promise<Slot[]> {
  const since = new Date(eatMidnight(now.getTime())).toISOString();
  const [hosts, taken] = await Promise.all([
    officeHosts(db, office),
    options.ignoreTaken
      ? []
      : db
          .select({ startAt: meetingSeats.startAt, seat: meetingSeats.seat })
          .from(meetingSeats)
          .where(and(eq(meetingSeats.office, office), gte(meetingSeats.startAt, since))),
  ]);
  const { office: content, holidays } = meetingOffices[office];
  return meetingSlots({
    openingHours: content.openingHours,
    holidays,
    hosts,
    taken: taken.map((t) => ({ start: Date.parse(t.startAt), seat: t.seat })),
    now,
  });
}

export const slotView = (slot: Pick<Slot, "start" | "end">): MeetingSlot => ({ start: eatIso(slot.start), end: eatIso(slot.end) });

/** The next three free slots after `start` (earlier ones when the day runs out): a 409's alternatives. */
export function alternativesTo(slots: readonly Slot[], start: number): MeetingSlot[] {
  const later = slots.filter((s) => s.start > start);
  const earlier = slots.filter((s) => s.start < start);
  return [...later, ...earlier].slice(0, 3).map(slotView);
}
