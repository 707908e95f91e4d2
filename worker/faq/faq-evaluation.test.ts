// The development set's gate: the questions the vocabulary and the answer rule are tuned on
// (tests/faq/faq-eval-set.ts) must stay at the targets of tests/faq/faq-evaluation.ts, and its
// string-scored questions (tests/faq/faq-dev-strings.ts) at their floor.
import { describe, expect, it } from "vitest";
import { faqCorpus, faqTopics } from "../../content/faq-corpus";
import { devStringAnswerable, devStringNearTopic } from "../../tests/faq/faq-dev-strings";
import { faqEvalSet } from "../../tests/faq/faq-eval-set";
import { DEV_STRINGS_FLOOR, evaluateFaq, evaluateHeldOut, formatEvaluation, formatHeldOut, TARGETS } from "../../tests/faq/faq-evaluation";
import { itHoldsTheFloor } from "../../tests/faq/floor-checks";
import { buildFaqIndex } from "./faq-index";

describe("the FAQ development set", () => {
  it("has at least 400 questions: 60 hard, 30 off-topic, 60 near-topic, each naming entries that exist", () => {
    const ids = new Set(faqCorpus.map((e) => e.id));
    expect(faqEvalSet.length).toBeGreaterThanOrEqual(400);
    expect(faqEvalSet.filter((q) => q.kind === "hard").length).toBeGreaterThanOrEqual(60);
    expect(faqEvalSet.filter((q) => q.kind === "off-topic").length).toBeGreaterThanOrEqual(30);
    expect(faqEvalSet.filter((q) => q.kind === "near-topic").length).toBeGreaterThanOrEqual(60);
    const unknown = faqEvalSet.flatMap((q) => (q.expected === "fallback" ? [] : q.expected.filter((id) => !ids.has(id))));
    expect(unknown).toEqual([]);
  });
});

describe("the chat's FAQ answers on the development set", () => {
  const evaluation = evaluateFaq(buildFaqIndex(faqCorpus, faqTopics), faqEvalSet);
  const report = formatEvaluation(evaluation);

  it(`answers at most ${TARGETS.wrongTopic} questions with the wrong topic`, () => {
    expect(evaluation.wrongTopic.length, report).toBeLessThanOrEqual(TARGETS.wrongTopic);
  });

  it(`answers at least ${TARGETS.onTopicAccuracy * 100}% of answerable questions with the right entry and text`, () => {
    expect(evaluation.onTopicAccuracy, report).toBeGreaterThanOrEqual(TARGETS.onTopicAccuracy);
  });

  it(`answers at least ${TARGETS.hardAccuracy * 100}% of questions with typos, abbreviations or Swahili words`, () => {
    expect(evaluation.hardAccuracy, report).toBeGreaterThanOrEqual(TARGETS.hardAccuracy);
  });

  it("falls back on every off-topic and near-topic question", () => {
    expect(evaluation.offTopicFallbackRate, report).toBe(TARGETS.offTopicFallbackRate);
  });
});

describe("the chat's FAQ answers on the string-scored development questions", () => {
  const evaluation = evaluateHeldOut(buildFaqIndex(faqCorpus, faqTopics), devStringAnswerable, devStringNearTopic);
  const report = formatHeldOut(evaluation, "Development set, string-scored", true);

  itHoldsTheFloor(evaluation, DEV_STRINGS_FLOOR, report);
});
