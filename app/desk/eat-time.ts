// Every office is in East Africa Time (UTC+3 all year), so the desk shows times there.

const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** "2026-11-23 14:05" in EAT, from a stored ISO-8601 UTC time. */
export function eatTime(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + EAT_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

/** How long from one time to another, as sales say it: "12 min", "3 h 05 min", "2 d 4 h". */
export function elapsed(fromIso: string, toIso: string): string {
  const minutes = Math.max(0, Math.round((new Date(toIso).getTime() - new Date(fromIso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
