import { describe, expect, it } from "vitest";
import { answerParts, COLLAPSE_FROM } from "./answer-parts";

describe("answerParts", () => {
  it("leads with the first sentence, keeping addresses and prices whole", () => {
    expect(answerParts("Our Nairobi office is at Kilele House, P.O. Box 12345. Open 9 to 5. Business Basic is $6.50 a month.")).toEqual({
      lead: "Our Nairobi office is at Kilele House, P.O. Box 12345.",
      detail: ["Open 9 to 5.", "Business Basic is $6.50 a month."],
      list: [],
    });
  });

  it("collapses a long semicolon list", () => {
    const items = ["Alpha one", "Beta two", "Gamma three", "Delta four", "Epsilon five"];
    const parts = answerParts(`We have five plans. ${items.join("; ")}.`);
    expect(parts.lead).toBe("We have five plans.");
    expect(parts.list).toEqual(items);
  });

  it("reads lines as lead and detail, and collapses many lines but the closing one", () => {
    expect(answerParts("Total: $500.\n40 × $12.50.\nAn estimate.")).toEqual({
      lead: "Total: $500.",
      detail: ["40 × $12.50.", "An estimate."],
      list: [],
    });
    const lines = Array.from({ length: COLLAPSE_FROM + 1 }, (_, i) => `Line ${i}.`);
    expect(answerParts(["Lead.", ...lines].join("\n"))).toEqual({ lead: "Lead.", detail: [lines.at(-1)], list: lines.slice(0, -1) });
  });

  it("keeps a single sentence, or a very long first one, as it is", () => {
    expect(answerParts("Yes.")).toEqual({ lead: "Yes.", detail: [], list: [] });
    const long = `${"word ".repeat(60)}end. Second.`;
    expect(answerParts(long).lead).toBe(long);
  });
});
