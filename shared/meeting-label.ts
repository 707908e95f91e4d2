import { DAY_MS, EAT_OFFSET_MS, eatMidnight } from "./eat-time";

// How the desk names a meeting's time in EAT: the inbox row's short line ("meeting today 14:30",
// "meeting Tue 10:00") and the timeline's changes.

/** A change to a meeting as its lead's timeline records it. */
export type MeetingChange = "booked" | "rescheduled" | "cancelled" | "held" | "no_show";

export type MeetingWhenWords = { today: string; tomorrow: string; weekdays: readonly string[]; months: readonly string[] };

/**
 * The meeting's start against the clock `now`, both in EAT: "today 14:30", "tomorrow 09:00", the
 * weekday within the week ahead ("Tue 10:00"), else the weekday and date ("Tue 9 Dec 10:00").
 */
export function meetingWhen(startAt: string, now: Date, words: MeetingWhenWords): string {
  const start = Date.parse(startAt);
  const local = new Date(start + EAT_OFFSET_MS);
  const time = local.toISOString().slice(11, 16);
  const days = Math.round((eatMidnight(start) - eatMidnight(now.getTime())) / DAY_MS);
  if (days === 0) return `${words.today} ${time}`;
  if (days === 1) return `${words.tomorrow} ${time}`;
  const weekday = words.weekdays[local.getUTCDay()];
  if (days > 1 && days < 7) return `${weekday} ${time}`;
  return `${weekday} ${local.getUTCDate()} ${words.months[local.getUTCMonth()]} ${time}`;
}
