import { describe, expect, it } from "vitest";
import { officeHours, responseTargets } from "../../content/response-targets";
import { businessMinutesBetween } from "../../shared/business-clock";
import {
  dueCutoff,
  dueCutoffs,
  eatWeekStart,
  type FirstTouchRow,
  firstTouchByOfficeWeek,
  quantile,
  recentWeekStarts,
} from "./first-touch-stats";

/** An EAT wall-clock time as the ISO UTC instant stored. 2026-11-23 is a Monday. */
const eat = (local: string) => new Date(`${local}:00+03:00`).toISOString();

describe("quantile", () => {
  it("takes the middle of an odd list and interpolates an even one", () => {
    expect(quantile([1, 2, 3], 0.5)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([7], 0.5)).toBe(7);
    expect(quantile([7], 0.9)).toBe(7);
  });

  it("gives the 90th percentile between its neighbours", () => {
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1, 10);
    expect(quantile([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9)).toBe(90);
    expect(quantile([5, 500], 0.9)).toBeCloseTo(450.5, 10);
  });

  it("has none for no values", () => {
    expect(quantile([], 0.5)).toBeNull();
  });
});

describe("weeks in EAT, Monday first", () => {
  it("puts Sunday 23:59 EAT in the week before and Monday 00:00 EAT in the new one", () => {
    // Sunday 2026-11-29 23:59 EAT is 20:59 UTC; Monday 00:00 EAT is 21:00 UTC on Sunday.
    expect(eatWeekStart(eat("2026-11-29T23:59"))).toBe(eat("2026-11-23T00:00"));
    expect(eatWeekStart(eat("2026-11-30T00:00"))).toBe(eat("2026-11-30T00:00"));
    expect(eatWeekStart("2026-11-29T21:00:00.000Z")).toBe("2026-11-29T21:00:00.000Z");
    expect(eatWeekStart("2026-11-29T20:59:59.999Z")).toBe("2026-11-22T21:00:00.000Z");
  });

  it("starts every day of the week on the same Monday", () => {
    for (const day of ["23", "24", "25", "26", "27", "28", "29"])
      expect(eatWeekStart(eat(`2026-11-${day}T12:00`))).toBe(eat("2026-11-23T00:00"));
  });

  it("lists the last weeks oldest first, ending with the current one", () => {
    expect(recentWeekStarts(eat("2026-11-25T10:00"), 3)).toEqual([
      eat("2026-11-09T00:00"),
      eat("2026-11-16T00:00"),
      eat("2026-11-23T00:00"),
    ]);
  });
});

describe("due cutoff", () => {
  const nairobi = officeHours("nairobi");

  it("is the latest creation time whose target has passed", () => {
    // Tuesday 11:00: four business hours back is Monday 15:00 (Monday closes at 17:00, Tuesday opens at 09:00).
    const now = eat("2026-11-24T11:00");
    expect(dueCutoff(now, 240, nairobi)).toBe(eat("2026-11-23T15:00"));
    expect(dueCutoff(now, 60, nairobi)).toBe(eat("2026-11-24T10:00"));
  });

  it("steps back over the night and the weekend", () => {
    // Monday 09:30: the hour began on Saturday at 13:30 (Saturday closes at 14:00).
    expect(dueCutoff(eat("2026-11-30T09:30"), 60, nairobi)).toBe(eat("2026-11-28T13:30"));
  });

  it("agrees with business minutes: at the cutoff the target is reached, a millisecond later it is not", () => {
    const now = eat("2026-11-26T16:20");
    const hours = officeHours("kampala");
    const cutoff = dueCutoff(now, 240, hours);
    expect(businessMinutesBetween(cutoff, now, hours)).toBe(240);
    expect(businessMinutesBetween(new Date(Date.parse(cutoff) + 1).toISOString(), now, hours)).toBeLessThan(240);
  });

  it("is worked out per office and target", () => {
    const cutoffs = dueCutoffs(eat("2026-11-24T11:00"));
    expect(cutoffs.nairobi).toEqual({ highValue: eat("2026-11-24T10:00"), standard: eat("2026-11-23T15:00") });
    // Kampala opens at 08:00: three hours on Tuesday, one on Monday.
    expect(cutoffs.kampala).toEqual({ highValue: eat("2026-11-24T10:00"), standard: eat("2026-11-23T16:00") });
  });
});

describe("first touch per office and week", () => {
  // Now: Wednesday 2026-12-02 12:00 EAT; the weeks of 23 Nov and 30 Nov.
  const now = eat("2026-12-02T12:00");
  const weeks = recentWeekStarts(now, 2);
  const cutoffs = dueCutoffs(now);
  const row = (createdLocal: string, touchedLocal: string | null, extra: Partial<FirstTouchRow> = {}): FirstTouchRow => ({
    office: "nairobi",
    isHighValue: false,
    createdAt: eat(createdLocal),
    firstTouchAt: touchedLocal === null ? null : eat(touchedLocal),
    ...extra,
  });

  it("measures business minutes, with median, 90th percentile and the share within target", () => {
    const rows = [
      row("2026-11-23T10:00", "2026-11-23T10:30"), // 30 min
      row("2026-11-23T16:00", "2026-11-24T10:00"), // 120 min over the night
      row("2026-11-24T09:00", "2026-11-24T15:00"), // 360 min: late for the standard target
      row("2026-11-25T09:00", "2026-11-25T10:30", { isHighValue: true }), // 90 min: late for the hour
      row("2026-11-26T09:00", null), // untouched, long past due: missed
    ];
    const [nairobi] = firstTouchByOfficeWeek(rows, weeks, cutoffs);
    const week = nairobi!.weeks[0]!;
    expect(week).toEqual({
      weekStart: eat("2026-11-23T00:00"),
      records: 5,
      touched: 4,
      medianMinutes: 105,
      p90Minutes: quantile([30, 90, 120, 360], 0.9),
      withinTarget: 2,
      missed: 3,
      pending: 0,
      shareWithinTarget: 2 / 5,
    });
    expect(week.p90Minutes).toBeCloseTo(288, 10);
  });

  it("leaves untouched records not yet due out of the share, as pending", () => {
    const rows = [
      row("2026-12-02T10:00", "2026-12-02T10:20"), // within
      row("2026-12-02T11:30", null), // 30 business minutes old: not yet due
      row("2026-12-02T10:30", null, { isHighValue: true }), // 90 business minutes: past the hour
      row("2026-12-01T15:00", null), // Tuesday 15:00: 5 business hours ago
    ];
    const week = firstTouchByOfficeWeek(rows, weeks, cutoffs)[0]!.weeks[1]!;
    expect(week).toMatchObject({ records: 4, touched: 1, withinTarget: 1, missed: 2, pending: 1, medianMinutes: 20, p90Minutes: 20 });
    expect(week.shareWithinTarget).toBeCloseTo(1 / 3, 10);
  });

  it("holds each record to its own office's hours and keeps offices apart", () => {
    // Kampala opens at 08:00, Nairobi at 09:00: the same hour of the morning counts differently.
    const rows = [
      row("2026-11-23T07:00", "2026-11-23T09:00", { office: "kampala" }),
      row("2026-11-23T07:00", "2026-11-23T09:00", { office: "nairobi" }),
    ];
    const [nairobi, kampala, dar] = firstTouchByOfficeWeek(rows, weeks, cutoffs);
    expect(kampala!.weeks[0]!.medianMinutes).toBe(60);
    expect(nairobi!.weeks[0]!.medianMinutes).toBe(0);
    expect(dar!.weeks[0]).toMatchObject({ records: 0, medianMinutes: null, p90Minutes: null, shareWithinTarget: null });
  });

  it("buckets by the EAT week across a Sunday night and ignores records outside the weeks", () => {
    const rows = [
      row("2026-11-29T23:59", "2026-11-30T09:10"), // Sunday night: the week of 23 Nov
      row("2026-11-30T00:01", "2026-11-30T09:20"), // Monday just after midnight: the week of 30 Nov
      row("2026-11-22T23:59", "2026-11-23T09:00"), // the week before: not shown
    ];
    const [nairobi] = firstTouchByOfficeWeek(rows, weeks, cutoffs);
    expect(nairobi!.weeks.map((week) => [week.records, week.medianMinutes])).toEqual([
      [1, 10],
      [1, 20],
    ]);
  });

  it("counts a touch exactly at the target as within it", () => {
    const rows = [row("2026-11-23T09:00", "2026-11-23T13:00"), row("2026-11-23T09:00", "2026-11-23T13:01")];
    expect(responseTargets.standard.businessMinutes).toBe(240);
    expect(firstTouchByOfficeWeek(rows, weeks, cutoffs)[0]!.weeks[0]).toMatchObject({ withinTarget: 1, missed: 1 });
  });
});
