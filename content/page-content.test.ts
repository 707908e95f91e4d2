// The catalogue pages' content: valid records (schemas plus SEO length rules), the figures and
// links each page must show, and no internal link to a page the site does not have.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { aiServicesPage, aiTabs, coreAiTechnologies } from "./ai-services";
import type { MarketingPage, PageSection } from "./content-schemas";
import {
  aiTabSchema,
  ctaBannerSchema,
  featureCardSchema,
  industryTabSchema,
  marketingPageSchema,
  seoSchema,
  solutionTabSchema,
} from "./content-schemas";
import { industriesPage, industryTabs, nextGenerationTechnology } from "./industries-overview";
import { governmentIndustryPage, smeIndustryPage } from "./industry-pages";
import { marketingPageAt, marketingPages } from "./marketing-pages";
import { cloudBackupPage, googleWorkspacePage, microsoft365Page, whatsappPlatformPage } from "./product-pages";
import { productCategories, productsPage } from "./products-catalogue";
import {
  aiMessagingPage,
  cloudLicensingPage,
  dataAnalyticsPage,
  securityCompliancePage,
  smeTransformationPage,
  webDesignPage,
} from "./solution-landings";
import { solutionIndustries, solutionsPage, solutionTabs } from "./solutions-portfolio";

type RouteEntry = { path?: string; index?: boolean; file: string };
const routeEntries = routes as RouteEntry[];
const routePaths = routeEntries.filter((r) => r.path && r.path !== "*").map((r) => `/${r.path}`);
const marketingRoutePaths = routeEntries.filter((r) => r.file === "routes/marketing-page.tsx").map((r) => `/${r.path}`);
/** Pages built on the sibling branch (resources, about, contact, privacy), linked from this content. */
const siblingPaths = [
  "/",
  "/contact",
  "/about",
  "/privacy",
  "/resources",
  "/resources/case-studies",
  "/resources/guides",
  "/resources/knowledge-base",
];

/** Every link (`href`, `pageHref`, `learnMoreHref` …) anywhere inside a content value. */
function hrefsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsIn);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      /^href$|Href$/.test(key) && typeof inner === "string" ? [inner] : hrefsIn(inner),
    );
  }
  return [];
}

const sections = <K extends PageSection["kind"]>(page: MarketingPage, kind: K) =>
  page.sections.filter((s): s is Extract<PageSection, { kind: K }> => s.kind === kind);
const actionHrefs = (page: MarketingPage) => hrefsIn([page.heroActions, page.cta.actions]);

describe("schemas", () => {
  it.each(marketingPages.map((p) => [p.path, p] as const))("%s is a valid marketing page", (_, page) => {
    expect(() => v.parse(marketingPageSchema, page)).not.toThrow();
  });

  it("tab pages' records are valid", () => {
    for (const tab of industryTabs) v.parse(industryTabSchema, tab);
    for (const tab of solutionTabs) v.parse(solutionTabSchema, tab);
    for (const tab of aiTabs) v.parse(aiTabSchema, tab);
    for (const card of [...nextGenerationTechnology, ...coreAiTechnologies]) v.parse(featureCardSchema, card);
    for (const page of [industriesPage, productsPage, aiServicesPage, solutionsPage]) {
      v.parse(seoSchema, page.seo);
      v.parse(ctaBannerSchema, page.cta);
    }
  });

  it("rejects an SEO description over 160 characters and a title under 5", () => {
    expect(v.safeParse(seoSchema, { title: "Fine title", description: "x".repeat(161) }).success).toBe(false);
    expect(v.safeParse(seoSchema, { title: "Hi", description: "A long enough description." }).success).toBe(false);
  });
});

describe("routes and links", () => {
  it("every marketing route has a page, and every page has a route", () => {
    for (const path of marketingRoutePaths) expect(marketingPageAt(path), path).toBeDefined();
    for (const page of marketingPages) expect(marketingRoutePaths).toContain(page.path);
  });

  it("/products/microsoft365 shows the Microsoft 365 page (trailing slash ignored)", () => {
    expect(marketingPageAt("/products/microsoft365")).toBe(microsoft365Page);
    expect(marketingPageAt("/products/microsoft-365/")).toBe(microsoft365Page);
    expect(marketingPageAt("/products/unknown")).toBeUndefined();
  });

  it("every internal link in the content points at a page of the site", () => {
    const known = new Set([...routePaths, ...siblingPaths]);
    const content = [
      marketingPages,
      industriesPage,
      industryTabs,
      productsPage,
      productCategories,
      aiServicesPage,
      solutionsPage,
      solutionTabs,
      solutionIndustries,
    ];
    const hrefs = hrefsIn(content);
    expect(hrefs.length).toBeGreaterThan(50);
    for (const href of hrefs) expect(known, href).toContain(href.split(/[?#]/)[0]);

    const tabIds: Record<string, string[]> = {
      "/products": productCategories.map((c) => c.id),
      "/solutions": solutionTabs.map((t) => t.id),
      "/industries": industryTabs.map((t) => t.id),
    };
    for (const href of hrefs.filter((h) => h.includes("?tab="))) {
      const [path, tab] = href.split("?tab=");
      expect(tabIds[path!], href).toContain(tab);
    }
  });
});

describe("tab pages", () => {
  it("industries: six tabs in order, each with three stats and four solution cards with features", () => {
    expect(industryTabs.map((t) => t.id)).toEqual(["sme", "education", "healthcare", "finance", "government", "manufacturing"]);
    expect(nextGenerationTechnology).toHaveLength(4);
    expect(industriesPage.cta.actions.map((a) => a.label)).toEqual(["Schedule Industry Consultation", "Download Industry Brief"]);
  });

  it("AI page: four tabs, six core technologies", () => {
    expect(aiTabs.map((t) => t.id)).toEqual(["security-ai", "monitoring-ai", "data-analytics", "predictive-analytics"]);
    expect(coreAiTechnologies).toHaveLength(6);
  });

  it("solutions: six tabs, security first and default; six industry cards", () => {
    expect(solutionTabs.map((t) => t.id)).toEqual(["security", "infrastructure", "cloud", "backup", "analytics", "software"]);
    expect(solutionsPage.defaultTabId).toBe("security");
    expect(solutionIndustries.map((e) => e.title)).toEqual([
      "Banking & Finance",
      "Healthcare",
      "Manufacturing",
      "Education",
      "Government",
      "SME & Startups",
    ]);
  });
});

describe("product pages", () => {
  it("trust stats of each product page", () => {
    const values = (page: MarketingPage) => page.stats?.map((s) => s.value);
    expect(values(microsoft365Page)).toEqual(["1000+", "99.9%", "24h"]);
    expect(values(googleWorkspacePage)).toEqual(["800+", "99.8%", "12h"]);
    expect(values(whatsappPlatformPage)).toEqual(["65%", "90%", "24/7"]);
    expect(whatsappPlatformPage.stats?.map((s) => s.label)).toEqual([
      "Fewer support calls",
      "Of queries resolved instantly",
      "Availability",
    ]);
    expect(values(cloudBackupPage)).toEqual(["99.99%", "15 min", "0"]);
  });

  it("Microsoft 365: 3-step implementation, FAQ, Start Free Trial and Book Consultation", () => {
    expect(sections(microsoft365Page, "process")[0]?.steps.map((s) => s.title)).toEqual(["Assessment", "Migration", "Training"]);
    expect(sections(microsoft365Page, "faq")).toHaveLength(1);
    expect(microsoft365Page.cta.actions.map((a) => a.label)).toEqual(["Start Free Trial", "Book Consultation"]);
  });

  it("each product page has feature cards and three plans", () => {
    for (const page of [microsoft365Page, googleWorkspacePage, whatsappPlatformPage, cloudBackupPage]) {
      expect(sections(page, "features")[0]?.cards.length).toBeGreaterThanOrEqual(4);
      expect(sections(page, "plans")[0]?.plans).toHaveLength(3);
    }
  });
});

describe("solution landing pages", () => {
  it("cloud and licensing: 4-step process, FAQ, Get Retainer Quote to /contact", () => {
    expect(sections(cloudLicensingPage, "process")[0]?.steps).toHaveLength(4);
    expect(sections(cloudLicensingPage, "faq")).toHaveLength(1);
    const retainer = cloudLicensingPage.heroActions.find((a) => a.label === "Get Retainer Quote");
    expect(retainer && "href" in retainer && retainer.href.startsWith("/contact")).toBe(true);
  });

  it("links /contact, the WhatsApp platform and the guides where each page offers them", () => {
    const paths = (page: MarketingPage) => actionHrefs(page).map((h) => h.split("?")[0]);
    expect(paths(aiMessagingPage)).toEqual(expect.arrayContaining(["/contact", "/products/whatsapp-messaging-platform"]));
    expect(paths(webDesignPage)).toContain("/contact");
    expect(paths(smeTransformationPage)).toEqual(expect.arrayContaining(["/contact", "/resources/guides"]));
    expect(paths(securityCompliancePage)).toContain("/contact");
    expect(sections(dataAnalyticsPage, "plans")).toHaveLength(1);
  });

  it("web design: packages, 12-month minimum with totals and early-cancellation rule, retainers", () => {
    expect(sections(webDesignPage, "plans").map((s) => s.id)).toEqual(["packages", "retainers"]);
    expect(sections(webDesignPage, "plans")[0]?.notes?.join(" ")).toMatch(/12-month minimum.*remaining months/s);
    expect(sections(webDesignPage, "facts")[0]?.facts.map((f) => f.value)).toEqual(["$18,000", "$42,000", "$90,000"]);
    expect(sections(webDesignPage, "plans")[1]?.notes).toEqual(["All retainers require a 12-month commitment."]);
  });
});

describe("industry pages", () => {
  it("legal, banking, healthcare, education, manufacturing, NGOs: five solution cards and a CTA to /contact", () => {
    for (const path of ["legal", "banking", "healthcare", "education", "manufacturing", "ngos"].map((s) => `/industries/${s}`)) {
      const page = marketingPageAt(path)!;
      expect(sections(page, "features")[0]?.cards, path).toHaveLength(5);
      expect(hrefsIn(page.cta.actions)[0], path).toMatch(/^\/contact\?/);
    }
  });

  it("SMEs: links to transformation, web design, Microsoft 365, WhatsApp and /contact", () => {
    expect(sections(smeIndustryPage, "links")[0]?.entries.map((e) => e.href)).toEqual([
      "/solutions/sme-digital-transformation",
      "/solutions/web-design-as-a-service",
      "/products/microsoft-365",
      "/products/whatsapp-messaging-platform",
    ]);
    expect(hrefsIn(smeIndustryPage.cta.actions)[0]).toMatch(/^\/contact\?/);
  });

  it("government: links to security and cloud licensing; 12, 24 and 36-month terms", () => {
    expect(sections(governmentIndustryPage, "links")[0]?.entries.map((e) => e.href)).toEqual([
      "/solutions/security-and-compliance",
      "/solutions/cloud-and-licensing",
    ]);
    expect(sections(governmentIndustryPage, "facts")[0]?.facts.map((f) => f.label)).toEqual(["12 months", "24 months", "36 months"]);
  });
});
