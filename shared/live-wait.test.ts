import { describe, expect, it } from "vitest";
import { isNewWait, secondsBetween, waitLabel } from "./live-wait";

describe("a wait as the desk says it", () => {
  it.each([
    [0, "0 s"],
    [44.6, "45 s"],
    [59.4, "59 s"],
    [60, "1 min"],
    [80, "1 min 20 s"],
    [3599, "59 min 59 s"],
    [3600, "1 h 00 min"],
    [3900, "1 h 05 min"],
    [-5, "0 s"],
  ])("%s seconds → %s", (seconds, label) => {
    expect(waitLabel(seconds)).toBe(label);
  });

  it("counts whole seconds between two times, never fewer than none", () => {
    expect(secondsBetween("2026-11-30T07:00:00.000Z", "2026-11-30T07:01:20.400Z")).toBe(80);
    expect(secondsBetween("2026-11-30T07:01:00.000Z", "2026-11-30T07:00:00.000Z")).toBe(0);
  });
});

describe("a new visitor waiting", () => {
  it("is announced once: only a wait that began after the last one announced", () => {
    expect(isNewWait(null, null)).toBe(false);
    expect(isNewWait("2026-11-30T07:00:00.000Z", null)).toBe(true);
    expect(isNewWait("2026-11-30T07:00:00.000Z", "2026-11-30T07:00:00.000Z")).toBe(false);
    expect(isNewWait("2026-11-30T07:00:01.000Z", "2026-11-30T07:00:00.000Z")).toBe(true);
    expect(isNewWait("2026-11-30T06:59:00.000Z", "2026-11-30T07:00:00.000Z")).toBe(false);
  });
});
