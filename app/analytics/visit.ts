import { uuidv7 } from "./uuid-v7";

// The browser's visit: the id that groups a visit's events (PostHog's session), kept for the tab in
// sessionStorage, and the tab's event counter. A visit follows PostHog's session rule: it ends after
// 30 minutes without an event, or 24 hours after it began. The counter never restarts within the tab,
// so a chat session's events stay in order even when the visit changes under it. Nothing is kept
// beyond the tab (no cookie, no localStorage).

const VISIT_KEY = "kilele.visit";
const SEQUENCE_KEY = "kilele.seq";
export const VISIT_IDLE_MS = 30 * 60 * 1000;
export const VISIT_MAX_MS = 24 * 60 * 60 * 1000;

type Visit = { id: string; startedAt: number; seenAt: number };
export type EventIds = { eventId: string; seq: number; visitId: string };

/** The tab's values when sessionStorage is disabled (private mode, blocked storage), and a copy otherwise. */
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    const stored = sessionStorage.getItem(key);
    if (stored !== null) return stored;
  } catch {
    // Storage disabled: the page's memory is the tab's record.
  }
  return memory.get(key) ?? null;
}

function write(key: string, value: string): void {
  memory.set(key, value);
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled or full: the page's memory keeps it.
  }
}

function storedVisit(): Visit | null {
  try {
    const visit = JSON.parse(read(VISIT_KEY) ?? "null") as Partial<Visit> | null;
    const valid = typeof visit?.id === "string" && typeof visit.startedAt === "number" && typeof visit.seenAt === "number";
    return valid ? (visit as Visit) : null;
  } catch {
    return null;
  }
}

/** The visit an event at `now` belongs to: the stored one while it lasts, else a new one starting now. */
function visitAt(now: number): Visit {
  const visit = storedVisit();
  if (visit && now - visit.seenAt < VISIT_IDLE_MS && now - visit.startedAt < VISIT_MAX_MS) return visit;
  // A UUID v7 holds its creation time, at or before the visit's first event, as PostHog requires.
  return { id: uuidv7(), startedAt: now, seenAt: now };
}

/** The current visit's id, without counting as activity (posthog-js starts its session with it). */
export function currentVisitId(): string {
  const visit = visitAt(Date.now());
  write(VISIT_KEY, JSON.stringify(visit));
  return visit.id;
}

/** Ids for a new event: its own id, the tab's next sequence number and the visit, which it keeps alive. */
export function nextEventIds(): EventIds {
  const now = Date.now();
  const visit = visitAt(now);
  write(VISIT_KEY, JSON.stringify({ ...visit, seenAt: now }));
  const last = Number(read(SEQUENCE_KEY) ?? -1);
  const seq = Number.isSafeInteger(last) && last >= 0 ? last + 1 : 0;
  write(SEQUENCE_KEY, String(seq));
  return { eventId: uuidv7(), seq, visitId: visit.id };
}
