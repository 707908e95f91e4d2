// Plans and prices as published (figure by figure), and every record valid against its schema.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { PricingPlan } from "./content-schemas";
import { pricingPlanSchema, productCategorySchema, supportPlanSchema } from "./content-schemas";
import { priceText } from "./price-format";
import { cloudBackupPlans, googleWorkspacePlans, microsoft365Plans, whatsappPlatformPlans } from "./product-plans";
import { productCategories } from "./products-catalogue";
import {
  aiMessagingPackages,
  cloudLicensingPackages,
  dataAnalyticsPackages,
  securityCompliancePackages,
  smeTransformationMethod,
  smeTransformationPackages,
  webDesignMinimumTotal,
  webDesignPackages,
  webDesignRetainers,
} from "./solution-packages";
import { supportPlans } from "./support-plans";

/** "Name: price · allowance" lines, to compare a plan list with the published prices in one assertion. */
const summarize = (plans: PricingPlan[]) => plans.map((p) => [p.name, priceText(p.price), p.allowance].filter(Boolean).join(" · "));

const planLists = {
  microsoft365Plans,
  googleWorkspacePlans,
  whatsappPlatformPlans,
  cloudBackupPlans,
  cloudLicensingPackages,
  aiMessagingPackages,
  webDesignPackages,
  webDesignRetainers,
  smeTransformationPackages,
  securityCompliancePackages,
  dataAnalyticsPackages,
};

describe("plan records", () => {
  it.each(Object.entries(planLists))("%s: three valid plans, unique ids, exactly one popular", (_, plans) => {
    expect(plans).toHaveLength(3);
    for (const plan of plans) expect(() => v.parse(pricingPlanSchema, plan)).not.toThrow();
    expect(new Set(plans.map((p) => p.id)).size).toBe(3);
    expect(plans.filter((p) => p.popular)).toHaveLength(1);
  });
});

describe("product page prices", () => {
  it("Microsoft 365: Basic $6, Standard $12.50, Premium $22 per user/month, 1TB each", () => {
    expect(summarize(microsoft365Plans)).toEqual([
      "Business Basic · $6 per user/month · 1TB OneDrive storage per user",
      "Business Standard · $12.50 per user/month · 1TB OneDrive storage per user",
      "Business Premium · $22 per user/month · 1TB OneDrive storage per user",
    ]);
  });

  it("Google Workspace: $6 / $12 / $18, 30GB / 2TB / 5TB, meetings of 100 / 150 / up to 500", () => {
    expect(summarize(googleWorkspacePlans)).toEqual([
      "Business Starter · $6 per user/month · 30GB storage per user",
      "Business Standard · $12 per user/month · 2TB storage per user",
      "Business Plus · $18 per user/month · 5TB storage per user",
    ]);
    expect(googleWorkspacePlans.map((p) => p.features.find((f) => f.includes("participants")))).toEqual([
      "Video meetings with up to 100 participants",
      "Video meetings with up to 150 participants, plus recording",
      "Video meetings with up to 500 participants",
    ]);
  });

  it("WhatsApp platform: $99 for 1,000 messages, $299 for 10,000, Enterprise custom unlimited", () => {
    expect(summarize(whatsappPlatformPlans)).toEqual([
      "Starter · $99/month · 1,000 messages/month",
      "Professional · $299/month · 10,000 messages/month",
      "Enterprise · Custom pricing · Unlimited messages",
    ]);
  });

  it("Cloud backup: $49/TB daily 30-day, $99/TB 90-day, Enterprise custom", () => {
    expect(summarize(cloudBackupPlans).slice(0, 2)).toEqual([
      "Essential · $49 per TB/month · Daily backups, 30-day retention",
      "Professional · $99 per TB/month · 90-day retention",
    ]);
    expect(cloudBackupPlans[2]?.price).toBe("custom");
  });

  it("web design retainers: $299 5h 48-hour, $599 15h 24-hour, $1,299 40h same-day", () => {
    expect(summarize(webDesignRetainers)).toEqual([
      "Starter Retainer · $299/month · 5 hours of changes per month",
      "Growth Retainer · $599/month · 15 hours of changes per month",
      "Enterprise Retainer · $1,299/month · 40 hours of changes per month",
    ]);
    expect(webDesignRetainers.map((p) => p.features[0])).toEqual(["48-hour email response", "24-hour response", "Same-day response"]);
  });
});

describe("landing page packages", () => {
  it("cloud and licensing: $99 up to 25 users, $299 up to 100, Enterprise custom", () => {
    expect(summarize(cloudLicensingPackages).slice(0, 2)).toEqual([
      "Starter · $99/month · Up to 25 users",
      "Growth · $299/month · Up to 100 users",
    ]);
    expect(cloudLicensingPackages[2]?.price).toBe("custom");
  });

  it("AI and messaging: $199 up to 1,000 conversations, $499 up to 5,000, Enterprise custom", () => {
    expect(summarize(aiMessagingPackages).slice(0, 2)).toEqual([
      "Starter · $199/month · Up to 1,000 conversations/month",
      "Growth · $499/month · Up to 5,000 conversations/month",
    ]);
    expect(aiMessagingPackages[2]?.price).toBe("custom");
  });

  it("web design: $1,500 / $3,500 / $7,500 a month, 12-month totals $18,000 / $42,000 / $90,000", () => {
    expect(webDesignPackages.map((p) => priceText(p.price))).toEqual(["$1,500/month", "$3,500/month", "$7,500/month"]);
    expect(webDesignPackages.map(webDesignMinimumTotal)).toEqual([18_000, 42_000, 90_000]);
  });

  it("SME transformation: $5,000 / $15,000 / $35,000 per project, training 8/24/40 h, support 3/6/12 months, 90-day phases", () => {
    expect(summarize(smeTransformationPackages)).toEqual([
      "Foundation · $5,000 per project · 1–10 employees",
      "Growth · $15,000 per project · 11–50 employees",
      "Enterprise · $35,000 per project · 51+ employees",
    ]);
    expect(smeTransformationPackages.map((p) => p.features.find((f) => f.includes("training")))).toEqual([
      "8 hours of staff training",
      "24 hours of staff training",
      "40 hours of staff training",
    ]);
    expect(smeTransformationPackages.map((p) => p.features.find((f) => f.includes("support after")))).toEqual([
      "3 months of support after go-live",
      "6 months of support after go-live",
      "12 months of support after go-live",
    ]);
    expect(smeTransformationMethod.map((s) => s.duration)).toEqual(["Days 1–15", "Days 16–30", "Days 31–75", "Days 76–90"]);
  });

  it("security: $500 / $1,500 / custom; data and analytics: $500 with 3 sources / $1,500 / custom", () => {
    expect(securityCompliancePackages.map((p) => priceText(p.price))).toEqual(["$500/month", "$1,500/month", "Custom pricing"]);
    expect(summarize(dataAnalyticsPackages)[0]).toBe("Starter · $500/month · 3 data sources");
    expect(dataAnalyticsPackages.map((p) => priceText(p.price))).toEqual(["$500/month", "$1,500/month", "Custom pricing"]);
  });
});

describe("products catalogue and support plans", () => {
  it("six categories (security, infrastructure, cloud, data, software, backup), three valid products each, Most Popular on the first", () => {
    expect(productCategories.map((c) => c.id)).toEqual(["security", "infrastructure", "cloud", "data", "software", "backup"]);
    for (const category of productCategories) {
      expect(() => v.parse(productCategorySchema, category)).not.toThrow();
      expect(category.products.map((p) => p.popular)).toEqual([true, false, false]);
    }
  });

  it("starting prices run from $600 to $5,000 a month; Identity Shield from $15 per user", () => {
    const products = productCategories.flatMap((c) => c.products);
    const monthly = products
      .filter((p) => p.name !== "Identity Shield")
      .map((p) => Number(/^Starting at \$([\d,]+)\/month$/.exec(p.pricing)?.[1]?.replace(",", "")));
    expect(monthly.every(Number.isFinite)).toBe(true);
    expect(Math.min(...monthly)).toBe(600);
    expect(Math.max(...monthly)).toBe(5000);
    expect(products.find((p) => p.name === "Identity Shield")?.pricing).toBe("Starting at $15 per user/month");
  });

  it("Essential included, Premium +30% of license cost and Recommended, Enterprise custom", () => {
    for (const plan of supportPlans) expect(() => v.parse(supportPlanSchema, plan)).not.toThrow();
    expect(supportPlans.map((p) => [p.name, p.price, p.popular])).toEqual([
      ["Essential Support", "Included", false],
      ["Premium Support", "+30% of license cost", true],
      ["Enterprise Support", "Custom pricing", false],
    ]);
  });
});
