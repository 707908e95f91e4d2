import { DAY_MS, EAT_OFFSET_MS, eatMidnight } from "./eat-time";

// Business time: minutes an office is open, in EAT (UTC+3 all year, no daylight saving). Pure
// functions of the opening hours they are given, so a test can fix the clock and the hours.

/** "HH:MM" local times; Sunday is closed. */
export type TimeRange = { opens: string; closes: string };
export type OpeningHours = { weekdays: TimeRange; saturday: TimeRange };

const MINUTE_MS = 60 * 1000;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** The open interval of the EAT day that starts at `dayStart` (ms, UTC instant of local midnight); null when closed. */
function openInterval(dayStart: number, hours: OpeningHours): [number, number] | null {
  const weekday = new Date(dayStart + EAT_OFFSET_MS).getUTCDay();
  const range = weekday === 0 ? null : weekday === 6 ? hours.saturday : hours.weekdays;
  if (!range) return null;
  return [dayStart + minutesOf(range.opens) * MINUTE_MS, dayStart + minutesOf(range.closes) * MINUTE_MS];
}

/** Business minutes between two instants (0 when `to` is not after `from`). */
export function businessMinutesBetween(fromIso: string, toIso: string, hours: OpeningHours): number {
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  let open = 0;
  for (let day = eatMidnight(from); day < to; day += DAY_MS) {
    const interval = openInterval(day, hours);
    if (!interval) continue;
    const start = Math.max(interval[0], from);
    const end = Math.min(interval[1], to);
    if (end > start) open += end - start;
  }
  return open / MINUTE_MS;
}

/** The instant by which `businessMinutes` of opening time have passed since `fromIso`. */
export function businessDeadline(fromIso: string, businessMinutes: number, hours: OpeningHours): string {
  let left = businessMinutes * MINUTE_MS;
  const from = Date.parse(fromIso);
  // A week always holds opening hours, so this ends; the bound guards against hours with no opening.
  for (let day = eatMidnight(from), guard = 0; guard < 3660; day += DAY_MS, guard++) {
    const interval = openInterval(day, hours);
    if (!interval) continue;
    const start = Math.max(interval[0], from);
    if (interval[1] <= start) continue;
    if (interval[1] - start >= left) return new Date(start + left).toISOString();
    left -= interval[1] - start;
  }
  throw new Error("opening hours never open");
}
