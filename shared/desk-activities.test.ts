import { describe, expect, it } from "vitest";
import { eatDueLabel, eatInputToIso, formatUsdCents, usdToCents } from "./desk-activities";

describe("a due time typed in EAT", () => {
  it("is the instant three hours earlier in UTC", () => {
    expect(eatInputToIso("2026-12-02T10:00")).toBe("2026-12-02T07:00:00.000Z");
    expect(eatInputToIso("2026-12-01T01:30")).toBe("2026-11-30T22:30:00.000Z");
  });

  it("refuses what is no date and time", () => {
    for (const value of ["2026-02-31T10:00", "2026-12-02T24:00", "2026-12-02T10:60", "2026-12-02", "2026-12-02 10:00", "soon"]) {
      expect(eatInputToIso(value), value).toBeNull();
    }
  });

  it("is shown as sales say it, in EAT", () => {
    expect(eatDueLabel("2026-12-02T07:00:00.000Z")).toBe("Wed 2 Dec 10:00");
    expect(eatDueLabel("2026-11-30T22:30:00.000Z")).toBe("Tue 1 Dec 01:30");
  });
});

describe("a deal value in US dollars", () => {
  it("is read to the cent, with or without thousands separators and a dollar sign", () => {
    expect(usdToCents("12400")).toBe(1_240_000);
    expect(usdToCents("12,400")).toBe(1_240_000);
    expect(usdToCents("$12,400.5")).toBe(1_240_050);
    expect(usdToCents(" 0.01 ")).toBe(1);
  });

  it("refuses nothing, zero, negatives, three decimals, misplaced separators and absurd sums", () => {
    for (const value of ["", "0", "0.00", "-5", "12.345", "12,40", "1,2345", "1e5", "lots", "100000001"]) {
      expect(usdToCents(value), value).toBeNull();
    }
  });

  it("is written with cents only when there are some", () => {
    expect(formatUsdCents(1_240_000)).toBe("$12,400");
    expect(formatUsdCents(1_240_050)).toBe("$12,400.50");
  });
});
