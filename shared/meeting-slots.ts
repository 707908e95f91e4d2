import type { OpeningHours } from "./business-clock";
import { DAY_MS, EAT_OFFSET_MS, eatMidnight } from "./eat-time";

// Meeting slots: 30 minutes each, inside an office's opening hours, never on a Sunday or a public
// holiday, from two business hours after `now` to the end of the tenth business day after today.
// A slot has one seat per host set up on the desk who works then and has room that day, or a single
// seat ("office", claimed on the desk like a lead) while nobody is set up. Pure: the clock, the
// hours, the holidays, the hosts and the seats taken are all arguments.

export const SLOT_MINUTES = 30;
export const MIN_NOTICE_BUSINESS_MINUTES = 120;
export const HORIZON_BUSINESS_DAYS = 10;
/** The seat of an office with no host set up. */
export const OFFICE_SEAT = "office";

const MINUTE_MS = 60_000;
const SLOT_MS = SLOT_MINUTES * MINUTE_MS;

/** A host as slots see one: the days (0 = Sunday … 6 = Saturday) and local hours they take meetings, and how many a day. */
export type SlotHost = { email: string; days: readonly number[]; opens: string; closes: string; dailyCapacity: number };
/** A booked seat: the slot's start (ms) and who holds it. */
export type TakenSeat = { start: number; seat: string };

export type SlotInput = {
  openingHours: OpeningHours;
  holidays: ReadonlySet<string>;
  hosts: readonly SlotHost[];
  taken: readonly TakenSeat[];
  now: Date;
};

/** A slot with its free seats (host e-mails, or OFFICE_SEAT). */
export type Slot = { start: number; end: number; seats: string[] };

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

const eatDate = (ms: number) => new Date(ms + EAT_OFFSET_MS).toISOString().slice(0, 10);

/** The open interval (ms) of the EAT day starting at `dayStart`; null on Sundays and public holidays. */
function openInterval(dayStart: number, hours: OpeningHours, holidays: ReadonlySet<string>): [number, number] | null {
  const weekday = new Date(dayStart + EAT_OFFSET_MS).getUTCDay();
  if (weekday === 0 || holidays.has(eatDate(dayStart))) return null;
  const range = weekday === 6 ? hours.saturday : hours.weekdays;
  return [dayStart + minutesOf(range.opens) * MINUTE_MS, dayStart + minutesOf(range.closes) * MINUTE_MS];
}

/** The instant `minutes` of opening time after `from` (ms), skipping closed days and holidays. */
function afterBusinessMinutes(from: number, minutes: number, hours: OpeningHours, holidays: ReadonlySet<string>): number {
  let left = minutes * MINUTE_MS;
  for (let day = eatMidnight(from), guard = 0; guard < 400; day += DAY_MS, guard++) {
    const interval = openInterval(day, hours, holidays);
    if (!interval) continue;
    const start = Math.max(interval[0], from);
    if (interval[1] <= start) continue;
    if (interval[1] - start >= left) return start + left;
    left -= interval[1] - start;
  }
  throw new Error("opening hours never open");
}

/** A host with their hours in minutes and their days as a set, read once per computation. */
const prepared = (host: SlotHost) => ({ ...host, from: minutesOf(host.opens), to: minutesOf(host.closes), on: new Set(host.days) });

/** Every slot with at least one free seat, soonest first. */
export function meetingSlots({ openingHours, holidays, hosts, taken, now }: SlotInput): Slot[] {
  const notBefore = afterBusinessMinutes(now.getTime(), MIN_NOTICE_BUSINESS_MINUTES, openingHours, holidays);
  const takenAt = new Map<number, Set<string>>();
  const perHostDay = new Map<string, number>();
  for (const { start, seat } of taken) {
    takenAt.set(start, (takenAt.get(start) ?? new Set()).add(seat));
    const key = `${seat} ${eatDate(start)}`;
    perHostDay.set(key, (perHostDay.get(key) ?? 0) + 1);
  }
  const ready = hosts.map(prepared);
  const slots: Slot[] = [];
  const today = eatMidnight(now.getTime());
  let businessDays = 0;
  for (let day = today, guard = 0; guard < 400; day += DAY_MS, guard++) {
    const interval = openInterval(day, openingHours, holidays);
    if (!interval) continue;
    if (day > today && ++businessDays > HORIZON_BUSINESS_DAYS) break;
    const date = eatDate(day);
    const weekday = new Date(day + EAT_OFFSET_MS).getUTCDay();
    // The hosts who work this day and still have room in it.
    const working = ready.filter((h) => h.on.has(weekday) && (perHostDay.get(`${h.email} ${date}`) ?? 0) < h.dailyCapacity);
    for (let start = interval[0]; start + SLOT_MS <= interval[1]; start += SLOT_MS) {
      if (start < notBefore) continue;
      const busy = takenAt.get(start);
      const minute = (start - day) / MINUTE_MS;
      const seats = ready.length
        ? working.filter((h) => h.from <= minute && minute + SLOT_MINUTES <= h.to && !busy?.has(h.email)).map((h) => h.email)
        : busy?.size
          ? []
          : [OFFICE_SEAT];
      if (seats.length) slots.push({ start, end: start + SLOT_MS, seats });
    }
  }
  return slots;
}

/** An instant as ISO 8601 in EAT with its offset: "2026-12-01T09:30:00+03:00". */
export const eatIso = (ms: number) => `${new Date(ms + EAT_OFFSET_MS).toISOString().slice(0, 19)}+03:00`;

/** Round robin over a slot's free seats: the claimed lead's owner first, then whoever has the fewest upcoming meetings. */
export function roundRobin(seats: readonly string[], upcoming: ReadonlyMap<string, number>, owner?: string | null): string[] {
  const rank = (seat: string) => (seat === owner ? -1 : (upcoming.get(seat) ?? 0));
  return [...seats].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
