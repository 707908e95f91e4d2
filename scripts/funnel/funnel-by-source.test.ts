import { describe, expect, it } from "vitest";
import type { FunnelEventRow } from "./compute-funnel";
import { chatQualificationFunnel } from "./funnel";
import { computeFunnelBySource } from "./funnel-by-source";

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 9, minute)).toISOString();

/** A session that opens the chat with `start` data, then chooses sales and answers `answered` questions. */
function session(id: string, start: Record<string, string>, answered: number, startMinute = 0): FunnelEventRow[] {
  const steps = ["orgType", "size", "need", "stack", "urgency", "budget"].slice(0, answered);
  return [
    { sessionId: id, eventType: "session_start", data: { timestamp: at(startMinute), ...start }, receivedAt: at(startMinute) },
    { sessionId: id, eventType: "intent_selected", data: { intent: "sales" }, receivedAt: at(startMinute + 1) },
    ...steps.map((step, i) => ({
      sessionId: id,
      eventType: "step_completed",
      data: { step, value: "x" },
      receivedAt: at(startMinute + 2 + i),
    })),
  ];
}

const sessionsPerStep = (result: ReturnType<typeof computeFunnelBySource>, source: string) =>
  result.find((s) => s.source === source)?.steps.map((step) => step.sessions);

describe("computeFunnelBySource", () => {
  const rows = [
    ...session("a", { utm_source: "newsletter", $referring_domain: "mail.example.com" }, 6),
    ...session("b", { utm_source: "newsletter" }, 2),
    ...session("c", { $referring_domain: "www.google.com" }, 0),
    ...session("d", {}, 1),
    ...session("e", { utm_source: "newsletter", utm_campaign: "launch" }, 0),
  ];

  it("splits the sessions by utm_source, else the referring host, else direct, the largest source first", () => {
    const result = computeFunnelBySource(chatQualificationFunnel, rows);
    expect(result.map((s) => s.source)).toEqual(["newsletter", "direct", "www.google.com"]);
    expect(sessionsPerStep(result, "newsletter")).toEqual([3, 3, 2, 2, 1, 1, 1, 1, 0, 0]);
    expect(sessionsPerStep(result, "www.google.com")).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(sessionsPerStep(result, "direct")).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(result[0]!.steps[2]).toEqual({ label: "Answered organisation type", sessions: 2, fromPrevious: 2 / 3, fromStart: 2 / 3 });
  });

  it("every session counts in exactly one source, so the sources add up to the whole funnel", () => {
    const result = computeFunnelBySource(chatQualificationFunnel, rows);
    expect(result.reduce((sum, s) => sum + s.steps[0]!.sessions, 0)).toBe(5);
  });

  it("leaves out events of sessions whose start is not among the rows", () => {
    const orphan = session("f", { utm_source: "ads" }, 3).slice(1);
    expect(computeFunnelBySource(chatQualificationFunnel, orphan)).toEqual([]);
  });

  it("takes the source from a session's first start", () => {
    const twice = [...session("g", { utm_source: "later" }, 0, 30), ...session("g", { utm_source: "first" }, 0, 0)];
    expect(computeFunnelBySource(chatQualificationFunnel, twice).map((s) => s.source)).toEqual(["first"]);
  });
});
