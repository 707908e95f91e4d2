import type { FunnelStepResult } from "./compute-funnel";
import type { FunnelDefinition, FunnelGrouping } from "./funnel";
import type { DayRange, GroupFunnel } from "./funnel-rollup";

/** `days`: the days (EAT) whose chat sessions count. */
export type FunnelReport = { funnel: FunnelDefinition; days: DayRange; steps: FunnelStepResult[] };
export type FunnelByGroupReport = { funnel: FunnelDefinition; days: DayRange; by: FunnelGrouping; groups: GroupFunnel[] };

const percent = (share: number | null) => (share === null ? "–" : `${(share * 100).toFixed(1)}%`);

function period({ from, to }: DayRange): string {
  if (from && to) return ` opened from ${from} to ${to} (EAT)`;
  if (from) return ` opened since ${from} (EAT)`;
  if (to) return ` opened up to ${to} (EAT)`;
  return ", all time";
}

const title = ({ funnel, days }: { funnel: FunnelDefinition; days: DayRange }) =>
  `${funnel.name} — chat sessions${period(days)}, conversion window ${funnel.conversionWindowHours} h`;

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

const GROUP_LABELS: Record<FunnelGrouping, string> = { source: "Source", campaign: "Campaign" };

/** One table per source or campaign, the largest first. */
export function formatFunnelByGroupTable(report: FunnelByGroupReport): string {
  const sections = report.groups.flatMap(({ group, steps }) => ["", `${GROUP_LABELS[report.by]}: ${group}`, ...stepLines(steps)]);
  return [`${title(report)}, by ${report.by}`, ...(sections.length ? sections : ["", "No chat sessions."])].join("\n");
}

const round = (share: number | null) => (share === null ? null : Math.round(share * 10_000) / 10_000);
const roundedSteps = (steps: FunnelStepResult[]) =>
  steps.map((s) => ({ ...s, fromPrevious: round(s.fromPrevious), fromStart: round(s.fromStart) }));

const header = ({ funnel, days }: { funnel: FunnelDefinition; days: DayRange }) => ({
  funnel: funnel.id,
  name: funnel.name,
  since: days.from,
  until: days.to,
  conversionWindowHours: funnel.conversionWindowHours,
});

/** The same figures for other programs; shares as fractions rounded to 4 places. */
export function formatFunnelJson(report: FunnelReport): string {
  return JSON.stringify({ ...header(report), steps: roundedSteps(report.steps) }, null, 2);
}

/** By source: `sources: [{ source, steps }]`; by campaign: `campaigns: [{ campaign, steps }]`. */
export function formatFunnelByGroupJson(report: FunnelByGroupReport): string {
  const groups = report.groups.map(({ group, steps }) => ({ [report.by]: group, steps: roundedSteps(steps) }));
  return JSON.stringify({ ...header(report), by: report.by, [report.by === "source" ? "sources" : "campaigns"]: groups }, null, 2);
}
