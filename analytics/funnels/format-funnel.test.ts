import { describe, expect, it } from "vitest";
import { formatFunnelByGroupJson, formatFunnelByGroupTable, formatFunnelJson, formatFunnelTable } from "./format-funnel";
import { chatQualificationFunnel } from "./funnel";

const steps = [
  { label: "Opened the chat", sessions: 8, fromPrevious: null, fromStart: 1 },
  { label: "Chose sales", sessions: 3, fromPrevious: 0.375, fromStart: 0.375 },
];
const report = { funnel: chatQualificationFunnel, days: { from: "2026-11-01", to: null }, steps };

describe("funnel report output", () => {
  it("prints an aligned table with counts and percentages", () => {
    const lines = formatFunnelTable(report).split("\n");
    expect(lines[0]).toBe("Chat qualification funnel — chat sessions opened since 2026-11-01 (EAT), conversion window 24 h");
    expect(lines.slice(2)).toEqual([
      "Step                Sessions  From previous  From start",
      "1. Opened the chat         8              –      100.0%",
      "2. Chose sales             3          37.5%       37.5%",
    ]);
  });

  it("prints JSON with shares as fractions", () => {
    expect(JSON.parse(formatFunnelJson({ ...report, days: { from: null, to: null } }))).toEqual({
      funnel: "chat-qualification",
      name: "Chat qualification funnel",
      since: null,
      until: null,
      conversionWindowHours: 24,
      steps,
    });
  });

  it("prints one table per source, and JSON with a list of sources", () => {
    const bySource = {
      funnel: chatQualificationFunnel,
      days: { from: null, to: null },
      by: "source" as const,
      groups: [
        { group: "newsletter", steps },
        { group: "direct", steps: steps.slice(0, 1) },
      ],
    };
    expect(formatFunnelByGroupTable(bySource).split("\n")).toEqual([
      "Chat qualification funnel — chat sessions, all time, conversion window 24 h, by source",
      "",
      "Source: newsletter",
      "Step                Sessions  From previous  From start",
      "1. Opened the chat         8              –      100.0%",
      "2. Chose sales             3          37.5%       37.5%",
      "",
      "Source: direct",
      "Step                Sessions  From previous  From start",
      "1. Opened the chat         8              –      100.0%",
    ]);
    expect(formatFunnelByGroupTable({ ...bySource, groups: [] })).toContain("No chat sessions.");
    expect(JSON.parse(formatFunnelByGroupJson(bySource))).toMatchObject({
      funnel: "chat-qualification",
      by: "source",
      sources: [
        { source: "newsletter", steps },
        { source: "direct", steps: steps.slice(0, 1) },
      ],
    });
  });

  it("prints one table per campaign over a range of days, and JSON with a list of campaigns", () => {
    const byCampaign = {
      funnel: chatQualificationFunnel,
      days: { from: "2026-11-01", to: "2026-11-30" },
      by: "campaign" as const,
      groups: [{ group: "(none)", steps }],
    };
    expect(formatFunnelByGroupTable(byCampaign).split("\n").slice(0, 3)).toEqual([
      "Chat qualification funnel — chat sessions opened from 2026-11-01 to 2026-11-30 (EAT), conversion window 24 h, by campaign",
      "",
      "Campaign: (none)",
    ]);
    expect(JSON.parse(formatFunnelByGroupJson(byCampaign))).toMatchObject({
      since: "2026-11-01",
      until: "2026-11-30",
      by: "campaign",
      campaigns: [{ campaign: "(none)", steps }],
    });
  });
});
