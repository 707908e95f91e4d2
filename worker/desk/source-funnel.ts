import { sql } from "drizzle-orm";
import { chatQualificationFunnel } from "../../analytics/funnels/funnel";
import { eatDay } from "../../shared/eat-time";
import type { Database } from "../db/client";

// The sales funnel by where visits came from: chat sessions (the funnel rollup of the analytics log,
// by the source session_start recorded) → chat leads → each working status sales moved them to. A lead
// counts at a step when it ever got that far, by its current status or any status it was moved to on
// the desk (desk_activity); a lead lost after "connected" still counts as attempting and connected.

export const FUNNEL_STEPS = ["sessions", "leads", "attempting", "connected", "qualified", "won"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
type FunnelCounts = Record<FunnelStep, number>;

/** The statuses of the funnel in order; "new" and "lost" reach none of them. */
const WORKED = ["attempting", "connected", "qualified", "won"] as const;

export type SourceFunnel = {
  source: string;
  counts: FunnelCounts;
  /** Each step as a share of the step before it; null for the first step and after a step of 0. */
  conversion: Record<FunnelStep, number | null>;
};

/** A status's place in WORKED, from 1; 0 for "new" and "lost". */
const rankOf = (column: string) =>
  sql.raw(`case ${column} ${WORKED.map((status, i) => `when '${status}' then ${i + 1}`).join(" ")} else 0 end`);

type LeadReachRow = { source: string; leads: number } & Record<(typeof WORKED)[number], number>;

/**
 * Chat leads created since `since` per source, and how many reached each status. The furthest step
 * of a lead is its current status's, or that of a status it was moved to (the correlated subquery
 * reads the lead's own activity through its record index). A won lead needs no look, nor one never
 * touched: any move on the desk out of "new" sets first_touch_at.
 */
export function leadReachQuery(db: Database, since: string) {
  const reached = WORKED.map((status, i) => `sum(reach >= ${i + 1}) as ${status}`).join(", ");
  // Materialized, so the subquery runs once per lead rather than once per sum() it feeds.
  return db.all<LeadReachRow>(sql`with lead_reach as materialized (
    select attribution_source as source, case when status = 'won' then ${WORKED.length} when first_touch_at is null then ${rankOf("status")} else max(${rankOf("status")}, coalesce(
      (select max(${rankOf("a.to_value")}) from desk_activity a where a.record_id = leads.id and a.kind = 'status' and a.record_type = 'lead'), 0)
    ) end as reach
    from leads where spam_reason is null and created_at >= ${since}
  ) select source, count(*) as leads, ${sql.raw(reached)} from lead_reach group by source`);
}

type SessionRow = { source: string; sessions: number };

/** The day in EAT (the funnel rollup's days) that an ISO time falls on. */

/** The rollup's first step of the chat funnel, "Opened the chat": every session that started. */
const OPENED_THE_CHAT = 1;

/**
 * Chat sessions per source that opened the chat on the EAT day of `since` or later, named as a lead's
 * attribution_source is (shared/attribution.ts: utm_source, else the referring host, else "direct",
 * from each session's first session_start). Read from the funnel rollup the analytics log keeps
 * (analytics/sinks/funnel-rollup-sink.ts): a few rows per day and source rather than every session.
 */
export function sessionSourceQuery(db: Database, since: string) {
  return db.all<SessionRow>(sql`select source, sum(sessions) as sessions from analytics_funnel_daily
    where funnel_id = ${chatQualificationFunnel.id} and step = ${OPENED_THE_CHAT} and day >= ${eatDay(since)}
    group by source`);
}

function withConversion(source: string, counts: FunnelCounts): SourceFunnel {
  const conversion = Object.fromEntries(
    FUNNEL_STEPS.map((step, i) => {
      const before = i === 0 ? 0 : counts[FUNNEL_STEPS[i - 1]!];
      return [step, before === 0 ? null : counts[step] / before];
    }),
  ) as SourceFunnel["conversion"];
  return { source, counts, conversion };
}

const zero = (): FunnelCounts => ({ sessions: 0, leads: 0, attempting: 0, connected: 0, qualified: 0, won: 0 });

export type FunnelBySource = {
  /** Every source together; its source is "". */
  all: SourceFunnel;
  sources: SourceFunnel[];
  /** Sources left out of `sources` (counted in `all`). */
  otherSources: number;
};

/**
 * Both queries' rows as one funnel per source, most leads first (then most sessions), at most
 * `limit` of them, and the funnel of all sources together (every source, shown or not).
 */
export function funnelBySource(leadRows: readonly LeadReachRow[], sessionRows: readonly SessionRow[], limit: number): FunnelBySource {
  const bySource = new Map<string, FunnelCounts>();
  const countsOf = (source: string) => {
    const counts = bySource.get(source) ?? zero();
    bySource.set(source, counts);
    return counts;
  };
  for (const row of sessionRows) countsOf(row.source).sessions += Number(row.sessions);
  for (const row of leadRows) {
    const counts = countsOf(row.source);
    counts.leads += Number(row.leads);
    for (const status of WORKED) counts[status] += Number(row[status]);
  }
  const total = zero();
  for (const counts of bySource.values()) for (const step of FUNNEL_STEPS) total[step] += counts[step];
  const sorted = [...bySource]
    .sort(([a, x], [b, y]) => y.leads - x.leads || y.sessions - x.sessions || a.localeCompare(b))
    .map(([source, counts]) => withConversion(source, counts));
  return { all: withConversion("", total), sources: sorted.slice(0, limit), otherSources: Math.max(0, sorted.length - limit) };
}
