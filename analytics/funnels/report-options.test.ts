import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parseReportOptions, parseSince } from "./report-options";

const now = new Date("2026-11-22T12:00:00.000Z");

describe("npm run funnel options", () => {
  it("defaults to all time as a table", () => {
    expect(parseReportOptions([], now)).toEqual({ days: { from: null, to: null }, format: "table", by: null });
  });

  it("reads --since as a date, a time or a span back from now (its day in EAT), and --format json", () => {
    expect(parseReportOptions(["--since", "2026-11-01", "--format", "json"], now)).toEqual({
      days: { from: "2026-11-01", to: null },
      format: "json",
      by: null,
    });
    // 22:30 UTC is 01:30 the next day in EAT.
    expect(parseReportOptions(["--since", "2026-11-20T22:30:00Z"], now).days.from).toBe("2026-11-21");
    expect(parseSince("2026-11-20T08:30:00Z", now).toISOString()).toBe("2026-11-20T08:30:00.000Z");
    expect(parseSince("7d", now).toISOString()).toBe("2026-11-15T12:00:00.000Z");
    expect(parseSince("12h", now).toISOString()).toBe("2026-11-22T00:00:00.000Z");
  });

  it("reads --from and --to as days in EAT, and --by source or campaign", () => {
    expect(parseReportOptions(["--from", "2026-11-01", "--to", "2026-11-30", "--by", "campaign"], now)).toEqual({
      days: { from: "2026-11-01", to: "2026-11-30" },
      format: "table",
      by: "campaign",
    });
    expect(parseReportOptions(["--to", "2026-11-30"], now).days).toEqual({ from: null, to: "2026-11-30" });
    expect(parseReportOptions(["--by", "source"], now).by).toBe("source");
  });

  it("refuses what it cannot read", () => {
    expect(() => parseReportOptions(["--since", "last week"], now)).toThrow(/--since/);
    expect(() => parseReportOptions(["--since", "2026-13-45"], now)).toThrow(/--since/);
    expect(() => parseReportOptions(["--format", "csv"], now)).toThrow(/table or json/);
    expect(() => parseReportOptions(["--sinse", "7d"], now)).toThrow();
    expect(() => parseReportOptions(["--by", "medium"], now)).toThrow(/--by must be source or campaign/);
    expect(() => parseReportOptions(["--from", "2026-02-30"], now)).toThrow(/--from/);
    expect(() => parseReportOptions(["--to", "30/11/2026"], now)).toThrow(/--to/);
    expect(() => parseReportOptions(["--from", "2026-12-01", "--to", "2026-11-30"], now)).toThrow(/after --to/);
    expect(() => parseReportOptions(["--since", "7d", "--from", "2026-11-01"], now)).toThrow(/give one/);
  });
});

describe("npm run funnel", () => {
  const root = resolve(import.meta.dirname, "../..");
  const run = (args: string[]) =>
    promisify(execFile)(resolve(root, "node_modules/.bin/tsx"), ["analytics/funnels/funnel-report.ts", ...args], {
      cwd: root,
      // Never reached: a bad command line exits before any database is opened.
      env: { PATH: process.env.PATH, TURSO_DATABASE_URL: "http://127.0.0.1:9" },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it("exits with 2 and the usage when --by is neither source nor campaign", async () => {
    const result = await run(["--by", "medium"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--by must be source or campaign, not "medium"');
    expect(result.stderr).toContain("[--by source|campaign]");
    expect(result.stdout).toBe("");
  }, 30_000);
});
