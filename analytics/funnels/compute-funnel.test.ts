import { describe, expect, it } from "vitest";
import { computeFunnel, type FunnelEventRow } from "./compute-funnel";
import { chatQualificationFunnel, type FunnelDefinition } from "./funnel";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute)).toISOString();

/** The events a session produces walking the chat as far as `upTo` funnel steps, a minute apart. */
function session(id: string, upTo: number, startMinute = 0): FunnelEventRow[] {
  const data = [
    { timestamp: at(startMinute) },
    { intent: "sales" },
    { step: "orgType", value: "Legal" },
    { step: "size", value: "11–50" },
    { step: "need", value: "Website" },
    { step: "stack", value: "None" },
    { step: "urgency", value: "Now" },
    { step: "budget", value: "Standard" },
    { count: 1, ids: ["web-design-growth"] },
    { leadScore: 55, isHighValue: false },
    { office: "nairobi", kind: "video", leadLinked: true, leadTimeHours: 26.5 },
  ];
  return chatQualificationFunnel.steps.slice(0, upTo).map((step, i) => ({
    sessionId: id,
    eventType: step.event,
    data: data[i],
    receivedAt: at(startMinute + i),
  }));
}

const sessionsPerStep = (rows: FunnelEventRow[], funnel = chatQualificationFunnel) => computeFunnel(funnel, rows).map((s) => s.sessions);

describe("computeFunnel", () => {
  it("counts the sessions reaching each step, with conversion from the previous step and from the start", () => {
    const rows = [...session("a", 11), ...session("b", 10), ...session("c", 4), ...session("d", 1)];
    const result = computeFunnel(chatQualificationFunnel, rows);
    expect(result.map((s) => s.sessions)).toEqual([4, 3, 3, 3, 2, 2, 2, 2, 2, 2, 1]);
    expect(result[0]).toEqual({ label: "Opened the chat", sessions: 4, fromPrevious: null, fromStart: 1 });
    expect(result[1]).toEqual({ label: "Chose sales", sessions: 3, fromPrevious: 0.75, fromStart: 0.75 });
    expect(result[4]).toEqual({ label: "Answered primary need", sessions: 2, fromPrevious: 2 / 3, fromStart: 0.5 });
    expect(result[9]).toEqual({ label: "Submitted the lead form", sessions: 2, fromPrevious: 1, fromStart: 0.5 });
    expect(result[10]).toEqual({ label: "Booked a meeting", sessions: 1, fromPrevious: 0.5, fromStart: 0.25 });
  });

  it("orders by receive time, not by the order rows arrive in", () => {
    expect(sessionsPerStep(session("a", 11).reverse())).toEqual(Array(11).fill(1));
  });

  it("does not count a step that happened before the previous one", () => {
    const rows = session("a", 4).map((row) => (row.eventType === "intent_selected" ? { ...row, receivedAt: at(30) } : row));
    expect(sessionsPerStep(rows)).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("counts only the sales intent as entering qualification", () => {
    const rows = session("a", 3).map((row) => (row.eventType === "intent_selected" ? { ...row, data: { intent: "faq" } } : row));
    expect(sessionsPerStep(rows).slice(0, 3)).toEqual([1, 0, 0]);
  });

  it("lets a restarted conversation that then chooses sales continue the funnel", () => {
    const rows = [
      ...session("a", 2).map((row) => (row.eventType === "intent_selected" ? { ...row, data: { intent: "support" } } : row)),
      { sessionId: "a", eventType: "conversation_restarted", data: {}, receivedAt: at(5) },
      { sessionId: "a", eventType: "intent_selected", data: { intent: "sales" }, receivedAt: at(6) },
      { sessionId: "a", eventType: "step_completed", data: { step: "orgType", value: "SMEs" }, receivedAt: at(7) },
    ];
    expect(sessionsPerStep(rows).slice(0, 4)).toEqual([1, 1, 1, 0]);
  });

  it("drops a session that reaches a step after the conversion window", () => {
    const funnel: FunnelDefinition = { ...chatQualificationFunnel, conversionWindowHours: 1 };
    const rows = session("a", 3).map((row, i) => (i === 2 ? { ...row, receivedAt: at(61) } : row));
    expect(sessionsPerStep(rows, funnel).slice(0, 3)).toEqual([1, 1, 0]);
  });

  it("keeps funnel order for events received in the same millisecond", () => {
    const rows = session("a", 3)
      .map((row) => ({ ...row, receivedAt: at(0) }))
      .reverse();
    expect(sessionsPerStep(rows).slice(0, 3)).toEqual([1, 1, 1]);
  });

  it("ignores events outside the funnel and sessions that never started it", () => {
    const rows = [
      { sessionId: "x", eventType: "recommendation_clicked", data: { recommendationId: "data-analytics" }, receivedAt: at(1) },
      ...session("y", 3).slice(1),
    ];
    expect(sessionsPerStep(rows)).toEqual(Array(11).fill(0));
    expect(computeFunnel(chatQualificationFunnel, rows)[1]).toMatchObject({ fromPrevious: null, fromStart: null });
  });
});
