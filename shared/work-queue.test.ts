import { describe, expect, it } from "vitest";
import { workQueueCopy } from "../content/work-queue-copy";
import { compareInQueue, dueLabel, type QueueFacts, queueTier } from "./work-queue";

// The queue's rules and labels against a fixed clock: Wednesday 4 March 2026, 10:00 EAT.
const NOW = new Date("2026-03-04T07:00:00.000Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000).toISOString();

const record = (facts: Partial<QueueFacts>): QueueFacts => ({
  createdAt: minutes(-60),
  firstTouchAt: null,
  respondBy: minutes(120),
  isHighValue: false,
  status: "new",
  ...facts,
});

describe("dueLabel", () => {
  it.each([
    [-40, "overdue 40 min"],
    [12, "due in 12 min"],
    [0, "due now"],
    [-90, "overdue 1 h 30 min"],
    [180, "due in 3 h"],
    [-3 * 24 * 60 - 100, "overdue 3 d"],
  ])("%i minutes from now reads %s", (offset, label) => {
    expect(dueLabel({ firstTouchAt: null, respondBy: minutes(offset) }, NOW, workQueueCopy)).toBe(label);
  });

  it("rounds to the nearest minute", () => {
    expect(
      dueLabel({ firstTouchAt: null, respondBy: new Date(NOW.getTime() + 11 * 60_000 + 40_000).toISOString() }, NOW, workQueueCopy),
    ).toBe("due in 12 min");
    expect(
      dueLabel({ firstTouchAt: null, respondBy: new Date(NOW.getTime() - 40 * 60_000 - 20_000).toISOString() }, NOW, workQueueCopy),
    ).toBe("overdue 40 min");
  });

  it("says nothing once the record is touched, or without a deadline", () => {
    expect(dueLabel({ firstTouchAt: minutes(-5), respondBy: minutes(-40) }, NOW, workQueueCopy)).toBeNull();
    expect(dueLabel({ firstTouchAt: null, respondBy: null }, NOW, workQueueCopy)).toBeNull();
  });
});

describe("queueTier", () => {
  it("puts untouched records overdue or due within the hour first", () => {
    expect(queueTier(record({ respondBy: minutes(-40) }), NOW)).toBe(0);
    expect(queueTier(record({ respondBy: minutes(60) }), NOW)).toBe(0);
    expect(queueTier(record({ respondBy: minutes(61) }), NOW)).toBe(2);
  });

  it("leaves touched records and a backlog older than 14 days out of the first tier", () => {
    expect(queueTier(record({ respondBy: minutes(-40), firstTouchAt: minutes(-10) }), NOW)).toBe(2);
    expect(queueTier(record({ respondBy: minutes(-14 * 24 * 60 - 1) }), NOW)).toBe(2);
    expect(queueTier(record({ respondBy: minutes(-14 * 24 * 60) }), NOW)).toBe(0);
  });

  it("puts open high-value leads next, and won or lost ones among the rest", () => {
    expect(queueTier(record({ isHighValue: true, firstTouchAt: minutes(-5), status: "attempting" }), NOW)).toBe(1);
    expect(queueTier(record({ isHighValue: true, respondBy: minutes(30) }), NOW)).toBe(0);
    expect(queueTier(record({ isHighValue: true, firstTouchAt: minutes(-5), status: "won" }), NOW)).toBe(2);
  });

  it("moves with the clock: a record becomes due soon an hour before its deadline", () => {
    const later = record({ respondBy: minutes(150) });
    expect(queueTier(later, NOW)).toBe(2);
    expect(queueTier(later, new Date(NOW.getTime() + 90 * 60_000))).toBe(0);
  });
});

describe("compareInQueue", () => {
  it("orders the first tier by deadline, the others newest first", () => {
    const overdue = record({ respondBy: minutes(-40), createdAt: minutes(-300) });
    const dueSoon = record({ respondBy: minutes(12), createdAt: minutes(-10) });
    const highValue = record({ isHighValue: true, firstTouchAt: minutes(-5), status: "connected", createdAt: minutes(-2000) });
    const newer = record({ createdAt: minutes(-30) });
    const older = record({ createdAt: minutes(-90), firstTouchAt: minutes(-80) });
    const shuffled = [older, highValue, newer, dueSoon, overdue];
    expect(shuffled.sort((a, b) => compareInQueue(a, b, NOW))).toEqual([overdue, dueSoon, highValue, newer, older]);
  });
});
