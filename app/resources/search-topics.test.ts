import { describe, expect, it } from "vitest";
import { knowledgeBaseTopics } from "../../content/knowledge-base";
import { searchTopics } from "./search-topics";

const ids = (query: string) => searchTopics(knowledgeBaseTopics, query).map((t) => t.id);

describe("searchTopics", () => {
  it("keeps every topic for a blank query", () => {
    expect(ids("  ")).toEqual(["microsoft-365-plans", "messaging-automation-security", "web-design-retainers"]);
  });

  it("matches titles, points and notes, ignoring case", () => {
    expect(ids("PREMIUM")).toEqual(["microsoft-365-plans"]);
    expect(ids("aes-256")).toEqual(["messaging-automation-security"]);
    expect(ids("roll over")).toEqual(["web-design-retainers"]);
  });

  it("returns nothing when no topic mentions the query", () => {
    expect(ids("kubernetes")).toEqual([]);
  });
});
