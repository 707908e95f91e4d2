import { describe, expect, it } from "vitest";
import type { PricingPlan } from "../../content/content-schemas";
import { faqCorpus, faqTopics } from "../../content/faq-corpus";
import { priceText } from "../../content/price-format";
import { googleWorkspacePlans, microsoft365Plans } from "../../content/product-plans";
import {
  cloudLicensingPackages,
  securityCompliancePackages,
  smeTransformationPackages,
  webDesignPackages,
  webDesignRetainers,
} from "../../content/solution-packages";
import { readCount } from "./faq-counts";
import { answerFaq, buildFaqIndex, MIN_CONFIDENCE } from "./faq-index";

const index = buildFaqIndex(faqCorpus, faqTopics);
const answer = (question: string) => answerFaq(index, question).answers[0]?.entry;
const plan = <T extends { id: string }>(plans: readonly T[], id: string) => plans.find((p) => p.id === id)!;

describe("readCount", () => {
  it.each([
    ["our company has 150 staff", 150, "people"],
    ["about 20 users", 20, "people"],
    ["watu 50", 50, "people"],
    ["a team of 12", 12, "people"],
    ["we're 8 employees", 8, "people"],
    ["a website for 40 employes", 40, "people"],
    ["we have 120 devices", 120, "devices"],
    ["around 3,000 customer conversations a month", 3000, "conversations"],
    ["3k messages", 3000, "messages"],
  ])("reads %j as %i %s", (question, n, kind) => {
    expect(readCount(question).count).toEqual({ n, kind });
  });

  it.each(["how much is office 365 per user?", "microsoft 365 users", "24/7 support", "99.9% uptime"])(
    "finds no count in %j",
    (question) => {
      expect(readCount(question).count).toBeNull();
    },
  );

  it("keeps a word between the number and its unit in the question", () => {
    expect(readCount("5000 whatsapp messages a month").rest).toMatch(/whatsapp/);
  });

  it("corrects a misspelt count word, but not another word one letter from one", () => {
    expect(readCount("we have 40 employes").count).toEqual({ n: 40, kind: "people" });
    const { rest } = readCount("We are a 30 person law firm. What's the price of the plan with device management?");
    expect(rest).toMatch(/\bwhats\b/);
    expect(rest).not.toMatch(/chats/);
  });
});

describe("a count selects the plan the page sizes for it", () => {
  it.each<[string, string, PricingPlan]>([
    [
      "our company has 150 staff, what does the transformation programme cost",
      "sme-digital-transformation-enterprise",
      plan(smeTransformationPackages, "enterprise"),
    ],
    ["digital transformation for 25 employees price", "sme-digital-transformation-growth", plan(smeTransformationPackages, "growth")],
    ["website for a company of 30 people, how much per month", "web-design-as-a-service-growth", plan(webDesignPackages, "growth")],
    ["we're 8 employees, what would a website cost us", "web-design-as-a-service-starter", plan(webDesignPackages, "starter")],
    ["we have 60 users, what would managed licensing cost", "cloud-and-licensing-growth", plan(cloudLicensingPackages, "growth")],
    [
      "we have 120 devices, which security package",
      "security-and-compliance-professional",
      plan(securityCompliancePackages, "professional"),
    ],
  ])("%j → %s, naming the tier and its price", (question, id, tier) => {
    const entry = answer(question);
    expect(entry?.id).toBe(id);
    expect(entry?.answer).toContain(`${tier.name} package: ${priceText(tier.price)}`);
  });
});

describe("a count answers a question matched too weakly without it", () => {
  it.each<[string, string, PricingPlan]>([
    [
      "we have 200 devices and need 24/7 soc monitoring, how much",
      "security-and-compliance-professional",
      plan(securityCompliancePackages, "professional"),
    ],
    [
      "we're a 35-person distribution company in dar, what would your SME digital transformation cost us?",
      "sme-digital-transformation-growth",
      plan(smeTransformationPackages, "growth"),
    ],
  ])("%j → %s", (question, id, tier) => {
    const verdict = answerFaq(index, question);
    expect(verdict.nearest!.confidence).toBeLessThan(MIN_CONFIDENCE);
    expect(verdict.answers[0]?.entry.id).toBe(id);
    expect(verdict.answers[0]?.entry.answer).toContain(`${tier.name} package: ${priceText(tier.price)}`);
  });

  it("falls back when the question names what the plans do not hold, or asks something else", () => {
    for (const question of [
      "we have 300 users, how much for a sap licence",
      "we have 150 laptops, do you lease laptops and what is the price",
    ]) {
      expect(answerFaq(index, question).answers).toEqual([]);
    }
  });
});

describe("neighbours are told apart, or both answered", () => {
  it("answers an Enterprise Retainer question with the retainer, not the web design package", () => {
    const entry = answer("enterprise retainer for our website: price?");
    expect(entry?.id).toBe("web-design-as-a-service-enterprise-retainer");
    expect(entry?.answer).toContain(priceText(plan(webDesignRetainers, "enterprise-retainer").price));
  });

  it("answers a Business Standard question naming its product with that product's plan", () => {
    expect(answer("microsoft business standard price")?.id).toBe("microsoft-365-business-standard");
    expect(answer("google business standard cost")?.id).toBe("google-workspace-standard");
  });

  it("gives both Business Standard plans, one line each, when the question names neither product", () => {
    const verdict = answerFaq(index, "how much is the business standard plan");
    expect(verdict.answers.map((a) => a.entry.id).sort()).toEqual(["google-workspace-standard", "microsoft-365-business-standard"]);
    const text = verdict.answers[0]!.entry.answer;
    expect(text).toContain(priceText(plan(microsoft365Plans, "business-standard").price));
    expect(text).toContain(priceText(plan(googleWorkspacePlans, "standard").price));
    expect(text.length).toBeLessThan(400);
  });

  it("gives both the web design package and the retainer for an Enterprise website question", () => {
    const text = answer("enterprise website price")?.answer;
    expect(text).toContain(priceText(plan(webDesignPackages, "enterprise").price));
    expect(text).toContain(priceText(plan(webDesignRetainers, "enterprise-retainer").price));
  });

  it("answers with the plans list when only the context names a plan and the list holds what is asked", () => {
    const told = "We're on the Growth retainer and barely used our hours. Do unused hours carry over to next month?";
    expect(answer(told)?.answer).toContain("Unused hours do not roll over");
    expect(answer("how many hours does the growth retainer include?")?.id).toBe("web-design-as-a-service-growth-retainer");
  });

  it("tells the support plan from the product plan by the question's other words", () => {
    expect(answer("premium support price")?.id).toBe("premium-support-plan");
    expect(answer("M365 business premium price per user")?.id).toBe("microsoft-365-business-premium");
  });
});

describe("what we offer", () => {
  it.each([
    ["Is Google Workspace something you sell?", "offer-google-workspace", "/products/google-workspace"],
    ["mnauza google workspace?", "offer-google-workspace", "/products/google-workspace"],
    ["can you build us a website", "offer-web-design-as-a-service", "/solutions/web-design-as-a-service"],
    ["do you work with hospitals", "offer-healthcare", "/industries/healthcare"],
  ])("%j → yes, what it is and its page", (question, id, url) => {
    const entry = answer(question);
    expect(entry).toMatchObject({ id, resourceUrl: url });
    expect(entry?.answer).toMatch(/^Yes\. /);
  });

  it.each(["Do you sell SAP Business One?", "do you install CCTV cameras", "Do you offer Zoho Mail?", "do you sell laptops"])(
    "falls back on %j, which nothing we offer is called",
    (question) => {
      expect(answerFaq(index, question).answers).toEqual([]);
    },
  );
});

describe("the company's figures", () => {
  it("answers how many customers with the figure every page shows", () => {
    expect(answer("how many customers do you have")?.answer).toContain("500+");
  });
});
