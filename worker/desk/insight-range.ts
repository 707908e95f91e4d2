import * as v from "valibot";
import { DAY_MS, eatDay } from "../../shared/eat-time";

// The days the insights' funnels and outcomes cover: any range of calendar days in EAT (from and to
// both included), or one of the presets, the last N days up to today.

/** The presets the page links to, in days up to today. */
export const INSIGHT_PRESETS = [7, 30, 90, 365] as const;
const DEFAULT_PRESET = 90;
/** Ten years: longer than anything the desk keeps, short enough to catch a typo in the year. */
const LONGEST_DAYS = 3660;

/** Days (EAT) as YYYY-MM-DD, both included. */
export type InsightRange = { from: string; to: string };

/** The last `days` days up to and including today (EAT). */
export function lastDays(days: number, now: Date): InsightRange {
  const to = eatDay(now.toISOString());
  return { from: eatDay(new Date(Date.parse(`${to}T12:00:00Z`) - (days - 1) * DAY_MS).toISOString()), to };
}

const day = (label: string) =>
  v.pipe(
    v.string(),
    v.isoDate(`${label} must be a date (YYYY-MM-DD)`),
    v.check((value) => new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value, `${label} must be a date that exists`),
  );

const rangeSchema = v.pipe(
  v.object({ from: day("From"), to: day("To") }),
  v.check(({ from, to }) => from <= to, "From must not be after To"),
  v.check(({ from, to }) => (Date.parse(to) - Date.parse(from)) / DAY_MS < LONGEST_DAYS, "The range must be under ten years"),
);

const presetMessage = `days must be one of: ${INSIGHT_PRESETS.join(", ")}`;
const presetSchema = v.pipe(v.string(), v.picklist(INSIGHT_PRESETS.map(String), presetMessage), v.transform(Number));

/**
 * The range a query string asks for: from and to, else a preset (days=30), else the last 90 days. What
 * cannot be read is reported and the default range is shown instead, never a failure.
 */
export function parseInsightRange(params: URLSearchParams, now: Date): { range: InsightRange; errors: string[] } {
  const fallback = lastDays(DEFAULT_PRESET, now);
  const from = params.get("from");
  const to = params.get("to");
  if (from || to) {
    const parsed = v.safeParse(rangeSchema, { from: from || fallback.from, to: to || fallback.to });
    return parsed.success ? { range: parsed.output, errors: [] } : { range: fallback, errors: parsed.issues.map((issue) => issue.message) };
  }
  const days = params.get("days");
  if (days === null) return { range: fallback, errors: [] };
  const parsed = v.safeParse(presetSchema, days);
  return parsed.success
    ? { range: lastDays(parsed.output, now), errors: [] }
    : { range: fallback, errors: parsed.issues.map((issue) => issue.message) };
}
