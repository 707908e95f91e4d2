import { describe, expect, it } from "vitest";
import { matchesQuery, searchText } from "./search-text";

describe("searchText and matchesQuery", () => {
  const text = searchText(["Microsoft 365 Plans", "Prices per user", "SMEs"]);

  it("matches any field, ignoring case and surrounding spaces", () => {
    expect(matchesQuery(text, "microsoft")).toBe(true);
    expect(matchesQuery(text, "  PER USER ")).toBe(true);
    expect(matchesQuery(text, "smes")).toBe(true);
  });

  it("a blank query matches everything", () => {
    expect(matchesQuery(text, "")).toBe(true);
    expect(matchesQuery(text, "   ")).toBe(true);
  });

  it("never matches across two fields, nor text found nowhere", () => {
    expect(matchesQuery(text, "plans prices")).toBe(false);
    expect(matchesQuery(text, "whatsapp")).toBe(false);
  });
});
