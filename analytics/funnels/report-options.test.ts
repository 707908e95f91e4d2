import { describe, expect, it } from "vitest";
import { parseReportOptions, parseSince } from "./report-options";

const now = new Date("2026-11-22T12:00:00.000Z");

describe("npm run funnel options", () => {
  it("defaults to all time as a table", () => {
    expect(parseReportOptions([], now)).toEqual({ since: null, format: "table", by: null });
  });

  it("reads --since as a date, a time or a span back from now, and --format json", () => {
    expect(parseReportOptions(["--since", "2026-11-01", "--format", "json"], now)).toEqual({
      since: new Date("2026-11-01T00:00:00.000Z"),
      format: "json",
      by: null,
    });
    expect(parseReportOptions(["--by", "source"], now).by).toBe("source");
    expect(parseSince("2026-11-20T08:30:00Z", now).toISOString()).toBe("2026-11-20T08:30:00.000Z");
    expect(parseSince("7d", now).toISOString()).toBe("2026-11-15T12:00:00.000Z");
    expect(parseSince("12h", now).toISOString()).toBe("2026-11-22T00:00:00.000Z");
  });

  it("refuses what it cannot read", () => {
    expect(() => parseReportOptions(["--since", "last week"], now)).toThrow(/--since/);
    expect(() => parseReportOptions(["--since", "2026-13-45"], now)).toThrow(/--since/);
    expect(() => parseReportOptions(["--format", "csv"], now)).toThrow(/table or json/);
    expect(() => parseReportOptions(["--sinse", "7d"], now)).toThrow();
    expect(() => parseReportOptions(["--by", "campaign"], now)).toThrow(/--by must be source/);
  });
});
