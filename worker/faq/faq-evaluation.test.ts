import { describe, expect, it } from "vitest";
import { faqCorpus } from "../../content/faq-corpus";
import { faqEvalSet } from "../../tests/faq/faq-eval-set";
import { evaluateFaq, formatEvaluation, TARGETS } from "../../tests/faq/faq-evaluation";
import { buildFaqIndex } from "./faq-index";

describe("the FAQ evaluation set", () => {
  it("has at least 120 questions: 30 hard, 30 off-topic, each naming entries that exist", () => {
    const ids = new Set(faqCorpus.map((e) => e.id));
    expect(faqEvalSet.length).toBeGreaterThanOrEqual(120);
    expect(faqEvalSet.filter((q) => q.kind === "hard").length).toBeGreaterThanOrEqual(30);
    expect(faqEvalSet.filter((q) => q.kind === "off-topic").length).toBeGreaterThanOrEqual(30);
    const unknown = faqEvalSet.flatMap((q) => (q.expected === "fallback" ? [] : q.expected.filter((id) => !ids.has(id))));
    expect(unknown).toEqual([]);
  });
});

describe("the chat's FAQ answers on the evaluation set", () => {
  const evaluation = evaluateFaq(buildFaqIndex(faqCorpus), faqEvalSet);
  const report = formatEvaluation(evaluation);

  it(`never answers with the wrong topic`, () => {
    expect(evaluation.wrongTopic, report).toHaveLength(TARGETS.wrongTopic);
  });

  it(`answers at least ${TARGETS.onTopicAccuracy * 100}% of answerable questions with the right entry`, () => {
    expect(evaluation.onTopicAccuracy, report).toBeGreaterThanOrEqual(TARGETS.onTopicAccuracy);
  });

  it(`answers at least ${TARGETS.hardAccuracy * 100}% of questions with typos, abbreviations or Swahili words`, () => {
    expect(evaluation.hardAccuracy, report).toBeGreaterThanOrEqual(TARGETS.hardAccuracy);
  });

  it("falls back on every off-topic question", () => {
    expect(evaluation.offTopicFallbackRate, report).toBe(TARGETS.offTopicFallbackRate);
  });
});
