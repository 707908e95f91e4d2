import { describe, expect, it } from "vitest";
import { faqVocabulary } from "./faq-vocabulary";

describe("the FAQ vocabulary", () => {
  it("reads no group as a stop word: a phrase read as a stop word would be dropped ('how often' → 'often')", () => {
    const stopWords = new Set(faqVocabulary.stopWords);
    expect(faqVocabulary.groups.map((g) => g.term).filter((term) => stopWords.has(term))).toEqual([]);
  });
});
