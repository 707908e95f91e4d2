import { describe, expect, it } from "vitest";
import type { Resource, ResourceType } from "../../content/resources";
import { resources } from "../../content/resources";
import { countText, filterQuery, filterResources, matchesCategory, matchesFilter, NO_FILTER, resourceSearchText } from "./filter-resources";
import { readResourceFilter } from "./read-resource-filter";

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
      expect(matchesCategory(type, "all")).toBe(true);
    }
  });

  it("blog and documentation match their own type only", () => {
    expect(matchesCategory("blog", "blog")).toBe(true);
    expect(matchesCategory("documentation", "documentation")).toBe(true);
    expect(matchesCategory("webinar", "blog")).toBe(false);
    expect(matchesCategory("blog", "documentation")).toBe(false);
  });

  it("the plural buttons match their singular type, hyphen removed: case-studies ~ case-study", () => {
    expect(matchesCategory("whitepaper", "whitepapers")).toBe(true);
    expect(matchesCategory("case-study", "case-studies")).toBe(true);
    expect(matchesCategory("webinar", "webinars")).toBe(true);
    expect(matchesCategory("blog", "whitepapers")).toBe(false);
    expect(matchesCategory("case-study", "webinars")).toBe(false);
    expect(matchesCategory("whitepaper", "case-studies")).toBe(false);
  });
});

describe("matchesFilter on an item's search text (case-insensitive: title, description or any tag)", () => {
  const r = item("blog", { title: "Microsoft 365 Plans", description: "Prices per user", tags: ["Licensing", "SMEs", "Cloud", "Teams"] });
  const matches = (search: string, category = "all") => matchesFilter({ type: r.type, text: resourceSearchText(r) }, { category, search });

  it("matches the title, the description and any tag (the fourth, not shown, too), ignoring case", () => {
    expect(matches("microsoft")).toBe(true);
    expect(matches("PER USER")).toBe(true);
    expect(matches("smes")).toBe(true);
    expect(matches("teams")).toBe(true);
  });

  it("does not match the topic badge or text found nowhere", () => {
    expect(matches("topic")).toBe(false);
    expect(matches("whatsapp")).toBe(false);
  });

  it("an empty or blank search matches everything; the category must match as well", () => {
    expect(matches("")).toBe(true);
    expect(matches("   ")).toBe(true);
    expect(matches("microsoft", "webinars")).toBe(false);
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

describe("the filter in the page address", () => {
  const read = (query: string) => readResourceFilter(new URL(`https://example.com/resources${query}`));

  it("writes only what differs from no filter: the bare page for none", () => {
    expect(filterQuery(NO_FILTER)).toBe("");
    expect(filterQuery({ category: "blog", search: "" })).toBe("?category=blog");
    expect(filterQuery({ category: "all", search: "data protection" })).toBe("?q=data+protection");
    expect(filterQuery({ category: "case-studies", search: "M&A" })).toBe("?q=M%26A&category=case-studies");
  });

  it("reads back what it wrote, and takes an unknown category for none", () => {
    for (const filter of [NO_FILTER, { category: "webinars", search: "backup" } as const, { category: "all", search: "M&A" } as const]) {
      expect(read(filterQuery(filter))).toEqual(filter);
    }
    expect(read("?category=podcasts&q=x")).toEqual({ category: "all", search: "x" });
  });

  it("fills in the count's numbers", () => {
    expect(countText("Showing {shown} of {total} resources", 2, 13)).toBe("Showing 2 of 13 resources");
  });
});
