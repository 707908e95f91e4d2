import { type SQL, sql } from "drizzle-orm";
import type { DeskRecordType } from "../../shared/desk";
import { OFFICE_IDS, type OfficeId } from "../../shared/office-ids";
import type { Database } from "../db/client";
import { type LiveAnswering, liveAnsweringOf, liveAnsweringQuery } from "../live/live-insights";
import {
  type DueCutoffs,
  dueCutoffs,
  type FirstTouchRow,
  firstTouchByOfficeWeek,
  isOfficeId,
  isPastTarget,
  type OfficeWeeks,
  recentWeekStarts,
} from "./first-touch-stats";
import type { InsightRange } from "./insight-range";
import { type FunnelByGroup, funnelByGroup, leadReachQuery, sessionGroupQuery } from "./source-funnel";
import { type Outcomes, outcomeQueries, outcomesOf } from "./won-lost";

// The desk's insights page: how fast each office first touches what arrives, what is waiting right
// now, and for a range of days the funnel by source and by campaign, Won's value by source and by
// owner, the reasons for Lost, and live chat's answered share and median wait. Everything is read in
// one round trip (three requests at once); SQL aggregates what it can, and the times the medians
// need come back packed in a few texts.

const WEEKS_SHOWN = 8;
const OLDEST_SHOWN = 10;
const GROUPS_SHOWN = 25;

export type UntouchedOffice = { office: OfficeId; untouched: number; pastTarget: number };
export type UntouchedRecord = {
  type: DeskRecordType;
  id: string;
  name: string;
  company: string | null;
  office: OfficeId;
  isHighValue: boolean;
  createdAt: string;
  pastTarget: boolean;
};

export type Insights = {
  now: string;
  range: InsightRange;
  firstTouch: OfficeWeeks[];
  untouched: { offices: UntouchedOffice[]; oldest: UntouchedRecord[] };
  bySource: FunnelByGroup;
  byCampaign: FunnelByGroup;
  outcomes: Outcomes;
  live: LiveAnswering;
};

/** Untouched: still new, never touched, not spam (each table's partial status index). */
const UNTOUCHED = "status = 'new' and first_touch_at is null and spam_reason is null";
const DESK_MESSAGES = "source in ('contact', 'guide')";

/**
 * The records created since `since`, as few bytes as the statistics need: per office and value, one
 * text of "created touchDelay" pairs (seconds since the epoch, seconds to first touch or nothing).
 * Thousands of rows as separate values would cost the wire and the client many times what SQLite spends.
 */
const firstTouchQuery = (db: Database, since: string) =>
  db.all<{ office: string; hv: number; times: string | null }>(sql`
    select office, hv, group_concat(unixepoch(created_at) || ' ' || coalesce(unixepoch(first_touch_at) - unixepoch(created_at), ''), ',') as times
    from (
      select office, is_high_value as hv, created_at, first_touch_at from leads where created_at >= ${since} and spam_reason is null
      union all
      select office, 0, created_at, first_touch_at from contact_messages
      where created_at >= ${since} and spam_reason is null and ${sql.raw(DESK_MESSAGES)}
    ) group by office, hv`);

/** firstTouchQuery's packed times back as rows. */
function unpackTimes({ office, hv, times }: { office: string; hv: number; times: string | null }): FirstTouchRow[] {
  const isHighValue = Boolean(Number(hv));
  return (times ?? "").split(",").flatMap((pair) => {
    const [created, delay] = pair.split(" ");
    if (!created) return [];
    const createdMs = Number(created) * 1000;
    const firstTouchAt = delay ? new Date(createdMs + Number(delay) * 1000).toISOString() : null;
    return [{ office, isHighValue, createdAt: new Date(createdMs).toISOString(), firstTouchAt }];
  });
}

/** The cutoff of each untouched row's target as an SQL expression (its office, its value). */
function cutoffExpression(cutoffs: DueCutoffs): SQL {
  const byOffice = (target: "highValue" | "standard") =>
    sql`case office ${sql.join(
      OFFICE_IDS.map((office) => sql`when ${office} then ${cutoffs[office][target]}`),
      sql` `,
    )} end`;
  return sql`case when is_high_value then ${byOffice("highValue")} else ${byOffice("standard")} end`;
}

/** Per office, how many are untouched and how many of those have passed their target. */
const untouchedCountQuery = (db: Database, cutoffs: DueCutoffs) =>
  db.all<{ office: string; n: number; past: number }>(sql`
    select office, count(*) as n, sum(created_at <= ${cutoffExpression(cutoffs)}) as past from (
      select office, is_high_value, created_at from leads where ${sql.raw(UNTOUCHED)}
      union all
      select office, 0, created_at from contact_messages where ${sql.raw(UNTOUCHED)} and ${sql.raw(DESK_MESSAGES)}
    ) group by office`);

type OldestRow = {
  type: DeskRecordType;
  id: string;
  name: string;
  company: string | null;
  office: string;
  is_high_value: number;
  created_at: string;
};

/** The oldest untouched records: each table's oldest few (read from its index), merged. */
const oldestUntouchedQuery = (db: Database) =>
  db.all<OldestRow>(sql`
    select * from (select 'lead' as type, id, contact_name as name, contact_company as company, office, is_high_value, created_at
      from leads where ${sql.raw(UNTOUCHED)} order by created_at limit ${OLDEST_SHOWN})
    union all
    select * from (select source as type, id, name, company, office, 0 as is_high_value, created_at
      from contact_messages where ${sql.raw(UNTOUCHED)} and ${sql.raw(DESK_MESSAGES)} order by created_at limit ${OLDEST_SHOWN})
    order by created_at limit ${OLDEST_SHOWN}`);

/** Everything the insights page shows, as of `now`, with the funnels and outcomes of the records and sessions of `range`. */
export async function readInsights(db: Database, { now, range }: { now: Date; range: InsightRange }): Promise<Insights> {
  const nowIso = now.toISOString();
  const weekStarts = recentWeekStarts(nowIso, WEEKS_SHOWN);
  const cutoffs = dueCutoffs(nowIso);
  // Three requests at once, each a round trip: the lead funnel's read (a look at each lead's activity)
  // is the slow one, and the database answers it and the sessions per source and campaign (a few rows
  // of the funnel rollup per day) on other connections while it reads the rest in one batch. In one
  // batch they would queue. Both funnels come from the same two reads, grouped by source and campaign.
  const [[touchRows, untouchedCounts, oldest, liveRows, ...outcomeRows], leadReach, sessions] = await Promise.all([
    db.batch([
      firstTouchQuery(db, weekStarts[0]!),
      untouchedCountQuery(db, cutoffs),
      oldestUntouchedQuery(db),
      liveAnsweringQuery(db, range),
      ...outcomeQueries(db, range),
    ]),
    leadReachQuery(db, range),
    sessionGroupQuery(db, range),
  ]);

  const counted = new Map(untouchedCounts.map((row) => [row.office, row]));
  const offices = OFFICE_IDS.map((office) => ({
    office,
    untouched: Number(counted.get(office)?.n ?? 0),
    pastTarget: Number(counted.get(office)?.past ?? 0),
  }));
  const oldestRecords = oldest.flatMap((row): UntouchedRecord[] => {
    if (!isOfficeId(row.office)) return [];
    const record = { office: row.office, isHighValue: Boolean(Number(row.is_high_value)), createdAt: row.created_at };
    return [{ type: row.type, id: row.id, name: row.name, company: row.company, ...record, pastTarget: isPastTarget(record, cutoffs) }];
  });

  return {
    now: nowIso,
    range,
    firstTouch: firstTouchByOfficeWeek(touchRows.flatMap(unpackTimes), weekStarts, cutoffs),
    untouched: { offices, oldest: oldestRecords },
    bySource: funnelByGroup(leadReach, sessions, "source", GROUPS_SHOWN),
    byCampaign: funnelByGroup(leadReach, sessions, "campaign", GROUPS_SHOWN),
    outcomes: outcomesOf(outcomeRows),
    live: liveAnsweringOf(liveRows),
  };
}
