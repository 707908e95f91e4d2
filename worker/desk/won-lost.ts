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

type WonRow = { source: string; owner: string | null; won: number; valued: number; cents: number | null };
type LostRow = { reason: string | null; lost: number };

/** The won records grouped by source and owner together: one read gives both tables. */
const wonQuery = (db: Database, range: InsightRange) =>
  db.all<WonRow>(sql`select attribution_source as source, owner, count(*) as won, count(won_value_cents) as valued,
    sum(won_value_cents) as cents from ${received(range, "won")} group by source, owner`);

/** Adds up the rows by one of their columns, the largest value first. */
function wonBy(rows: readonly WonRow[], key: "source" | "owner"): WonGroup[] {
  const groups = new Map<string, WonGroup>();
  for (const row of rows) {
    const group = row[key] ?? "";
    const sum = groups.get(group) ?? { group, won: 0, valued: 0, valueCents: 0 };
    sum.won += Number(row.won);
    sum.valued += Number(row.valued);
    sum.valueCents += Number(row.cents ?? 0);
    groups.set(group, sum);
  }
  return [...groups.values()].sort((a, b) => b.valueCents - a.valueCents || b.won - a.won || a.group.localeCompare(b.group));
}

/** The two statements, for the caller's batch. */
export function outcomeQueries(db: Database, range: InsightRange) {
  return [
    wonQuery(db, range),
    db.all<LostRow>(sql`select nullif(trim(lost_reason), '') as reason, count(*) as lost from ${received(range, "lost")} group by reason`),
  ] as const;
}

/** The batch's rows as the page shows them: the largest value first, the commonest reason first. */
export function outcomesOf([won, lost]: [WonRow[], LostRow[]]): Outcomes {
  return {
    wonBySource: wonBy(won, "source"),
    wonByOwner: wonBy(won, "owner"),
    lostReasons: lost
      .map((row) => ({ reason: row.reason ?? "", lost: Number(row.lost) }))
      .sort((a, b) => b.lost - a.lost || a.reason.localeCompare(b.reason)),
  };
}
