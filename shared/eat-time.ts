// Every office is in East Africa Time (UTC+3 all year, no daylight saving), so the desk, its alerts
// and its filters show and read times there. Stored times are ISO-8601 UTC text.

export const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant (ms) of local (EAT) midnight on or before the instant `ms`. */
export const eatMidnight = (ms: number) => Math.floor((ms + EAT_OFFSET_MS) / DAY_MS) * DAY_MS - EAT_OFFSET_MS;

/** "2026-11-23 14:05" in EAT, from a stored ISO-8601 UTC time. */
export function eatTime(iso: string): string {
  const shifted = new Date(Date.parse(iso) + EAT_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

/** "2026-11-23T14:05:09+03:00": a stored ISO-8601 UTC time as ISO 8601 in EAT, for files read outside the desk. */
export function eatIsoTime(iso: string): string {
  return `${new Date(Date.parse(iso) + EAT_OFFSET_MS).toISOString().slice(0, 19)}+03:00`;
}

/** How long from one time to another, as sales say it: "12 min", "3 h 05 min", "2 d 4 h". */
export function elapsed(fromIso: string, toIso: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** The first instant of a calendar day (YYYY-MM-DD) in EAT, as the ISO-8601 UTC text rows store. */
/** The calendar day (YYYY-MM-DD) in East Africa of an ISO time. */
export const eatDay = (iso: string) => new Date(Date.parse(iso) + EAT_OFFSET_MS).toISOString().slice(0, 10);

export const eatDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - EAT_OFFSET_MS).toISOString();

/** The first instant after a calendar day in EAT. */
export const eatDayEnd = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - EAT_OFFSET_MS + DAY_MS).toISOString();
