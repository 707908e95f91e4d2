import { describe, expect, it } from "vitest";
import { guideChapters } from "../../content/guide-chapters";
import { guides } from "../../content/guides";
import { guideFileName, renderGuideDocument } from "./guide-document";

const playbook = guides.find((g) => g.id === "sme-digital-transformation-playbook")!;

describe("renderGuideDocument", () => {
  const html = renderGuideDocument(playbook, { name: "Amina Otieno", company: "Pwani Logistics" });

  it("is a complete HTML document with the guide's title and every chapter", () => {
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain("<h1>The SME Digital Transformation Playbook</h1>");
    for (const [i, chapter] of guideChapters[playbook.id].entries()) {
      expect(html).toContain(`<h2>${i + 1}. ${chapter.title}</h2>`);
    }
  });

  it("carries the real content: the 90-day phases and package prices", () => {
    expect(html).toContain("Days 1–15");
    expect(html).toContain("Days 76–90");
    expect(html).toContain("$5,000");
    expect(html).toContain("$35,000");
  });

  it("names the recipient and escapes what they typed", () => {
    expect(html).toContain("Prepared for Amina Otieno, Pwani Logistics");
    const hostile = renderGuideDocument(playbook, { name: "<script>alert(1)</script>", company: "A & B" });
    expect(hostile).not.toContain("<script>alert(1)</script>");
    expect(hostile).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(hostile).toContain("A &amp; B");
  });

  it("names the file after the guide", () => {
    expect(guideFileName(playbook)).toBe("kilele-sme-digital-transformation-playbook.html");
  });
});
