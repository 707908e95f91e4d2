import { describe, expect, it } from "vitest";
import { businessDeadline, businessMinutesBetween, type OpeningHours } from "./business-clock";

// Nairobi's hours (Mon–Fri 09:00–17:00, Sat 09:00–14:00) and Kampala's (08:00–17:00, Sat 09:00–13:00), in EAT.
const NAIROBI: OpeningHours = { weekdays: { opens: "09:00", closes: "17:00" }, saturday: { opens: "09:00", closes: "14:00" } };
const KAMPALA: OpeningHours = { weekdays: { opens: "08:00", closes: "17:00" }, saturday: { opens: "09:00", closes: "13:00" } };

/** An EAT wall-clock time as the ISO UTC instant stored. 2026-11-23 is a Monday. */
const eat = (local: string) => new Date(`${local}:00+03:00`).toISOString();

describe("business deadline", () => {
  it.each([
    ["inside hours", "2026-11-23T10:15", 60, NAIROBI, "2026-11-23T11:15"],
    ["arriving in the evening: next morning", "2026-11-23T19:40", 60, NAIROBI, "2026-11-24T10:00"],
    ["before opening", "2026-11-23T06:00", 60, KAMPALA, "2026-11-23T09:00"],
    ["spilling over closing time", "2026-11-23T16:30", 60, NAIROBI, "2026-11-24T09:30"],
    ["Saturday's short hours", "2026-11-28T13:30", 60, NAIROBI, "2026-11-30T09:30"],
    ["Saturday, Kampala closes at 13:00", "2026-11-28T12:30", 60, KAMPALA, "2026-11-30T08:30"],
    ["Sunday: Monday morning", "2026-11-29T11:00", 60, NAIROBI, "2026-11-30T10:00"],
    ["four business hours from Friday afternoon", "2026-11-27T15:00", 240, NAIROBI, "2026-11-28T11:00"],
    ["exactly at closing", "2026-11-23T17:00", 60, NAIROBI, "2026-11-24T10:00"],
  ])("%s", (_case, from, minutes, hours, expected) => {
    expect(businessDeadline(eat(from), minutes, hours)).toBe(eat(expected));
  });
});

describe("business minutes between", () => {
  it.each([
    ["same hour", "2026-11-23T10:00", "2026-11-23T10:45", NAIROBI, 45],
    ["overnight counts only open time", "2026-11-23T16:00", "2026-11-24T10:00", NAIROBI, 120],
    ["over a weekend", "2026-11-28T13:00", "2026-11-30T09:30", NAIROBI, 90],
    ["Sunday only", "2026-11-29T08:00", "2026-11-29T20:00", NAIROBI, 0],
    ["reversed", "2026-11-23T12:00", "2026-11-23T11:00", NAIROBI, 0],
  ])("%s", (_case, from, to, hours, expected) => {
    expect(businessMinutesBetween(eat(from), eat(to), hours)).toBe(expected);
  });

  it("agrees with the deadline", () => {
    const from = eat("2026-11-27T16:10");
    expect(businessMinutesBetween(from, businessDeadline(from, 240, KAMPALA), KAMPALA)).toBe(240);
  });
});
