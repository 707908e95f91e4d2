import type { FunnelStepResult } from "./compute-funnel";
import type { FunnelDefinition } from "./funnel";
import type { SourceFunnel } from "./funnel-rollup";

/** `since`: the first day (EAT) whose chat sessions count; null for all time. */
export type FunnelReport = { funnel: FunnelDefinition; since: string | null; steps: FunnelStepResult[] };
export type FunnelBySourceReport = { funnel: FunnelDefinition; since: string | null; sources: SourceFunnel[] };

const percent = (share: number | null) => (share === null ? "–" : `${(share * 100).toFixed(1)}%`);

function title({ funnel, since }: { funnel: FunnelDefinition; since: string | null }): string {
  const period = since ? ` opened since ${since} (EAT)` : ", all time";
  return `${funnel.name} — chat sessions${period}, conversion window ${funnel.conversionWindowHours} h`;
}

function stepLines(steps: FunnelStepResult[]): string[] {
  const rows = [
    ["Step", "Sessions", "From previous", "From start"],
    ...steps.map((s, i) => [`${i + 1}. ${s.label}`, String(s.sessions), percent(s.fromPrevious), percent(s.fromStart)]),
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  return rows.map((row) => row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join("  "));
}

/** A plain-text table for the terminal. */
export function formatFunnelTable(report: FunnelReport): string {
  return [title(report), "", ...stepLines(report.steps)].join("\n");
}

/** One table per source, the largest first. */
export function formatFunnelBySourceTable(report: FunnelBySourceReport): string {
  const sections = report.sources.flatMap(({ source, steps }) => ["", `Source: ${source}`, ...stepLines(steps)]);
  return [`${title(report)}, by source`, ...(sections.length ? sections : ["", "No chat sessions."])].join("\n");
}

const round = (share: number | null) => (share === null ? null : Math.round(share * 10_000) / 10_000);
const roundedSteps = (steps: FunnelStepResult[]) =>
  steps.map((s) => ({ ...s, fromPrevious: round(s.fromPrevious), fromStart: round(s.fromStart) }));

const header = ({ funnel, since }: { funnel: FunnelDefinition; since: string | null }) => ({
  funnel: funnel.id,
  name: funnel.name,
  since,
  conversionWindowHours: funnel.conversionWindowHours,
});

/** The same figures for other programs; shares as fractions rounded to 4 places. */
export function formatFunnelJson(report: FunnelReport): string {
  return JSON.stringify({ ...header(report), steps: roundedSteps(report.steps) }, null, 2);
}

export function formatFunnelBySourceJson(report: FunnelBySourceReport): string {
  const sources = report.sources.map(({ source, steps }) => ({ source, steps: roundedSteps(steps) }));
  return JSON.stringify({ ...header(report), by: "source", sources }, null, 2);
}
