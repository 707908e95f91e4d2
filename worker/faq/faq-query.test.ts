import { describe, expect, it } from "vitest";
import { readFaqQuery } from "./faq-query";

const corpus = {
  terms: new Map([
    ["nairobi", 1],
    ["box", 1],
    ["kampala", 1],
    ["office", 1],
    ["floor", 1],
  ]),
  titleTerms: new Set(["nairobi", "kampala", "office", "floor"]),
};

describe("what a question asks and what it tells", () => {
  it("reads a last sentence after an explicit question as context", () => {
    const query = readFaqQuery(corpus, "kampala office which floor?? need to drop docs tmrw");
    expect(query.terms).toEqual(expect.arrayContaining(["kampala", "office", "floor", "drop"]));
    expect(query.context).toEqual(expect.arrayContaining(["drop"]));
    expect(query.context).not.toContain("floor");
  });

  it("asks the whole question when its asking sentence holds only fillers", () => {
    const query = readFaqQuery(corpus, "nairobi po box no. pls");
    expect(query.terms).toEqual(["nairobi", "box"]);
    expect(query.context).toEqual([]);
  });
});
