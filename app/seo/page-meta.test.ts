import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta";

describe("pageMeta", () => {
  it("gives title, description, canonical URL and Open Graph tags", () => {
    const tags = pageMeta({ title: "About Us", description: "Who we are and where our offices are.", path: "/about" });
    expect(tags).toContainEqual({ title: "About Us | Kilele Technologies" });
    expect(tags).toContainEqual({ name: "description", content: "Who we are and where our offices are." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.kilele.tech/about" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://www.kilele.tech/about" });
    expect(tags).toContainEqual({ property: "og:title", content: "About Us | Kilele Technologies" });
  });

  it("puts the brand first on the home page", () => {
    expect(pageMeta({ title: "IT Services", description: "x".repeat(20), path: "/" })[0]).toEqual({
      title: "Kilele Technologies — IT Services",
    });
  });
});
