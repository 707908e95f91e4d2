import { describe, expect, it } from "vitest";
import type { Resource, ResourceType } from "../../content/resources";
import { resources } from "../../content/resources";
import { filterResources, matchesCategory, matchesSearch, NO_FILTER } from "./filter-resources";

const item = (type: ResourceType, overrides: Partial<Resource> = {}): Resource => ({
  id: `${type}-item`,
  type,
  title: "Title",
  description: "Description",
  category: "Topic",
  date: "2026-01-01",
  featured: false,
  upcoming: false,
  tags: ["One", "Two", "Three", "Four"],
  href: "/",
  ...overrides,
});

describe("matchesCategory: the button value with its first hyphen removed equals the type", () => {
  it("all matches every type", () => {
    for (const type of ["blog", "whitepaper", "case-study", "documentation", "webinar"] as const) {
      expect(matchesCategory(item(type), "all")).toBe(true);
    }
  });

  it("blog and documentation match their own type only", () => {
    expect(matchesCategory(item("blog"), "blog")).toBe(true);
    expect(matchesCategory(item("documentation"), "documentation")).toBe(true);
    expect(matchesCategory(item("webinar"), "blog")).toBe(false);
    expect(matchesCategory(item("blog"), "documentation")).toBe(false);
  });

  it("the plural buttons match their singular type, hyphen removed: case-studies ~ case-study", () => {
    expect(matchesCategory(item("whitepaper"), "whitepapers")).toBe(true);
    expect(matchesCategory(item("case-study"), "case-studies")).toBe(true);
    expect(matchesCategory(item("webinar"), "webinars")).toBe(true);
    expect(matchesCategory(item("blog"), "whitepapers")).toBe(false);
    expect(matchesCategory(item("case-study"), "webinars")).toBe(false);
    expect(matchesCategory(item("whitepaper"), "case-studies")).toBe(false);
  });
});

describe("matchesSearch (case-insensitive against title, description or any tag)", () => {
  const r = item("blog", { title: "Microsoft 365 Plans", description: "Prices per user", tags: ["Licensing", "SMEs", "Cloud", "Teams"] });

  it("matches the title, the description and any tag, ignoring case", () => {
    expect(matchesSearch(r, "microsoft")).toBe(true);
    expect(matchesSearch(r, "PER USER")).toBe(true);
    expect(matchesSearch(r, "smes")).toBe(true);
    expect(matchesSearch(r, "teams")).toBe(true);
  });

  it("does not match the topic badge or text found nowhere", () => {
    expect(matchesSearch(r, "topic")).toBe(false);
    expect(matchesSearch(r, "whatsapp")).toBe(false);
  });

  it("an empty or blank search matches everything", () => {
    expect(matchesSearch(r, "")).toBe(true);
    expect(matchesSearch(r, "   ")).toBe(true);
  });
});

describe("filterResources over the site's resources", () => {
  const ids = (list: Resource[]) => list.map((r) => r.id);

  it("with no filter lists every item", () => {
    expect(filterResources(resources, NO_FILTER)).toEqual(resources);
  });

  it("by category keeps only the matching type", () => {
    const blog = filterResources(resources, { category: "blog", search: "" });
    expect(blog.length).toBeGreaterThan(0);
    expect(blog.every((r) => r.type === "blog")).toBe(true);
    expect(blog).toEqual(resources.filter((r) => r.type === "blog"));
    for (const [category, type] of [
      ["whitepapers", "whitepaper"],
      ["case-studies", "case-study"],
      ["webinars", "webinar"],
    ] as const) {
      const found = filterResources(resources, { category, search: "" });
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(resources.filter((r) => r.type === type));
    }
  });

  it("combines category and search with AND", () => {
    const whatsapp = filterResources(resources, { category: "all", search: "whatsapp" });
    const whatsappBlogs = filterResources(resources, { category: "blog", search: "whatsapp" });
    expect(whatsapp.length).toBeGreaterThan(whatsappBlogs.length);
    expect(ids(whatsappBlogs)).toEqual(ids(whatsapp.filter((r) => r.type === "blog")));
    expect(whatsappBlogs.length).toBeGreaterThan(0);
    expect(filterResources(resources, { category: "documentation", search: "retainer" })).toEqual([]);
  });
});
