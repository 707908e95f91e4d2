import { parseArgs } from "node:util";
import { eatDay } from "../../shared/eat-time";
import type { FunnelGrouping } from "./funnel";
import type { DayRange } from "./funnel-rollup";

export type ReportFormat = "table" | "json";
/** How the sessions are split: by the visit's source, by its campaign, or not at all. */
export type ReportGrouping = FunnelGrouping | null;
/** `days`: the days (EAT) whose chat sessions count. */
export type ReportOptions = { days: DayRange; format: ReportFormat; by: ReportGrouping };

const GROUPINGS: readonly FunnelGrouping[] = ["source", "campaign"];

export const REPORT_USAGE = `Usage: npm run funnel -- [--since <2026-11-01 | 2026-11-01T08:00:00Z | 7d | 12h>] [--from 2026-11-01] [--to 2026-11-30]
                          [--format table|json] [--by source|campaign]

Counts the chat sessions that opened the chat from the day (EAT) of --since or --from to --to, both included.`;

const RELATIVE = /^(\d+)([dh])$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

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

/** A calendar day (EAT) as YYYY-MM-DD that exists. */
function parseDay(option: string, value: string): string {
  if (!DAY.test(value) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value)
    throw new Error(`--${option}: "${value}" is not a date like 2026-11-01.`);
  return value;
}

/** Throws with a message fit for the terminal when the arguments are wrong. */
export function parseReportOptions(args: string[], now = new Date()): ReportOptions {
  const { values } = parseArgs({
    args,
    options: {
      since: { type: "string" },
      from: { type: "string" },
      to: { type: "string" },
      format: { type: "string", default: "table" },
      by: { type: "string" },
    },
    strict: true,
  });
  if (values.format !== "table" && values.format !== "json") throw new Error(`--format must be table or json, not "${values.format}".`);
  const by = values.by;
  if (by !== undefined && !GROUPINGS.includes(by as FunnelGrouping))
    throw new Error(`--by must be ${GROUPINGS.join(" or ")}, not "${by}".`);
  if (values.since !== undefined && values.from !== undefined) throw new Error("--since and --from both say where to start: give one.");
  const from =
    values.from !== undefined
      ? parseDay("from", values.from)
      : values.since !== undefined
        ? eatDay(parseSince(values.since, now).toISOString())
        : null;
  const to = values.to === undefined ? null : parseDay("to", values.to);
  if (from !== null && to !== null && from > to) throw new Error(`--from (${from}) is after --to (${to}).`);
  return { days: { from, to }, format: values.format, by: (by as FunnelGrouping | undefined) ?? null };
}
