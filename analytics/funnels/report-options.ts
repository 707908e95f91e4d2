import { parseArgs } from "node:util";

export type ReportFormat = "table" | "json";
/** How the sessions are split: by the visit's source, or not at all. */
export type ReportGrouping = "source" | null;
export type ReportOptions = { since: Date | null; format: ReportFormat; by: ReportGrouping };

export const REPORT_USAGE = `Usage: npm run funnel -- [--since <2026-11-01 | 2026-11-01T08:00:00Z | 7d | 12h>] [--format table|json] [--by source]

Counts the chat sessions that opened the chat on the day (EAT) --since falls on, or later.`;

const RELATIVE = /^(\d+)([dh])$/;

/** `--since` as a date or time (ISO 8601) or as a span back from `now` (7d, 12h). */
export function parseSince(value: string, now = new Date()): Date {
  const relative = RELATIVE.exec(value);
  if (relative) {
    const hours = Number(relative[1]) * (relative[2] === "d" ? 24 : 1);
    return new Date(now.getTime() - hours * 3_600_000);
  }
  const date = /^\d{4}-\d{2}-\d{2}(T.+)?$/.test(value) ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw new Error(`--since: "${value}" is neither an ISO date or time nor a span like 7d or 12h.`);
  return date;
}

/** Throws with a message fit for the terminal when the arguments are wrong. */
export function parseReportOptions(args: string[], now = new Date()): ReportOptions {
  const { values } = parseArgs({
    args,
    options: { since: { type: "string" }, format: { type: "string", default: "table" }, by: { type: "string" } },
    strict: true,
  });
  if (values.format !== "table" && values.format !== "json") throw new Error(`--format must be table or json, not "${values.format}".`);
  if (values.by !== undefined && values.by !== "source") throw new Error(`--by must be source, not "${values.by}".`);
  return { since: values.since === undefined ? null : parseSince(values.since, now), format: values.format, by: values.by ?? null };
}
