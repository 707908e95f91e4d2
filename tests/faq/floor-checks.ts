// The four checks that hold a string-scored set (the development strings, each hidden set) to its floor:
// right answers, the right fact within one click, wrong topics and near-topic fallbacks.
import { expect, it } from "vitest";
import type { HeldOutEvaluation } from "./faq-evaluation";

export type StringSetFloor = { right: number; withinOneClick: number; wrongTopic: number; nearTopicFallbackRate: number };

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** Declares the checks inside the calling `describe`; `report` is what a failure prints. */
export function itHoldsTheFloor(evaluation: HeldOutEvaluation, floor: StringSetFloor, report: string): void {
  it(`answers at least ${percent(floor.right)} of the answerable questions with the right fact`, () => {
    expect(evaluation.rightRate, report).toBeGreaterThanOrEqual(floor.right);
  });

  it(`has the right fact answered, or in an entry the fallback offers, for at least ${percent(floor.withinOneClick)} of them`, () => {
    expect(evaluation.withinOneClickRate, report).toBeGreaterThanOrEqual(floor.withinOneClick);
  });

  it(`answers at most ${floor.wrongTopic} questions with another topic`, () => {
    expect(evaluation.wrongTopic.length, report).toBeLessThanOrEqual(floor.wrongTopic);
  });

  it(`falls back on at least ${percent(floor.nearTopicFallbackRate)} of the near-topic questions`, () => {
    expect(evaluation.nearTopicFallbackRate, report).toBeGreaterThanOrEqual(floor.nearTopicFallbackRate);
  });
}
