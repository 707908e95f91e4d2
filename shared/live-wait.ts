// How long a visitor waited for a person, as the desk and the Slack alerts say it.

/** "45 s", "1 min 20 s", "3 min", "1 h 05 min": whole seconds, rounded. */
export function waitLabel(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return total % 60 ? `${minutes} min ${total % 60} s` : `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

/** Whole seconds from one ISO time to another, never negative. */
export const secondsBetween = (fromIso: string, toIso: string) => Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 1000));

/** GET /desk/live/waiting: how many visitors wait for a person, how the header says it, and when the newest began waiting. */
export type LiveWaitingAnswer = { waiting: number; label: string; newest: string | null };

/** Whether the newest wait is one not yet announced (times compare as ISO text). */
export const isNewWait = (newest: string | null, announced: string | null): newest is string =>
  newest !== null && (announced === null || newest > announced);
