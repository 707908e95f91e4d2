import { beforeAll, describe, expect, it } from "vitest";
import { withLocalTestDatabase } from "../../scripts/local-test-database";
import { QUALIFICATION_ORDER, QUALIFICATION_STEPS } from "../../shared/allowed-values";
import { eatDay } from "../../shared/eat-time";
import { eventRegistry } from "../events/registry";
import { appendEvents, type LogEntry } from "../log/append";
import { checkLogMessage } from "../log/check-message";
import type { LogDatabase } from "../log/log-database";
import { funnelRollupSink } from "../sinks/funnel-rollup-sink";
import { runSink } from "../sinks/run-sink";
import { computeFunnel } from "./compute-funnel";
import { chatQualificationFunnel } from "./funnel";
import { ALL_DAYS, funnelByGroupOfRollup, funnelOfRollup, readFunnelRollup } from "./funnel-rollup";

// `npm run funnel`'s figures: chat sessions appended to the log by its writer, counted by the real
// funnel rollup sink, and read back from analytics_funnel_daily on a real libSQL server.

let db: LogDatabase;
withLocalTestDatabase("kilele-funnel-rollup-", (connections) => {
  ({ db } = connections);
});

const at = (date: number, minute: number, hour = 9) => new Date(Date.UTC(2026, 11, date, hour, minute)).toISOString();

function logged(sessionId: string, eventType: string, data: unknown, receivedAt: string): LogEntry {
  const checked = checkLogMessage(eventRegistry, { eventType, eventId: crypto.randomUUID(), sessionId, data, receivedAt, country: null });
  if (!checked.success) throw new Error(checked.reason);
  return checked.entry;
}

/** A session that opens the chat with `start` data at `startAt`, then chooses sales and answers `answered` questions. */
function session(start: Record<string, string>, answered: number, startAt: string, id: string = crypto.randomUUID()): LogEntry[] {
  const minute = (n: number) => new Date(Date.parse(startAt) + n * 60_000).toISOString();
  return [
    logged(id, "session_start", { timestamp: startAt, ...start }, startAt),
    logged(id, "intent_selected", { intent: "sales" }, minute(1)),
    ...QUALIFICATION_ORDER.slice(0, answered).map((step, i) =>
      logged(id, "step_completed", { step, value: QUALIFICATION_STEPS[step][0] }, minute(2 + i)),
    ),
  ];
}

/** A session from `start` through every question, its recommendations and lead, to a meeting booked in the chat. */
function bookedSession(start: Record<string, string>, startAt: string): LogEntry[] {
  const asked = session(start, QUALIFICATION_ORDER.length, startAt);
  const id = asked[0]!.sessionId;
  const minute = (n: number) => new Date(Date.parse(startAt) + n * 60_000).toISOString();
  return [
    ...asked,
    logged(id, "recommendations_generated", { count: 1, ids: ["web-design-growth"] }, minute(10)),
    logged(id, "form_submitted", { leadScore: 55, isHighValue: false }, minute(11)),
    logged(id, "meeting_booked", { office: "nairobi", kind: "video", leadLinked: true, leadTimeHours: 26.5 }, minute(12)),
  ];
}

const sessionsPerStep = (steps: { sessions: number }[]) => steps.map((step) => step.sessions);

describe("the funnel from the rollup", () => {
  const entries: LogEntry[] = [];

  beforeAll(async () => {
    const twice = crypto.randomUUID();
    entries.push(
      ...session({ utm_source: "newsletter", $referring_domain: "mail.example.com" }, 6, at(1, 0)),
      ...session({ utm_source: "newsletter" }, 2, at(1, 10)),
      ...bookedSession({ utm_source: "partner" }, at(1, 40)),
      ...session({ $referring_domain: "www.google.com" }, 0, at(2, 0)),
      ...session({}, 1, at(2, 30)),
      ...session({ utm_source: "newsletter", utm_campaign: "launch" }, 0, at(3, 0)),
      // 22:30 UTC on 3 December is 01:30 on 4 December in EAT.
      ...session({ utm_source: "late" }, 0, at(3, 30, 22)),
      // Started again later from elsewhere: counts once, under its first start's source.
      ...session({ utm_source: "later" }, 0, at(4, 0), twice),
      ...session({ utm_source: "first" }, 0, at(1, 20), twice),
      // Events of a session whose start is not in the log: it never entered the funnel.
      ...session({ utm_source: "ads" }, 3, at(2, 0)).slice(1),
    );
    // Appended in two parts, as two batches from the queue would be.
    await appendEvents(db, entries.slice(0, 20));
    await appendEvents(db, entries.slice(20));
    expect(await runSink(db, funnelRollupSink(), 10_000)).toMatchObject({ delivered: entries.length, caughtUp: true });
  });

  it("gives the same figures as the funnel computed from every raw event", async () => {
    const steps = funnelOfRollup(chatQualificationFunnel, await readFunnelRollup(db, chatQualificationFunnel, ALL_DAYS));
    expect(steps).toEqual(computeFunnel(chatQualificationFunnel, entries));
    expect(sessionsPerStep(steps)).toEqual([8, 8, 4, 3, 2, 2, 2, 2, 1, 1, 1]);
    expect(steps[2]).toEqual({ label: "Answered organisation type", sessions: 4, fromPrevious: 4 / 8, fromStart: 4 / 8 });
    expect(steps[10]).toEqual({ label: "Booked a meeting", sessions: 1, fromPrevious: 1, fromStart: 1 / 8 });
  });

  it("splits the sessions by utm_source, else the referring host, else direct, the largest source first", async () => {
    const sources = funnelByGroupOfRollup(chatQualificationFunnel, await readFunnelRollup(db, chatQualificationFunnel, ALL_DAYS), "source");
    expect(sources.map((s) => [s.group, sessionsPerStep(s.steps)])).toEqual([
      ["newsletter", [3, 3, 2, 2, 1, 1, 1, 1, 0, 0, 0]],
      ["direct", [1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]],
      ["first", [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
      ["late", [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
      ["partner", [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
      ["www.google.com", [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ]);
    expect(sources[0]!.steps[2]).toEqual({ label: "Answered organisation type", sessions: 2, fromPrevious: 2 / 3, fromStart: 2 / 3 });
  });

  it("splits the sessions by utm_campaign, sessions without one under (none)", async () => {
    const campaigns = funnelByGroupOfRollup(
      chatQualificationFunnel,
      await readFunnelRollup(db, chatQualificationFunnel, ALL_DAYS),
      "campaign",
    );
    expect(campaigns.map((c) => [c.group, sessionsPerStep(c.steps)])).toEqual([
      ["(none)", [7, 7, 4, 3, 2, 2, 2, 2, 1, 1, 1]],
      ["launch", [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ]);
  });

  it("counts from --since the sessions that opened the chat on that day in EAT or later", async () => {
    expect(eatDay("2026-12-02T20:59:59.999Z")).toBe("2026-12-02");
    expect(eatDay("2026-12-02T21:00:00.000Z")).toBe("2026-12-03");
    const since = (day: string) => readFunnelRollup(db, chatQualificationFunnel, { from: day, to: null });
    expect(sessionsPerStep(funnelOfRollup(chatQualificationFunnel, await since("2026-12-02")))).toEqual([4, 4, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(funnelByGroupOfRollup(chatQualificationFunnel, await since("2026-12-04"), "source").map((s) => s.group)).toEqual(["late"]);
    expect(funnelOfRollup(chatQualificationFunnel, await since("2026-12-05"))[0]).toEqual({
      label: "Opened the chat",
      sessions: 0,
      fromPrevious: null,
      fromStart: null,
    });
  });

  it("counts up to --to the sessions that opened the chat on that day in EAT or before", async () => {
    const range = (from: string | null, to: string) => readFunnelRollup(db, chatQualificationFunnel, { from, to });
    expect(sessionsPerStep(funnelOfRollup(chatQualificationFunnel, await range(null, "2026-12-01")))).toEqual([
      4, 4, 3, 3, 2, 2, 2, 2, 1, 1, 1,
    ]);
    // 3 December in EAT: the launch session at 12:00, not the one at 01:30 on 4 December.
    const third = funnelByGroupOfRollup(chatQualificationFunnel, await range("2026-12-03", "2026-12-03"), "campaign");
    expect(third.map((c) => [c.group, c.steps[0]!.sessions])).toEqual([["launch", 1]]);
  });
});
