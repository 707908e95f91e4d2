import { sql } from "drizzle-orm";
import { INBOX_PAGE_SIZE, type InboxFilter, LEAD_STATUSES, type LeadStatus } from "../../shared/desk";
import type { InboxPage, InboxRow } from "../../shared/desk-views";
import { DAY_MS, eatMidnight } from "../../shared/eat-time";
import type { Database } from "../db/client";
import { armsFor, countsQuery, type InboxCursor, NEWEST_FIRST, orderOf, rowsQuery, searchPageQuery } from "./inbox-query";
import type { Table } from "./work-queue";

// The desk's inbox: a page of the list with its counts per status, the rows after a record (the
// record page's Next) and the whole list a chunk at a time (the export). The statements are in
// worker/desk/inbox-query.ts.

/** A row as the statements return it: one JSON object (inbox-query.ts), with booleans as 0 or 1. */
type PackedRow = { row: string };
type RawRow = Omit<InboxRow, "score" | "isHighValue" | "support" | "downNow"> & {
  score: number | null;
  isHighValue: number;
  support: number;
  downNow: number | null;
};

const toRow = ({ row }: PackedRow): InboxRow => {
  const raw = JSON.parse(row) as RawRow;
  return {
    ...raw,
    score: raw.score === null ? null : Number(raw.score),
    isHighValue: Boolean(Number(raw.isHighValue)),
    support: Boolean(Number(raw.support)),
    downNow: Boolean(Number(raw.downNow)),
  };
};

/**
 * The next `size` rows of the whole filtered list after `after`, newest first: the export reads it
 * this way, a chunk at a time. `now` places the Overdue view and Today's follow-ups (the export's clock).
 */
export async function readInboxChunk(
  db: Database,
  filter: InboxFilter,
  me: string,
  after: InboxCursor | null,
  size: number,
  now = new Date(),
): Promise<InboxRow[]> {
  const arms = armsFor(filter, me, now);
  if (arms.length === 0) return [];
  const rows = await db.all<PackedRow>(rowsQuery(arms, filter.status, () => NEWEST_FIRST, { size, after }));
  return rows.map(toRow);
}

/** `size` rows of the view from `offset` (counted from 0), in its order at `now`: the record page's Next reads it. */
export async function readInboxRows(
  db: Database,
  filter: InboxFilter,
  me: string,
  now: Date,
  offset: number,
  size: number,
): Promise<InboxRow[]> {
  const arms = armsFor(filter, me, now);
  if (arms.length === 0) return [];
  const rows = await db.all<PackedRow>(rowsQuery(arms, filter.status, orderOf(filter, now), { offset, size }));
  return rows.map(toRow);
}

/** One page of the inbox for this filter, with counts per status, in one round trip. */
export async function readInbox(db: Database, filter: InboxFilter, me: string, now: Date): Promise<InboxPage> {
  const arms = armsFor(filter, me, now);
  const emptyCounts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  if (arms.length === 0) return { rows: [], counts: emptyCounts, total: 0, page: 1, pageCount: 1, heldToday: 0, heldTotal: 0 };
  const offset = (filter.page - 1) * INBOX_PAGE_SIZE;
  // Held for review since midnight in the offices' time zone, and in all: what the spam view lists
  // (newsletter sign-ups are not worked), so the counts and the view agree. Both read the partial spam indexes.
  const midnight = eatMidnight(now.getTime());
  const today = sql`created_at >= ${new Date(midnight).toISOString()} and created_at < ${new Date(midnight + DAY_MS).toISOString()}`;
  const heldQuery = db.all<{ today: number; total: number }>(
    sql`select (select count(*) from leads where spam_reason is not null and ${today})
      + (select count(*) from contact_messages where spam_reason is not null and source in ('contact', 'guide') and ${today}) as today,
      (select count(*) from leads where spam_reason is not null)
      + (select count(*) from contact_messages where spam_reason is not null and source in ('contact', 'guide')) as total`,
  );
  const order = orderOf(filter, now);
  const counts = { ...emptyCounts };
  let rows: PackedRow[];
  let held: { today: number; total: number }[];
  if (arms.every((arm) => arm.searched)) {
    const [page, heldRows] = await db.batch([
      db.all<{ counts: string; row: string | null }>(searchPageQuery(arms, filter.status, order, { offset })),
      heldQuery,
    ] as const);
    const found = JSON.parse(page[0]?.counts ?? "{}") as Partial<Record<LeadStatus, number>>;
    for (const status of LEAD_STATUSES) counts[status] = Number(found[status] ?? 0);
    // An empty page is one row of nulls carrying the counts.
    rows = page.flatMap(({ row }) => (row === null ? [] : [{ row }]));
    held = heldRows;
  } else {
    const [page, heldRows, ...armCounts] = await db.batch([
      db.all<PackedRow>(rowsQuery(arms, filter.status, order, { offset })),
      heldQuery,
      ...arms.map((arm) => db.all<{ status: LeadStatus; n: number }>(countsQuery(arm))),
    ] as const);
    for (const group of armCounts) for (const { status, n } of group) counts[status] += Number(n);
    rows = page;
    held = heldRows;
  }
  const total = filter.status ? counts[filter.status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    rows: rows.map(toRow),
    counts,
    total,
    page: filter.page,
    pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    heldToday: Number(held[0]?.today ?? 0),
    heldTotal: Number(held[0]?.total ?? 0),
  };
}

/**
 * The sources one table's records came from: from its source index, one seek per source (each the
 * first one after the last found), where DISTINCT read every entry of the index.
 */
const sourcesOf = (table: Table) =>
  sql.raw(`select value from (with recursive seen(value) as (
      select min(attribution_source) from ${table} where spam_reason is null
      union all select (select min(attribution_source) from ${table} where spam_reason is null and attribution_source > seen.value)
      from seen where seen.value is not null
    ) select value from seen where value is not null)`);

/** The sources seen, for the filter's choices. */
export async function readSourceChoices(db: Database): Promise<string[]> {
  const rows = await db.all<{ value: string }>(sql`${sourcesOf("leads")} union ${sourcesOf("contact_messages")}`);
  return rows.map((row) => row.value).sort();
}
