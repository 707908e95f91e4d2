import { officeHours, responseTargetFor } from "../../content/response-targets";
import { businessMinutesBetween, type OpeningHours } from "../../shared/business-clock";
import { DAY_MS, EAT_OFFSET_MS, eatMidnight } from "../../shared/eat-time";
import { OFFICE_IDS, type OfficeId } from "../../shared/office-ids";

// The statistics of the desk's insights page, as pure functions of rows and a clock: weeks in EAT,
// quantiles, and how fast each office first touched what it received, against its response target.

const WEEK_MS = 7 * DAY_MS;

/** The instant (ms) of the Monday 00:00 EAT that starts the week of the instant `ms`. */
function eatWeekStartMs(ms: number): number {
  const midnight = eatMidnight(ms);
  const sinceMonday = (new Date(midnight + EAT_OFFSET_MS).getUTCDay() + 6) % 7;
  return midnight - sinceMonday * DAY_MS;
}

/** The Monday 00:00 EAT that starts the week of `iso`, as the ISO-8601 UTC text rows store. */
export const eatWeekStart = (iso: string): string => new Date(eatWeekStartMs(Date.parse(iso))).toISOString();

/** The starts of the last `count` weeks, oldest first, the current (unfinished) week last. */
export function recentWeekStarts(nowIso: string, count: number): string[] {
  const current = Date.parse(eatWeekStart(nowIso));
  return Array.from({ length: count }, (_, i) => new Date(current - (count - 1 - i) * WEEK_MS).toISOString());
}

/**
 * The p-quantile (0–1) of ascending values, interpolating between neighbours (the usual "type 7",
 * as spreadsheets' PERCENTILE.INC): the median of 1, 2, 3, 4 is 2.5. Null for no values.
 * Hand-written: ten lines do not justify a statistics package in the Worker.
 */
export function quantile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const lower = sorted[below]!;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)]!;
  return lower + (upper - lower) * (position - below);
}

/**
 * The latest creation time whose response target has passed by `nowIso`: a record created at or
 * before it and still untouched has missed its target. Business minutes since creation only fall as
 * the creation time moves later, so a binary search to the millisecond finds it.
 */
export function dueCutoff(nowIso: string, targetMinutes: number, hours: OpeningHours): string {
  const now = Date.parse(nowIso);
  const reached = (created: number) => businessMinutesBetween(new Date(created).toISOString(), nowIso, hours) >= targetMinutes;
  // A month back always holds the target's few business hours; the loop keeps `lo` reached and `hi` not.
  let lo = now - 31 * DAY_MS;
  let hi = now;
  if (!reached(lo)) return new Date(lo).toISOString();
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (reached(mid)) lo = mid;
    else hi = mid;
  }
  return new Date(lo).toISOString();
}

/** Per office, the cutoff of each target (dueCutoff), for `nowIso`. */
export type DueCutoffs = Record<OfficeId, { highValue: string; standard: string }>;

export function dueCutoffs(nowIso: string): DueCutoffs {
  const entries = OFFICE_IDS.map((office) => {
    const hours = officeHours(office);
    const cutoff = (isHighValue: boolean) => dueCutoff(nowIso, responseTargetFor({ isHighValue }).businessMinutes, hours);
    return [office, { highValue: cutoff(true), standard: cutoff(false) }] as const;
  });
  return Object.fromEntries(entries) as DueCutoffs;
}

export const isOfficeId = (value: string): value is OfficeId => (OFFICE_IDS as readonly string[]).includes(value);

/** Whether an untouched record has passed its target (was created at or before its cutoff). */
export const isPastTarget = (record: { office: OfficeId; isHighValue: boolean; createdAt: string }, cutoffs: DueCutoffs) =>
  record.createdAt <= cutoffs[record.office][record.isHighValue ? "highValue" : "standard"];

export type FirstTouchRow = { office: string; isHighValue: boolean; createdAt: string; firstTouchAt: string | null };

export type WeekStats = {
  weekStart: string;
  /** Records created in the week. */
  records: number;
  touched: number;
  /** Time to first touch of the touched ones, in business minutes. */
  medianMinutes: number | null;
  p90Minutes: number | null;
  withinTarget: number;
  /** Touched late, or untouched past the target. */
  missed: number;
  /** Untouched and not yet due: left out of the share. */
  pending: number;
  /** withinTarget / (withinTarget + missed); null when neither. */
  shareWithinTarget: number | null;
};

export type OfficeWeeks = { office: OfficeId; weeks: WeekStats[] };

type Bucket = { minutes: number[]; within: number; missed: number; pending: number; records: number };
const emptyBucket = (): Bucket => ({ minutes: [], within: 0, missed: 0, pending: 0, records: 0 });

/** Each office's weeks (those of `weekStarts`), from the records created in them. */
export function firstTouchByOfficeWeek(rows: readonly FirstTouchRow[], weekStarts: readonly string[], cutoffs: DueCutoffs): OfficeWeeks[] {
  const buckets = new Map<string, Bucket>();
  const bucketOf = (office: OfficeId, week: string) => {
    const key = `${office} ${week}`;
    const bucket = buckets.get(key) ?? emptyBucket();
    buckets.set(key, bucket);
    return bucket;
  };
  // Weeks compared as numbers: thousands of rows, one date text fewer each.
  const weeks = new Map(weekStarts.map((week) => [Date.parse(week), week]));
  for (const row of rows) {
    const week = weeks.get(eatWeekStartMs(Date.parse(row.createdAt)));
    if (!isOfficeId(row.office) || week === undefined) continue;
    const bucket = bucketOf(row.office, week);
    bucket.records++;
    if (row.firstTouchAt === null) {
      if (isPastTarget({ ...row, office: row.office }, cutoffs)) bucket.missed++;
      else bucket.pending++;
      continue;
    }
    const minutes = businessMinutesBetween(row.createdAt, row.firstTouchAt, officeHours(row.office));
    bucket.minutes.push(minutes);
    if (minutes <= responseTargetFor(row).businessMinutes) bucket.within++;
    else bucket.missed++;
  }
  return OFFICE_IDS.map((office) => ({
    office,
    weeks: weekStarts.map((weekStart): WeekStats => {
      const bucket = buckets.get(`${office} ${weekStart}`) ?? emptyBucket();
      const sorted = bucket.minutes.sort((a, b) => a - b);
      const decided = bucket.within + bucket.missed;
      return {
        weekStart,
        records: bucket.records,
        touched: sorted.length,
        medianMinutes: quantile(sorted, 0.5),
        p90Minutes: quantile(sorted, 0.9),
        withinTarget: bucket.within,
        missed: bucket.missed,
        pending: bucket.pending,
        shareWithinTarget: decided === 0 ? null : bucket.within / decided,
      };
    }),
  }));
}
