import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { GUIDE_IDS, SERVICE_INTERESTS } from "../shared/contact-options";
import { aboutSeo, aboutStatements, certifications, coreValues, leaders, timeline } from "./about";
import { caseStudies, caseStudiesSeo, caseStudyAggregates } from "./case-studies";
import { offices } from "./company";
import { contactMethods, contactSeo, contactStats, regionalOffices } from "./contact-page";
import { guideChapters } from "./guide-chapters";
import { guides, guidesSeo } from "./guides";
import { knowledgeBaseSeo, knowledgeBaseTopics } from "./knowledge-base";
import { PRIVACY_NOTICE_VERSION, privacySections, privacySeo, retentionText } from "./privacy";
import { RESOURCE_TYPES, resourceCategories, resources, resourcesSeo } from "./resources";
import { retention } from "./retention";
import {
  caseStudySchema,
  guideChaptersSchema,
  guideSchema,
  knowledgeBaseTopicSchema,
  officeSchema,
  resourceSchema,
  seoSchema,
  statSchema,
  teamMemberSchema,
  timelineEntrySchema,
} from "./schemas";

/** Parses every item and reports the failing item's index and valibot's messages. */
function expectAllValid<T>(schema: v.GenericSchema<T>, items: unknown[]) {
  items.forEach((item, index) => {
    const result = v.safeParse(schema, item);
    expect(result.success ? [] : [index, v.flatten(result.issues)]).toEqual([]);
  });
}

describe("SEO blocks of the resources, company and privacy pages", () => {
  const seo = [resourcesSeo, caseStudiesSeo, guidesSeo, knowledgeBaseSeo, aboutSeo, contactSeo, privacySeo];

  it("keep titles within 5–120 and descriptions within 15–160 characters", () => {
    expectAllValid(seoSchema, seo);
  });

  it("give each page its own path", () => {
    expect(new Set(seo.map((s) => s.path)).size).toBe(seo.length);
  });

  it("reject a description that is too long (the rule can fail)", () => {
    expect(v.safeParse(seoSchema, { ...aboutSeo, description: "x".repeat(161) }).success).toBe(false);
  });
});

describe("resources", () => {
  it("are valid records with unique ids", () => {
    expectAllValid(resourceSchema, resources);
    expect(new Set(resources.map((r) => r.id)).size).toBe(resources.length);
  });

  it("have the six filter buttons with their fixed counts", () => {
    expect(resourceCategories.map((c) => [c.id, c.count])).toEqual([
      ["all", 45],
      ["blog", 18],
      ["whitepapers", 12],
      ["case-studies", 8],
      ["documentation", 6],
      ["webinars", 5],
    ]);
  });

  it("feature three items, cover every type and include an upcoming webinar", () => {
    expect(resources.filter((r) => r.featured)).toHaveLength(3);
    expect(new Set(resources.map((r) => r.type))).toEqual(new Set(RESOURCE_TYPES));
    expect(resources.some((r) => r.type === "webinar" && r.upcoming)).toBe(true);
    expect(resources.filter((r) => r.upcoming).every((r) => r.type === "webinar")).toBe(true);
  });
});

describe("case studies", () => {
  it("tell two valid stories: a law firm on Microsoft 365 and a cooperative on messaging automation", () => {
    expectAllValid(caseStudySchema, caseStudies);
    expect(caseStudies.map((c) => c.size)).toEqual(["25 lawyers", "5,000 members"]);
    expect(caseStudies[0]?.solution).toContain("Microsoft 365");
    expect(caseStudies[1]?.solution).toMatch(/messaging automation/i);
  });

  it("carry the published results and aggregates", () => {
    expect(caseStudies.flatMap((c) => c.results.map((r) => r.value))).toEqual(["40%", "60%", "20%", "65%", "90%", "50%"]);
    expect(caseStudyAggregates.map((s) => s.value)).toEqual(["40%", "99.9%", "65%", "30%"]);
  });
});

describe("guides", () => {
  it("are valid, one per guide id, and the playbook is 45 pages", () => {
    expectAllValid(guideSchema, guides);
    expect(guides.map((g) => g.id).sort()).toEqual([...GUIDE_IDS].sort());
    expect(guides.find((g) => g.id === "sme-digital-transformation-playbook")?.pages).toBe(45);
  });

  it("each have their text: three or more chapters", () => {
    expectAllValid(
      guideChaptersSchema,
      GUIDE_IDS.map((id) => guideChapters[id]),
    );
  });
});

describe("knowledge base", () => {
  it("has the three topics: Microsoft 365 plans, messaging-automation security, web design retainers", () => {
    expectAllValid(knowledgeBaseTopicSchema, knowledgeBaseTopics);
    expect(knowledgeBaseTopics.map((t) => t.id)).toEqual(["microsoft-365-plans", "messaging-automation-security", "web-design-retainers"]);
  });

  it("quotes the plan and retainer figures", () => {
    const points = (id: string) => knowledgeBaseTopics.find((t) => t.id === id)?.points ?? [];
    expect(points("microsoft-365-plans").map((p) => p.term)).toEqual([
      "Business Basic — $6 per user/month",
      "Business Standard — $12.50 per user/month",
      "Business Premium — $22 per user/month",
    ]);
    expect(points("web-design-retainers").map((p) => `${p.term}: ${p.detail}`)).toEqual([
      "Starter Retainer — $299/month: 5 hours of changes per month, 48-hour email response.",
      "Growth Retainer — $599/month: 15 hours of changes per month, 24-hour response.",
      "Enterprise Retainer — $1,299/month: 40 hours of changes per month, same-day response.",
    ]);
    expect(knowledgeBaseTopics.find((t) => t.id === "web-design-retainers")?.intro).toContain("12-month commitment");
  });
});

describe("about", () => {
  it("has a 2012–2024 timeline in order, six values, four leaders and six certifications", () => {
    expectAllValid(timelineEntrySchema, timeline);
    expect(timeline[0]?.year).toBe(2012);
    expect(timeline.at(-1)?.year).toBe(2024);
    expect(timeline.map((t) => t.year)).toEqual([...timeline.map((t) => t.year)].sort());
    expect(coreValues).toHaveLength(6);
    expectAllValid(teamMemberSchema, leaders);
    expect(leaders).toHaveLength(4);
    expect(certifications).toHaveLength(6);
    expect(aboutStatements.map((s) => s.title)).toEqual(["Our Mission", "Our Vision", "Our Purpose"]);
  });
});

describe("offices", () => {
  it("are Nairobi (headquarters), Kampala and Dar es Salaam with their opening hours", () => {
    expectAllValid(officeSchema, offices);
    expect(offices.map((o) => [o.city, o.isHeadquarters])).toEqual([
      ["Nairobi", true],
      ["Kampala", false],
      ["Dar es Salaam", false],
    ]);
    expect(offices.map((o) => o.openingHours)).toEqual([
      { weekdays: { opens: "09:00", closes: "17:00" }, saturday: { opens: "09:00", closes: "14:00" } },
      { weekdays: { opens: "08:00", closes: "17:00" }, saturday: { opens: "09:00", closes: "13:00" } },
      { weekdays: { opens: "08:00", closes: "17:00" }, saturday: { opens: "09:00", closes: "13:00" } },
    ]);
    expect(offices[0]?.hours).toEqual({ weekdays: "Mon–Fri 9:00 AM – 5:00 PM", saturday: "Sat 9:00 AM – 2:00 PM", sunday: "Sun Closed" });
  });
});

describe("contact page", () => {
  it("has the hero stats, four contact methods and the two regional offices", () => {
    expectAllValid(statSchema, contactStats);
    expect(contactStats.map((s) => s.value)).toEqual(["4 hrs", "500+", "24/7", "3"]);
    expect(contactMethods.map((m) => m.title)).toEqual(["Call Us", "Email Support", "Live Chat", "Schedule Meeting"]);
    expect(regionalOffices.map((o) => o.city)).toEqual(["Kampala", "Dar es Salaam"]);
    expect(SERVICE_INTERESTS).toHaveLength(8);
  });
});

describe("privacy notice", () => {
  it("has a version and names the three East African laws", () => {
    expect(PRIVACY_NOTICE_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const text = JSON.stringify(privacySections);
    for (const law of ["Data Protection Act, 2019", "Data Protection and Privacy Act, 2019", "Personal Data Protection Act, 2022"]) {
      expect(text).toContain(law);
    }
  });

  it("lists every retention period from the module the daily purge reads", () => {
    const bullets = privacySections.find((section) => section.id === "retention")?.bullets;
    expect(bullets).toEqual(Object.values(retention).map(retentionText));
    expect(bullets).toContain("Contact-form messages: deleted 24 months after we receive them.");
    expect(bullets).toContain("Analytics events that could not be processed: deleted 30 days after we receive them.");
    expect(bullets).toContain("Newsletter sign-ups: kept until you unsubscribe or ask us to erase them.");
  });
});
