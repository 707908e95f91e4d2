import { sql } from "drizzle-orm";
import { eatDayEnd, eatDayStart } from "../../shared/eat-time";
import type { Database } from "../db/client";
import type { InsightRange } from "./insight-range";

// How the records received in a range ended: Won's value (USD, as sales entered it with Won) by
// source and by owner, and Lost by reason. Chat leads, contact messages and guide requests alike;
// spam left out.

/** The records of both tables received within the range, with the columns these figures need. */
const received = (range: InsightRange, status: "won" | "lost") => {
  const from = eatDayStart(range.from);
  const to = eatDayEnd(range.to);
  return sql`(select attribution_source, owner, won_value_cents, lost_reason from leads
      where status = ${status} and spam_reason is null and created_at >= ${from} and created_at < ${to}
    union all select attribution_source, owner, won_value_cents, lost_reason from contact_messages
      where status = ${status} and spam_reason is null and source in ('contact', 'guide') and created_at >= ${from} and created_at < ${to})`;
};

/** Won records of one source or owner: how many, how many of them with a value, and the values' sum in cents. */
export type WonGroup = { group: string; won: number; valued: number; valueCents: number };
/** How many records were lost for one reason ("" when none was given). */
export type LostReason = { reason: string; lost: number };

export type Outcomes = { wonBySource: WonGroup[]; wonByOwner: WonGroup[]; lostReasons: LostReason[] };

type WonRow = { grp: string | null; won: number; valued: number; cents: number | null };

const wonBy = (db: Database, range: InsightRange, column: "attribution_source" | "owner") =>
  db.all<WonRow>(sql`select ${sql.identifier(column)} as grp, count(*) as won, count(won_value_cents) as valued,
    sum(won_value_cents) as cents from ${received(range, "won")} group by grp`);

const toGroups = (rows: readonly WonRow[]): WonGroup[] =>
  rows
    .map((row) => ({ group: row.grp ?? "", won: Number(row.won), valued: Number(row.valued), valueCents: Number(row.cents ?? 0) }))
    .sort((a, b) => b.valueCents - a.valueCents || b.won - a.won || a.group.localeCompare(b.group));

/** The three statements, for the caller's batch. */
export function outcomeQueries(db: Database, range: InsightRange) {
  return [
    wonBy(db, range, "attribution_source"),
    wonBy(db, range, "owner"),
    db.all<{ reason: string | null; lost: number }>(
      sql`select nullif(trim(lost_reason), '') as reason, count(*) as lost from ${received(range, "lost")} group by reason`,
    ),
  ] as const;
}

/** The batch's rows as the page shows them: the largest value first, the commonest reason first. */
export function outcomesOf([bySource, byOwner, lost]: [WonRow[], WonRow[], { reason: string | null; lost: number }[]]): Outcomes {
  return {
    wonBySource: toGroups(bySource),
    wonByOwner: toGroups(byOwner),
    lostReasons: lost
      .map((row) => ({ reason: row.reason ?? "", lost: Number(row.lost) }))
      .sort((a, b) => b.lost - a.lost || a.reason.localeCompare(b.reason)),
  };
}
