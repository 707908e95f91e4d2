import { describe, expect, it } from "vitest";
import { isSwahiliVerbForm } from "./swahili-verbs";

describe("isSwahiliVerbForm", () => {
  it("reads verbs with subject and tense prefixes, negations and infinitives", () => {
    for (const verb of ["nikijaza", "mtanijibu", "imeandikwa", "tukivunja", "mnayahifadhi", "imeanguka", "hazijakufa", "kuhudumia"])
      expect(isSwahiliVerbForm(verb), verb).toBe(true);
  });

  it("leaves places, products and English words as names", () => {
    for (const word of ["mombasa", "kilimanjaro", "eldoret", "kisumu", "captcha", "copilot", "mwanza", "arusha", "business", "bitcoin"])
      expect(isSwahiliVerbForm(word), word).toBe(false);
  });
});
