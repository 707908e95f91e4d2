// The desk's work queue: what the inbox lists first, its saved views and sortable columns. The rules
// are pure functions of the clock they are given (the request's); worker/desk/work-queue.ts says the
// same rules in SQL, with the bounds queueWindow gives it.

/** The inbox's saved views: each a bookmarkable /desk?view=…, combined with any filter. */
export const INBOX_VIEWS = ["inbox", "mine", "unassigned", "overdue", "follow-ups", "spam"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

/** The columns the inbox sorts by instead of the queue's order (?sort=…&order=asc|desc). */
export const SORT_COLUMNS = ["received", "score", "status", "owner", "due"] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Each column's first direction: newest, highest score first; statuses in working order, owners A–Z, earliest deadline first. */
export const DEFAULT_ORDER: Record<SortColumn, SortOrder> = { received: "desc", score: "desc", status: "asc", owner: "asc", due: "asc" };

/** An untouched record whose deadline is this close joins the top of the queue. */
export const DUE_SOON_MINUTES = 60;
/**
 * Untouched records whose deadline passed longer ago than this are a backlog, not a missed first
 * touch (the escalation Cron draws the same line): they fall back among the rest, newest first.
 */
export const OVERDUE_WINDOW_DAYS = 14;

const MINUTE_MS = 60_000;

/** The deadlines that put an untouched record at the top at `now`: from `since` to `soon`, both included. */
export function queueWindow(now: Date): { since: string; now: string; soon: string } {
  const at = now.getTime();
  return {
    since: new Date(at - OVERDUE_WINDOW_DAYS * 24 * 60 * MINUTE_MS).toISOString(),
    now: now.toISOString(),
    soon: new Date(at + DUE_SOON_MINUTES * MINUTE_MS).toISOString(),
  };
}

/** What the queue's order reads of a record. */
export type QueueFacts = {
  createdAt: string;
  firstTouchAt: string | null;
  respondBy: string | null;
  isHighValue: boolean;
  status: string;
};

const OPEN = new Set(["new", "attempting", "connected", "qualified"]);

/** Where a record stands in the queue at `now`: 0 untouched and overdue or due soon, 1 an open high-value lead, 2 the rest. */
export function queueTier(record: QueueFacts, now: Date): 0 | 1 | 2 {
  const { since, soon } = queueWindow(now);
  if (record.firstTouchAt === null && record.respondBy !== null && record.respondBy >= since && record.respondBy <= soon) return 0;
  if (record.isHighValue && OPEN.has(record.status)) return 1;
  return 2;
}

/** The queue's order at `now`: by tier; the first tier by deadline, the others newest first. */
export function compareInQueue(a: QueueFacts, b: QueueFacts, now: Date): number {
  const tiers = queueTier(a, now) - queueTier(b, now);
  if (tiers !== 0) return tiers;
  if (queueTier(a, now) === 0) return a.respondBy!.localeCompare(b.respondBy!);
  return b.createdAt.localeCompare(a.createdAt);
}

/** A duration in whole minutes, as the desk says it. */
export type DurationWords = { minutes: (n: number) => string; hours: (h: number, m: number) => string; days: (n: number) => string };

export function durationText(minutes: number, words: DurationWords): string {
  if (minutes < 60) return words.minutes(minutes);
  if (minutes < 24 * 60) return words.hours(Math.floor(minutes / 60), minutes % 60);
  return words.days(Math.floor(minutes / (24 * 60)));
}

export type DueWords = DurationWords & { overdue: (d: string) => string; dueIn: (d: string) => string; dueNow: string };

/**
 * An untouched record's label against its response deadline at `now`, to the nearest minute:
 * "overdue 40 min", "due in 12 min", "due now"; null when touched or without a deadline.
 */
export function dueLabel(record: Pick<QueueFacts, "firstTouchAt" | "respondBy">, now: Date, words: DueWords): string | null {
  if (record.firstTouchAt !== null || record.respondBy === null) return null;
  const minutes = Math.round((Date.parse(record.respondBy) - now.getTime()) / MINUTE_MS);
  if (minutes === 0) return words.dueNow;
  return minutes < 0 ? words.overdue(durationText(-minutes, words)) : words.dueIn(durationText(minutes, words));
}

/** Where a record's page leads back to: the view it was opened from (its page of it) and that view's next record. */
export type RecordViewNav = { view: InboxView; back: string; next: string | null };
