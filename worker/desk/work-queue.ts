import { type SQL, sql } from "drizzle-orm";
import { LEAD_STATUSES, OPEN_STATUSES } from "../../shared/desk";
import { DEFAULT_ORDER, type InboxView, queueWindow, type SortColumn, type SortOrder } from "../../shared/work-queue";

// The inbox's order, in SQL: the work queue's rules (shared/work-queue.ts) for the default views, a
// view's own order for Overdue, Today's follow-ups and Spam, or a column the person sorted by. An
// order is a list of segments, each one read per table newest-first (or by its key) with its own
// index and limited before the tables are merged, so a page never sorts more than a few pages of rows.

export type Table = "leads" | "contact_messages";

/**
 * One part of the order: its place among the parts, the rows it holds (null: all) and what sorts
 * them within it (null: nothing in this table, as a message's score; such rows sort as nulls, newest first).
 */
export type Segment = { rank: number; where: SQL | null; key: SQL | null; order: SortOrder };

const raw = (text: string) => sql.raw(text);
const received = raw("created_at");
const dueKey = raw("respond_by");

/** Untouched, with the deadline in the queue's window at `now`. Never null, so NOT of it is exact. */
function inQueue(now: Date): SQL {
  const { since, soon } = queueWindow(now);
  return sql`(first_touch_at is null and respond_by is not null and respond_by >= ${since} and respond_by <= ${soon})`;
}

/**
 * An open high-value sale (support requests are never high value). Unfiltered, the is_high_value
 * index gives the newest ones at once; narrowed by a filter (an office, a status, a source…), that
 * index made SQLite test thousands of high-value leads to fill a page, so the unary + keeps it off
 * and the filter's own index is read instead.
 */
const highValue = (narrowed: boolean) =>
  raw(`(${narrowed ? "+" : ""}is_high_value = 1 and intent <> 'support' and status in (${OPEN_STATUSES.map((s) => `'${s}'`).join(", ")}))`);

/** Untouched and past the deadline at `now`, within the queue's window: the Overdue view. */
export function overdueCondition(now: Date): SQL {
  const { since, now: at } = queueWindow(now);
  // Literal terms first, so SQLite matches the partial index on respond_by.
  return sql`${raw("first_touch_at is null")} and respond_by >= ${since} and respond_by <= ${at}`;
}

/** Columns sorted by a key of their own, one segment. */
const SORT_KEYS: Record<Exclude<SortColumn, "status" | "due">, (table: Table) => SQL | null> = {
  received: () => received,
  score: (table) => (table === "leads" ? raw("lead_score") : null),
  owner: () => raw("owner"),
};

/**
 * Statuses in working order (New first, ascending), not alphabetically: one segment per status,
 * newest first within it, so each is read from the status index rather than sorting the table.
 */
function byStatus(order: SortOrder): Segment[] {
  return LEAD_STATUSES.map((status, i) => ({
    rank: order === "asc" ? i : LEAD_STATUSES.length - 1 - i,
    where: raw(`status = '${status}'`),
    key: null,
    order: "desc",
  }));
}

/** The due column: untouched records by their deadline (earliest first, ascending), then the touched ones, newest first. */
function byDue(order: SortOrder): Segment[] {
  return [
    { rank: 0, where: raw("first_touch_at is null"), key: dueKey, order },
    { rank: 1, where: raw("first_touch_at is not null"), key: received, order: "desc" },
  ];
}

/** The segments of a table's order for this view and sort at `now`. */
export function segmentsFor(
  table: Table,
  { view, sort, order, narrowed }: { view: InboxView; sort: SortColumn | ""; order: SortOrder | ""; narrowed: boolean },
  now: Date,
): Segment[] {
  if (sort === "status") return byStatus(order || DEFAULT_ORDER.status);
  if (sort === "due") return byDue(order || DEFAULT_ORDER.due);
  if (sort) return [{ rank: 0, where: null, key: SORT_KEYS[sort](table), order: order || DEFAULT_ORDER[sort] }];
  if (view === "overdue") return [{ rank: 0, where: null, key: dueKey, order: "asc" }];
  if (view === "follow-ups") return [{ rank: 0, where: null, key: raw("next_follow_up_at"), order: "asc" }];
  if (view === "spam") return [{ rank: 0, where: null, key: received, order: "desc" }];
  const queued = inQueue(now);
  const due: Segment = { rank: 0, where: queued, key: dueKey, order: "asc" };
  // Messages have no score, so no high-value part.
  if (table === "contact_messages") return [due, { rank: 2, where: sql`not ${queued}`, key: received, order: "desc" }];
  return [
    due,
    { rank: 1, where: sql`not ${queued} and ${highValue(narrowed)}`, key: received, order: "desc" },
    { rank: 2, where: sql`not ${queued} and not ${highValue(narrowed)}`, key: received, order: "desc" },
  ];
}
