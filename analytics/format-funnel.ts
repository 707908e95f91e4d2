import type { FunnelStepResult } from "./compute-funnel";
import type { FunnelDefinition } from "./funnel";

export type FunnelReport = { funnel: FunnelDefinition; since: Date | null; steps: FunnelStepResult[] };

const percent = (share: number | null) => (share === null ? "–" : `${(share * 100).toFixed(1)}%`);

/** A plain-text table for the terminal. */
export function formatFunnelTable({ funnel, since, steps }: FunnelReport): string {
  const period = since ? `since ${since.toISOString()}` : "all time";
  const rows = [
    ["Step", "Sessions", "From previous", "From start"],
    ...steps.map((s, i) => [`${i + 1}. ${s.label}`, String(s.sessions), percent(s.fromPrevious), percent(s.fromStart)]),
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const lines = rows.map((row) => row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join("  "));
  return [`${funnel.name} — chat sessions, ${period} (conversion window ${funnel.conversionWindowHours} h)`, "", ...lines].join("\n");
}

/** The same figures for other programs; shares as fractions rounded to 4 places. */
export function formatFunnelJson({ funnel, since, steps }: FunnelReport): string {
  const round = (share: number | null) => (share === null ? null : Math.round(share * 10_000) / 10_000);
  return JSON.stringify(
    {
      funnel: funnel.id,
      name: funnel.name,
      since: since?.toISOString() ?? null,
      conversionWindowHours: funnel.conversionWindowHours,
      steps: steps.map((s) => ({ ...s, fromPrevious: round(s.fromPrevious), fromStart: round(s.fromStart) })),
    },
    null,
    2,
  );
}
