import { describe, expect, it } from "vitest";
import { faqCorpus } from "./faq-corpus";
import { faqVisitorQuestions } from "./faq-visitor-questions";
import { faqVisitorShapes } from "./faq-visitor-shapes";
import { faqVisitorStyles } from "./faq-visitor-styles";

describe("the questions visitors ask for each FAQ entry", () => {
  it("each belong to an entry the corpus still derives (an entry renamed in content takes its questions along)", () => {
    const ids = new Set(faqCorpus.map((entry) => entry.id));
    expect(Object.keys(faqVisitorQuestions).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(faqVisitorShapes).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(faqVisitorStyles).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("are distinct questions of an entry, each short enough to be one a visitor types", () => {
    for (const id of new Set([...Object.keys(faqVisitorQuestions), ...Object.keys(faqVisitorShapes), ...Object.keys(faqVisitorStyles)])) {
      const questions = [...(faqVisitorQuestions[id] ?? []), ...(faqVisitorShapes[id] ?? []), ...(faqVisitorStyles[id] ?? [])];
      expect(new Set(questions.map((q) => q.toLowerCase())).size, id).toBe(questions.length);
      for (const question of questions) expect(question.length, `${id}: ${question}`).toBeLessThanOrEqual(200);
    }
  });
});
