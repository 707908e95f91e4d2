import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_QUERY_TERMS, queryTerms, toMatchExpression } from "../../worker/faq/faq-query";

describe("queryTerms", () => {
  it("keeps the topic words of a question, lower-cased, once each", () => {
    expect(queryTerms("How much is Office 365 per user? And office 365 for NGOs?")).toEqual(["office", "365", "per", "user", "ngos"]);
  });

  it("drops question words and the brand name", () => {
    expect(queryTerms("What do you at Kilele Technologies offer?")).toEqual(["offer"]);
  });

  it("folds accents and possessives", () => {
    expect(queryTerms("Kampala’s café hours")).toEqual(["kampala", "cafe", "hours"]);
  });

  it("caps long questions", () => {
    expect(queryTerms(Array.from({ length: 30 }, (_, i) => `word${i}`).join(" "))).toHaveLength(MAX_QUERY_TERMS);
  });
});

describe("toMatchExpression", () => {
  it("ORs the quoted terms", () => {
    expect(toMatchExpression("backup retention?")).toBe('"backup" OR "retention"');
  });

  it.each(['office" OR "', "NEAR(price support, 2)", "question:price*", "price AND ^support", "'); DROP TABLE x; --"])(
    "turns FTS5 syntax typed by a visitor into plain terms: %j",
    (text) => {
      expect(toMatchExpression(text)).toMatch(/^"[\p{L}\p{N}]+"( OR "[\p{L}\p{N}]+")*$/u);
    },
  );

  it("is null when nothing but stop words or punctuation is left", () => {
    expect(toMatchExpression("what is it?")).toBeNull();
    expect(toMatchExpression("?!* \"'")).toBeNull();
  });

  it("only ever produces quoted letter-and-digit terms joined by OR", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: "grapheme" }), (text) => {
        const expression = toMatchExpression(text);
        if (expression !== null) expect(expression).toMatch(/^"[\p{L}\p{N}]+"( OR "[\p{L}\p{N}]+")*$/u);
      }),
    );
  });
});
