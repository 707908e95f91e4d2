import { attributionOfSession } from "../../shared/analytics-events";
import { attributionSource } from "../../shared/attribution";
import { computeFunnel, type FunnelEventRow, type FunnelStepResult } from "./compute-funnel";
import type { FunnelDefinition } from "./funnel";

export type SourceFunnel = { source: string; steps: FunnelStepResult[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The funnel computed separately for each source of the chat sessions: the visit's utm_source, else
 * its referring host, else "direct", as session_start recorded it. A session without a session_start
 * never enters the funnel, so it belongs to no source. Sources with the most sessions come first.
 */
export function computeFunnelBySource(funnel: FunnelDefinition, rows: FunnelEventRow[]): SourceFunnel[] {
  const sourceOfSession = new Map<string, { source: string; receivedAt: string }>();
  for (const row of rows) {
    if (row.eventType !== "session_start") continue;
    const known = sourceOfSession.get(row.sessionId);
    // The session's first start tells where it came from.
    if (known && known.receivedAt <= row.receivedAt) continue;
    const source = attributionSource(attributionOfSession(isRecord(row.data) ? row.data : {}));
    sourceOfSession.set(row.sessionId, { source, receivedAt: row.receivedAt });
  }

  const rowsBySource = new Map<string, FunnelEventRow[]>();
  for (const row of rows) {
    const source = sourceOfSession.get(row.sessionId)?.source;
    if (source === undefined) continue;
    const sourceRows = rowsBySource.get(source) ?? [];
    sourceRows.push(row);
    rowsBySource.set(source, sourceRows);
  }

  return [...rowsBySource]
    .map(([source, sourceRows]) => ({ source, steps: computeFunnel(funnel, sourceRows) }))
    .sort((a, b) => (b.steps[0]?.sessions ?? 0) - (a.steps[0]?.sessions ?? 0) || a.source.localeCompare(b.source));
}
