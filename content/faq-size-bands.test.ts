import { describe, expect, it } from "vitest";
import type { PricingPlan } from "./content-schemas";
import { sizeBands } from "./faq-size-bands";
import { microsoft365Plans, whatsappPlatformPlans } from "./product-plans";
import { cloudLicensingPackages, securityCompliancePackages, smeTransformationPackages, webDesignPackages } from "./solution-packages";

const withAllowances = (...allowances: string[]): PricingPlan[] =>
  allowances.map((allowance, i) => ({ ...webDesignPackages[0]!, id: `plan-${i}`, allowance }));

describe("sizeBands", () => {
  it("reads the bands the pages print, each starting after the previous one", () => {
    expect(sizeBands(webDesignPackages)).toEqual([
      { per: "people", min: 1, max: 10 },
      { per: "people", min: 11, max: 50 },
      { per: "people", min: 51, max: null },
    ]);
    expect(sizeBands(cloudLicensingPackages)).toEqual([
      { per: "people", min: 1, max: 25 },
      { per: "people", min: 26, max: 100 },
      { per: "people", min: 100, max: null },
    ]);
    expect(sizeBands(securityCompliancePackages)?.map((b) => [b.per, b.min, b.max])).toEqual([
      ["devices", 1, 50],
      ["devices", 51, 250],
      ["devices", 251, null],
    ]);
    expect(sizeBands(whatsappPlatformPlans)?.map((b) => b.max)).toEqual([1000, 10000, null]);
    expect(sizeBands(smeTransformationPackages)?.every((b) => b.per === "people")).toBe(true);
  });

  it("finds no bands in a list that is not priced by size", () => {
    expect(sizeBands(microsoft365Plans)).toBeNull();
  });

  it("finds no bands when the plans count different things", () => {
    expect(sizeBands(withAllowances("Up to 25 users", "Up to 50 devices"))).toBeNull();
    expect(sizeBands(withAllowances("Up to 25 users", "Daily backups"))).toBeNull();
  });
});
