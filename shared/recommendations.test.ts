import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { COMPANY_SIZES, NEEDS, ORG_TYPES, STACKS } from "./allowed-values";
import { recommendationSchema } from "./lead-submission";
import { recommend } from "./recommendations";

// An independent reading of the recommendation rules: instead of one rule per product, this lists
// what each answer earns on its own, takes the union, and orders it in the catalogue's order.

type Combo = { orgType: string; size: string; need: string; stack: string };

const specOrder = [
  "microsoft-365-business-basic",
  "microsoft-365-business-standard",
  "microsoft-365-business-premium",
  "google-workspace",
  "whatsapp-messaging-platform",
  "cloud-backup-recovery",
  "web-design-starter",
  "web-design-growth",
  "web-design-enterprise",
  "data-analytics",
];

const webTierBySize: Record<string, string> = {
  "1–10": "web-design-starter",
  "11–50": "web-design-growth",
  "51–300": "web-design-enterprise",
  "300+": "web-design-enterprise",
};

const earnedByOrgType: Record<string, string[]> = {
  SMEs: ["whatsapp-messaging-platform"],
  Legal: ["whatsapp-messaging-platform", "cloud-backup-recovery"],
  "Banking & Finance": ["cloud-backup-recovery", "data-analytics"],
  Healthcare: ["whatsapp-messaging-platform", "cloud-backup-recovery"],
  Education: [],
  Manufacturing: ["data-analytics"],
  NGOs: [],
  Government: ["data-analytics"],
};

const earnedBySize: Record<string, string[]> = {
  "1–10": [],
  "11–50": [],
  "51–300": ["cloud-backup-recovery"],
  "300+": ["cloud-backup-recovery"],
};

function earnedByStack(c: Combo): string[] {
  switch (c.stack) {
    case "Google Workspace":
      return ["google-workspace"];
    case "None":
      return [webTierBySize[c.size]!];
    default:
      return [];
  }
}

function earnedByNeed(c: Combo): string[] {
  switch (c.need) {
    case "Email/Collaboration": {
      const suite = c.orgType === "SMEs" || c.orgType === "Education" ? "microsoft-365-business-basic" : "microsoft-365-business-standard";
      return c.orgType === "Education" || c.orgType === "NGOs" ? [suite, "google-workspace"] : [suite];
    }
    case "Device Management":
    case "Security/Compliance":
      return ["microsoft-365-business-premium"];
    case "Messaging Automation":
      return ["whatsapp-messaging-platform"];
    case "Website":
      return [webTierBySize[c.size]!];
    case "Backup/Recovery":
      return ["cloud-backup-recovery"];
    case "Data & Analytics":
      return ["data-analytics"];
    default:
      throw new Error(`unexpected need ${c.need}`);
  }
}

function expectedIds(c: Combo): string[] {
  const earned = new Set([...earnedByOrgType[c.orgType]!, ...earnedBySize[c.size]!, ...earnedByStack(c), ...earnedByNeed(c)]);
  return specOrder.filter((id) => earned.has(id));
}

const combos = ORG_TYPES.flatMap((orgType) =>
  COMPANY_SIZES.flatMap((size) => NEEDS.flatMap((need) => STACKS.map((stack) => ({ orgType, size, need, stack })))),
);

describe("recommend: every answer combination gets what its answers earn", () => {
  it("covers every orgType × size × need × stack combination", () => {
    expect(combos).toHaveLength(896);
  });

  it("matches the independent table on all 896 combinations", () => {
    const mismatches = combos
      .map((combo) => ({ combo, got: recommend(combo).map((r) => r.id), want: expectedIds(combo) }))
      .filter(({ got, want }) => JSON.stringify(got) !== JSON.stringify(want));
    expect(mismatches).toEqual([]);
  });

  it("hand-checked examples", () => {
    const ids = (c: Combo) => recommend(c as Parameters<typeof recommend>[0]).map((r) => r.id);
    expect(ids({ orgType: "Education", size: "1–10", need: "Email/Collaboration", stack: "Microsoft 365" })).toEqual([
      "microsoft-365-business-basic",
      "google-workspace",
    ]);
    expect(ids({ orgType: "Government", size: "300+", need: "Security/Compliance", stack: "On-prem" })).toEqual([
      "microsoft-365-business-premium",
      "cloud-backup-recovery",
      "data-analytics",
    ]);
    expect(ids({ orgType: "SMEs", size: "11–50", need: "Website", stack: "None" })).toEqual([
      "whatsapp-messaging-platform",
      "web-design-growth",
    ]);
    expect(ids({ orgType: "NGOs", size: "11–50", need: "Device Management", stack: "Microsoft 365" })).toEqual([
      "microsoft-365-business-premium",
    ]);
    expect(ids({ orgType: "Legal", size: "1–10", need: "Email/Collaboration", stack: "Google Workspace" })).toEqual([
      "microsoft-365-business-standard",
      "google-workspace",
      "whatsapp-messaging-platform",
      "cloud-backup-recovery",
    ]);
  });

  it("every recommendation is valid for the submission schema, with its product page", () => {
    const urls = new Map<string, string>();
    for (const combo of combos) {
      for (const rec of recommend(combo)) {
        expect(v.safeParse(recommendationSchema, rec).success).toBe(true);
        urls.set(rec.id, rec.url);
      }
    }
    expect(Object.fromEntries(urls)).toEqual({
      "microsoft-365-business-basic": "/products/microsoft-365",
      "microsoft-365-business-standard": "/products/microsoft-365",
      "microsoft-365-business-premium": "/products/microsoft-365",
      "google-workspace": "/products/google-workspace",
      "whatsapp-messaging-platform": "/products/whatsapp-messaging-platform",
      "cloud-backup-recovery": "/products/cloud-backup-and-recovery",
      "web-design-starter": "/solutions/web-design-as-a-service",
      "web-design-growth": "/solutions/web-design-as-a-service",
      "web-design-enterprise": "/solutions/web-design-as-a-service",
      "data-analytics": "/solutions/data-and-analytics",
    });
  });

  it("names the Microsoft 365 tier and the web design tier", () => {
    const names = recommend({ orgType: "Healthcare", size: "300+", need: "Website", stack: "None" }).map((r) => r.name);
    expect(names).toContain("Web Design as a Service — Enterprise");
    const suite = recommend({ orgType: "Legal", size: "1–10", need: "Email/Collaboration", stack: "On-prem" })[0];
    expect(suite?.name).toBe("Microsoft 365 Business Standard");
  });

  it("tailors the reason text to the org type", () => {
    const reasonFor = (orgType: (typeof ORG_TYPES)[number]) =>
      recommend({ orgType, size: "51–300", need: "Backup/Recovery", stack: "On-prem" }).find((r) => r.id === "cloud-backup-recovery")!
        .reason;
    const reasons = ORG_TYPES.map(reasonFor);
    expect(new Set(reasons).size).toBe(ORG_TYPES.length);
    expect(reasonFor("Healthcare")).toMatch(/patient/i);
    expect(reasonFor("SMEs")).toMatch(/business/i);
  });
});
