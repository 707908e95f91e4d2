import type { FunnelDefinition, FunnelStep } from "./funnel";

/** One stored event, as the funnel needs it. */
export type FunnelEventRow = { sessionId: string; eventType: string; data: unknown; receivedAt: string; seq?: number | null };

export type FunnelStepResult = {
  label: string;
  sessions: number;
  /** Share of the previous step's sessions that reached this one; null for the first step or none before. */
  fromPrevious: number | null;
  /** Share of the first step's sessions; null when no session started. */
  fromStart: number | null;
};

function matches(step: FunnelStep, row: FunnelEventRow): boolean {
  if (row.eventType !== step.event) return false;
  const data = (row.data ?? {}) as Record<string, unknown>;
  return Object.entries(step.where ?? {}).every(([key, value]) => data[key] === value);
}

/** How many steps, in order and within the window, one session's events (sorted by time) reach. */
function stepsReached(funnel: FunnelDefinition, events: TimedEvent[]): number {
  const windowMs = funnel.conversionWindowHours * 3_600_000;
  const [firstStep] = funnel.steps;
  let best = 0;
  // Each occurrence of the first step may start the funnel; the session counts its best attempt.
  events.forEach((start, startIndex) => {
    if (!firstStep || !matches(firstStep, start.row)) return;
    let reached = 1;
    for (const { row, time } of events.slice(startIndex + 1)) {
      if (reached === funnel.steps.length || time - start.time > windowMs) break;
      if (matches(funnel.steps[reached]!, row)) reached += 1;
    }
    best = Math.max(best, reached);
  });
  return best;
}

type TimedEvent = { row: FunnelEventRow; time: number };

/**
 * One session's events in the order they happened: by the browser's sequence number when both carry
 * one (clocks may disagree, the queue may reorder), else by the server's receive time; equal times
 * fall back to funnel order rather than arrival order.
 */
function inSessionOrder(funnel: FunnelDefinition, events: TimedEvent[]): TimedEvent[] {
  const stepIndex = (row: FunnelEventRow) => funnel.steps.findIndex((step) => matches(step, row));
  const bySeq = events.every(({ row }) => typeof row.seq === "number");
  return events.sort((a, b) => (bySeq ? a.row.seq! - b.row.seq! : a.time - b.time || stepIndex(a.row) - stepIndex(b.row)));
}

/** How many of the funnel's steps one session's events reach (the funnel rollup stores it per session). */
export function sessionReach(funnel: FunnelDefinition, rows: readonly FunnelEventRow[]): number {
  return stepsReached(
    funnel,
    inSessionOrder(
      funnel,
      rows.map((row) => ({ row, time: Date.parse(row.receivedAt) })),
    ),
  );
}

/**
 * Sessions reaching each step of an ordered funnel. An event id is stored once, so a redelivered
 * event can never count twice.
 */
export function computeFunnel(funnel: FunnelDefinition, rows: FunnelEventRow[]): FunnelStepResult[] {
  const bySession = new Map<string, FunnelEventRow[]>();
  for (const row of rows) {
    const events = bySession.get(row.sessionId) ?? [];
    events.push(row);
    bySession.set(row.sessionId, events);
  }
  const counts = funnel.steps.map(() => 0);
  for (const events of bySession.values()) {
    const reached = sessionReach(funnel, events);
    for (let i = 0; i < reached; i++) counts[i]! += 1;
  }
  return funnelResults(funnel, counts);
}

/** Sessions per step (from the first) as the report shows them, with each step's share. */
export function funnelResults(funnel: FunnelDefinition, counts: readonly number[]): FunnelStepResult[] {
  const ratio = (part: number, whole: number | undefined) => (whole ? part / whole : null);
  return funnel.steps.map((step, i) => ({
    label: step.label,
    sessions: counts[i] ?? 0,
    fromPrevious: i === 0 ? null : ratio(counts[i] ?? 0, counts[i - 1]),
    fromStart: ratio(counts[i] ?? 0, counts[0]),
  }));
}
