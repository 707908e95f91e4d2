import { describe, expect, it } from "vitest";
import { readFaqQuery } from "./faq-query";
import { faqTerms } from "./faq-terms";
import { borrowedVerb, isSwahiliVerbForm } from "./swahili-verbs";

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

describe("a question's Swahili verb forms", () => {
  const corpus = {
    terms: new Map([
      ["emergency", 1],
      ["tukivunja", 1],
    ]),
    titleTerms: new Set(["emergency"]),
  };
  const heard = { ...corpus, asked: () => ({ vocabulary: new Set(["imeanguka"]) }) };

  it("drops a verb form no entry or visitor question holds, and keeps names the site lacks", () => {
    expect(readFaqQuery(corpus, "emergency imeanguka, mombasa?").terms).toEqual(["emergency", "mombasa"]);
  });

  it("keeps a verb form the corpus or the visitor questions hold", () => {
    expect(readFaqQuery(corpus, "tukivunja emergency").terms).toContain("tukivunja");
    expect(readFaqQuery(heard, "emergency imeanguka").terms).toContain("imeanguka");
  });
});

describe("borrowedVerb", () => {
  it("reads the English verb under Swahili prefixes", () => {
    expect(["inasupport", "tukicancel", "inarefresh", "kuintegrate", "mnainstall"].map(borrowedVerb)).toEqual([
      "support",
      "cancel",
      "refresh",
      "integrate",
      "install",
    ]);
  });

  it("finds no verb in words without a verb prefix, or with too short a rest", () => {
    expect(["machine", "alike", "support", "italic"].map(borrowedVerb)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("gives a rest the reader keeps only when the corpus or vocabulary knows it", () => {
    expect(borrowedVerb("analytics")).toBe("lytics");
    expect(faqTerms.queryTerms("analytics inasupport", (term) => term === "support")).toEqual(["analytic", "support"]);
  });

  it("reads a filler verb under the prefixes as a stop word, English or Swahili", () => {
    expect(faqTerms.queryTerms("backup zinatumia encryption, inacover devices")).toEqual(["backup", "encrypt", "devic"]);
  });
});
