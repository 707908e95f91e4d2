import { describe, expect, it } from "vitest";
import { footerActions, headerActions } from "../../content/navigation";
import { subjectFromParam } from "./subject-prefill";

describe("subjectFromParam", () => {
  it("gives the listed wording for the site's links", () => {
    expect(subjectFromParam("demo")).toBe("Request a demo");
    expect(subjectFromParam("retainer-quote")).toBe("Web design retainer quote");
  });

  it("prefills a subject for every /contact?subject= link in the header and footer", () => {
    const contactLinks = [...Object.values(headerActions), ...Object.values(footerActions)].filter(({ href }) =>
      href.startsWith("/contact"),
    );
    expect(contactLinks.length).toBeGreaterThan(0);
    for (const { href } of contactLinks) {
      const key = new URL(href, "https://x.test").searchParams.get("subject");
      expect(subjectFromParam(key), href).not.toBe("");
    }
  });

  it("turns an unlisted slug into words", () => {
    expect(subjectFromParam("industry-brief")).toBe("Industry brief");
    expect(subjectFromParam("ai-messaging-demo")).toBe("AI messaging demo");
    expect(subjectFromParam("microsoft-365-free-trial")).toBe("Microsoft 365 free trial");
    expect(subjectFromParam("whatsapp-demo")).toBe("WhatsApp demo");
  });

  it("ignores a missing, long or non-slug value", () => {
    expect(subjectFromParam(null)).toBe("");
    expect(subjectFromParam("")).toBe("");
    expect(subjectFromParam("<script>")).toBe("");
    expect(subjectFromParam("Hello World")).toBe("");
    expect(subjectFromParam("a".repeat(61))).toBe("");
  });
});
