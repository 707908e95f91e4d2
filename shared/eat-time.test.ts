import { describe, expect, it } from "vitest";
import { eatDayEnd, eatDayStart, eatIsoTime, eatTime, elapsed } from "./eat-time";

describe("desk times", () => {
  it("shows a UTC time in EAT, across midnight", () => {
    expect(eatTime("2026-11-23T22:30:00.000Z")).toBe("2026-11-24 01:30");
    expect(eatTime("2026-11-23T06:05:59.999Z")).toBe("2026-11-23 09:05");
  });

  it("writes a UTC time as ISO 8601 in EAT, with its offset, across midnight", () => {
    expect(eatIsoTime("2026-11-23T22:30:15.999Z")).toBe("2026-11-24T01:30:15+03:00");
    expect(Date.parse(eatIsoTime("2026-11-23T06:05:59.000Z"))).toBe(Date.parse("2026-11-23T06:05:59.000Z"));
  });

  it.each([
    ["2026-11-23T09:00:00Z", "2026-11-23T09:12:20Z", "12 min"],
    ["2026-11-23T09:00:00Z", "2026-11-23T12:05:00Z", "3 h 05 min"],
    ["2026-11-21T09:00:00Z", "2026-11-23T13:00:00Z", "2 d 4 h"],
    ["2026-11-23T09:00:00Z", "2026-11-23T08:00:00Z", "0 min"],
  ])("elapsed from %s to %s is %s", (from, to, expected) => {
    expect(elapsed(from, to)).toBe(expected);
  });

  it("reads a calendar day as EAT's", () => {
    expect(eatDayStart("2026-11-23")).toBe("2026-11-22T21:00:00.000Z");
    expect(eatDayEnd("2026-11-23")).toBe("2026-11-23T21:00:00.000Z");
  });
});
