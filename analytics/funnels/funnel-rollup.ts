import { and, eq, gte, sql } from "drizzle-orm";
import type { LogDatabase } from "../log/log-database";
import { analyticsFunnelDaily } from "../log/tables";
import { type FunnelStepResult, funnelResults } from "./compute-funnel";
import type { FunnelDefinition } from "./funnel";

// The funnel as the rollup sink keeps it (analytics_funnel_daily: sessions per step, source and day
// in EAT, each session on the day it opened the chat): `npm run funnel` adds up a few rows instead
// of reading every event.

export type SourceFunnel = { source: string; steps: FunnelStepResult[] };

/** Sessions that reached a step, for one source, over the days read. */
export type RollupRow = { source: string; step: number; sessions: number };

/** The day in EAT (the rollup's days) that an ISO time falls on: "2026-11-24". */

/** Sessions per source and step, of the sessions that opened the chat on `sinceDay` (EAT) or later; all days when null. */
export async function readFunnelRollup(db: LogDatabase, funnel: FunnelDefinition, sinceDay: string | null): Promise<RollupRow[]> {
  const rows = await db
    .select({
      source: analyticsFunnelDaily.source,
      step: analyticsFunnelDaily.step,
      sessions: sql<number>`sum(${analyticsFunnelDaily.sessions})`,
    })
    .from(analyticsFunnelDaily)
    .where(and(eq(analyticsFunnelDaily.funnelId, funnel.id), sinceDay === null ? undefined : gte(analyticsFunnelDaily.day, sinceDay)))
    .groupBy(analyticsFunnelDaily.source, analyticsFunnelDaily.step);
  return rows.map((row) => ({ ...row, sessions: Number(row.sessions) }));
}

/** The funnel over the rows' sources together. */
export function funnelOfRollup(funnel: FunnelDefinition, rows: readonly RollupRow[]): FunnelStepResult[] {
  const counts = funnel.steps.map(() => 0);
  for (const row of rows) if (row.step >= 1 && row.step <= counts.length) counts[row.step - 1]! += row.sessions;
  return funnelResults(funnel, counts);
}

/**
 * The funnel of each source (the visit's utm_source, else its referring host, else "direct", as the
 * session's first session_start recorded it), the sources with most sessions first.
 */
export function funnelBySourceOfRollup(funnel: FunnelDefinition, rows: readonly RollupRow[]): SourceFunnel[] {
  const sources = [...new Set(rows.map((row) => row.source))];
  return sources
    .map((source) => ({
      source,
      steps: funnelOfRollup(
        funnel,
        rows.filter((row) => row.source === source),
      ),
    }))
    .sort((a, b) => (b.steps[0]?.sessions ?? 0) - (a.steps[0]?.sessions ?? 0) || a.source.localeCompare(b.source));
}
