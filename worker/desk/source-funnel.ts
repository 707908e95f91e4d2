import { sql } from "drizzle-orm";
import { chatQualificationFunnel, type FunnelGrouping, NO_CAMPAIGN } from "../../analytics/funnels/funnel";
import { eatDayEnd, eatDayStart } from "../../shared/eat-time";
import type { Database } from "../db/client";
import type { InsightRange } from "./insight-range";

// The sales funnel by where visits came from (source) and by campaign (utm_campaign): chat sessions
// (the funnel rollup of the analytics log, by the source and campaign session_start recorded) → chat
// leads → each working status sales moved them to. A lead counts at a step when it ever got that far,
// by its current status or any status it was moved to on the desk (desk_activity); a lead lost after
// "connected" still counts as attempting and connected. A lead counts at "meeting" when a meeting
// joined it (booked, whatever became of it; not one held for review): a side step of the leads, so
// both it and "attempting" are shares of the leads. Both reads group by source and campaign
// together, so one pass over the leads gives both funnels.

export const FUNNEL_STEPS = ["sessions", "leads", "meeting", "attempting", "connected", "qualified", "won"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
type FunnelCounts = Record<FunnelStep, number>;

/** The step each step's share is of: the step before it, except that a lead need not book a meeting to be worked. */
const SHARE_OF: Record<Exclude<FunnelStep, "sessions">, FunnelStep> = {
  leads: "sessions",
  meeting: "leads",
  attempting: "leads",
  connected: "attempting",
  qualified: "connected",
  won: "qualified",
};

/** The statuses of the funnel in order; "new" and "lost" reach none of them. */
const WORKED = ["attempting", "connected", "qualified", "won"] as const;

export type GroupFunnel = {
  /** The source or campaign; "" for all of them together. */
  group: string;
  counts: FunnelCounts;
  /** Each step as a share of the step before it (SHARE_OF); null for the first step and after a step of 0. */
  conversion: Record<FunnelStep, number | null>;
};

/** A status's place in WORKED, from 1; 0 for "new" and "lost". */
const rankOf = (column: string) =>
  sql.raw(`case ${column} ${WORKED.map((status, i) => `when '${status}' then ${i + 1}`).join(" ")} else 0 end`);

/** Both reads' rows carry the source and the campaign ("" for none). */
type Grouped = { source: string; campaign: string };
export type LeadReachRow = Grouped & { leads: number; meeting: number } & Record<(typeof WORKED)[number], number>;
export type SessionRow = Grouped & { sessions: number };

/**
 * Chat leads created within the days (EAT) per source and campaign, and how many reached each status.
 * The furthest step of a lead is its current status's, or that of a status it was moved to (the
 * correlated subquery reads the lead's own activity through its record index). A won lead needs no
 * look, nor one never touched: any move on the desk out of "new" sets first_touch_at.
 */
export function leadReachQuery(db: Database, days: InsightRange) {
  const reached = WORKED.map((status, i) => `sum(reach >= ${i + 1}) as ${status}`).join(", ");
  // Materialized, so the subquery runs once per lead rather than once per sum() it feeds.
  return db.all<LeadReachRow>(sql`with lead_reach as materialized (
    select attribution_source as source, coalesce(utm_campaign, '') as campaign,
      case when status = 'won' then ${WORKED.length} when first_touch_at is null then ${rankOf("status")} else max(${rankOf("status")}, coalesce(
      (select max(${rankOf("a.to_value")}) from desk_activity a where a.record_id = leads.id and a.kind = 'status' and a.record_type = 'lead'), 0)
    ) end as reach,
      exists (select 1 from meetings m where m.lead_id = leads.id and m.spam_reason is null) as met
    from leads where spam_reason is null and created_at >= ${eatDayStart(days.from)} and created_at < ${eatDayEnd(days.to)}
  ) select source, campaign, count(*) as leads, sum(met) as meeting, ${sql.raw(reached)} from lead_reach group by source, campaign`);
}

/** The rollup's first step of the chat funnel, "Opened the chat": every session that started. */
const OPENED_THE_CHAT = 1;

/**
 * Chat sessions per source and campaign that opened the chat within the days (EAT), named as a lead's
 * attribution_source is (shared/attribution.ts: utm_source, else the referring host, else "direct",
 * from each session's first session_start). Read from the funnel rollup the analytics log keeps
 * (analytics/sinks/funnel-rollup-sink.ts): a few rows per day, source and campaign rather than every session.
 */
export function sessionGroupQuery(db: Database, days: InsightRange) {
  return db.all<SessionRow>(sql`select source, campaign, sum(sessions) as sessions from analytics_funnel_daily
    where funnel_id = ${chatQualificationFunnel.id} and step = ${OPENED_THE_CHAT} and day >= ${days.from} and day <= ${days.to}
    group by source, campaign`);
}

function withConversion(group: string, counts: FunnelCounts): GroupFunnel {
  const conversion = Object.fromEntries(
    FUNNEL_STEPS.map((step) => {
      const before = step === "sessions" ? 0 : counts[SHARE_OF[step]];
      return [step, before === 0 ? null : counts[step] / before];
    }),
  ) as GroupFunnel["conversion"];
  return { group, counts, conversion };
}

const zero = (): FunnelCounts => ({ sessions: 0, leads: 0, meeting: 0, attempting: 0, connected: 0, qualified: 0, won: 0 });

export type FunnelByGroup = {
  by: FunnelGrouping;
  /** Every group together; its group is "". */
  all: GroupFunnel;
  groups: GroupFunnel[];
  /** Groups left out of `groups` (counted in `all`). */
  otherGroups: number;
};

/**
 * Both queries' rows as one funnel per source or campaign ("(none)" for none), most leads first
 * (then most sessions), at most `limit` of them, and the funnel of all of them together.
 */
export function funnelByGroup(
  leadRows: readonly LeadReachRow[],
  sessionRows: readonly SessionRow[],
  by: FunnelGrouping,
  limit: number,
): FunnelByGroup {
  const byGroup = new Map<string, FunnelCounts>();
  const countsOf = (row: Grouped) => {
    const group = by === "source" ? row.source : row.campaign || NO_CAMPAIGN;
    const counts = byGroup.get(group) ?? zero();
    byGroup.set(group, counts);
    return counts;
  };
  for (const row of sessionRows) countsOf(row).sessions += Number(row.sessions);
  for (const row of leadRows) {
    const counts = countsOf(row);
    counts.leads += Number(row.leads);
    counts.meeting += Number(row.meeting);
    for (const status of WORKED) counts[status] += Number(row[status]);
  }
  const total = zero();
  for (const counts of byGroup.values()) for (const step of FUNNEL_STEPS) total[step] += counts[step];
  const sorted = [...byGroup]
    .sort(([a, x], [b, y]) => y.leads - x.leads || y.sessions - x.sessions || a.localeCompare(b))
    .map(([group, counts]) => withConversion(group, counts));
  return { by, all: withConversion("", total), groups: sorted.slice(0, limit), otherGroups: Math.max(0, sorted.length - limit) };
}
