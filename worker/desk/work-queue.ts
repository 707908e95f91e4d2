import { type SQL, sql } from "drizzle-orm";
import { OPEN_STATUSES } from "../../shared/desk";
import { DEFAULT_ORDER, type InboxView, queueWindow, type SortColumn, type SortOrder } from "../../shared/work-queue";

// The inbox's order, in SQL: the work queue's rules (shared/work-queue.ts) for the default views, a
// view's own order for Overdue, Today's follow-ups and Spam, or a column the person sorted by. An
// order is a list of segments, each one read per table newest-first (or by its key) with its own
// index and limited before the tables are merged, so a page never sorts more than a few pages of rows.

export type Table = "leads" | "contact_messages";

/** One part of the order: the rows it holds (null: all) and what sorts them within it. */
export type Segment = { where: SQL | null; key: SQL; order: SortOrder };

const raw = (text: string) => sql.raw(text);
const received = raw("created_at");
const dueKey = raw("respond_by");

/** Statuses in working order rather than alphabetically. */
const statusRank = raw(`case status ${[...OPEN_STATUSES, "won", "lost"].map((s, i) => `when '${s}' then ${i}`).join(" ")} end`);

/** Untouched, with the deadline in the queue's window at `now`. Never null, so NOT of it is exact. */
function inQueue(now: Date): SQL {
  const { since, soon } = queueWindow(now);
  return sql`(first_touch_at is null and respond_by is not null and respond_by >= ${since} and respond_by <= ${soon})`;
}

/** An open high-value sale (support requests are never high value); messages have no score. */
const highValue = (table: Table) =>
  raw(
    table === "leads"
      ? `(is_high_value = 1 and intent <> 'support' and status in (${OPEN_STATUSES.map((s) => `'${s}'`).join(", ")}))`
      : "0",
  );

/** Untouched and past the deadline at `now`, within the queue's window: the Overdue view. */
export function overdueCondition(now: Date): SQL {
  const { since, now: at } = queueWindow(now);
  // Literal terms first, so SQLite matches the partial index on respond_by.
  return sql`${raw("first_touch_at is null")} and respond_by >= ${since} and respond_by <= ${at}`;
}

const SORT_KEYS: Record<SortColumn, (table: Table) => SQL> = {
  received: () => received,
  score: (table) => raw(table === "leads" ? "lead_score" : "null"),
  status: () => statusRank,
  owner: () => raw("owner"),
  due: () => dueKey,
};

/** The segments of a table's order for this view and sort at `now`. */
export function segmentsFor(table: Table, view: InboxView, sort: SortColumn | "", order: SortOrder | "", now: Date): Segment[] {
  if (sort) return [{ where: null, key: SORT_KEYS[sort](table), order: order || DEFAULT_ORDER[sort] }];
  if (view === "overdue") return [{ where: null, key: dueKey, order: "asc" }];
  if (view === "follow-ups") return [{ where: null, key: raw("next_follow_up_at"), order: "asc" }];
  if (view === "spam") return [{ where: null, key: received, order: "desc" }];
  const queued = inQueue(now);
  return [
    { where: queued, key: dueKey, order: "asc" },
    { where: sql`not ${queued} and ${highValue(table)}`, key: received, order: "desc" },
    { where: sql`not ${queued} and not ${highValue(table)}`, key: received, order: "desc" },
  ];
}
