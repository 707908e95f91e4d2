import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { LogDatabase } from "../log/log-database";
import { analyticsFunnelDaily } from "../log/tables";
import { type FunnelStepResult, funnelResults } from "./compute-funnel";
import { type FunnelDefinition, type FunnelGrouping, NO_CAMPAIGN } from "./funnel";

// The funnel as the rollup sink keeps it (analytics_funnel_daily: sessions per step, source, campaign
// and day in EAT, each session on the day it opened the chat): `npm run funnel` and the desk's
// insights add up a few rows instead of reading every event.

/** The days (EAT, YYYY-MM-DD) whose sessions count, both included; null: no bound. */
export type DayRange = { from: string | null; to: string | null };
export const ALL_DAYS: DayRange = { from: null, to: null };

/** One source's or one campaign's funnel. */
export type GroupFunnel = { group: string; steps: FunnelStepResult[] };

/** Sessions that reached a step, for one source and campaign ("" for none), over the days read. */
export type RollupRow = { source: string; campaign: string; step: number; sessions: number };

/** Sessions per source, campaign and step, of the sessions that opened the chat within `days`. */
export async function readFunnelRollup(db: LogDatabase, funnel: FunnelDefinition, days: DayRange): Promise<RollupRow[]> {
  const t = analyticsFunnelDaily;
  const rows = await db
    .select({ source: t.source, campaign: t.campaign, step: t.step, sessions: sql<number>`sum(${t.sessions})` })
    .from(t)
    .where(
      and(
        eq(t.funnelId, funnel.id),
        days.from === null ? undefined : gte(t.day, days.from),
        days.to === null ? undefined : lte(t.day, days.to),
      ),
    )
    .groupBy(t.source, t.campaign, t.step);
  return rows.map((row) => ({ ...row, sessions: Number(row.sessions) }));
}

/** The funnel over the rows' sources together. */
export function funnelOfRollup(funnel: FunnelDefinition, rows: readonly RollupRow[]): FunnelStepResult[] {
  const counts = funnel.steps.map(() => 0);
  for (const row of rows) if (row.step >= 1 && row.step <= counts.length) counts[row.step - 1]! += row.sessions;
  return funnelResults(funnel, counts);
}

/** A row's group: its source (utm_source, else the referring host, else "direct"), or its campaign. */
const groupOf = (row: RollupRow, by: FunnelGrouping) => (by === "source" ? row.source : row.campaign || NO_CAMPAIGN);

/** The funnel of each source or campaign, the ones with most sessions first. */
export function funnelByGroupOfRollup(funnel: FunnelDefinition, rows: readonly RollupRow[], by: FunnelGrouping): GroupFunnel[] {
  const groups = new Map<string, RollupRow[]>();
  for (const row of rows) {
    const group = groupOf(row, by);
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  return [...groups]
    .map(([group, groupRows]) => ({ group, steps: funnelOfRollup(funnel, groupRows) }))
    .sort((a, b) => (b.steps[0]?.sessions ?? 0) - (a.steps[0]?.sessions ?? 0) || a.group.localeCompare(b.group));
}
