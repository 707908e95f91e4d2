import type { CompanySize, Need, OrgType, RecommendationId, Stack } from "./allowed-values";
import { reasonsByFamily, recommendationCatalog } from "./recommendation-catalog";

// The recommendation rules, in the order the products are listed: Microsoft 365 (by plan), Google
// Workspace, WhatsApp, backup, web design (tier by size), data and analytics.
// A visitor may receive several; each rule adds at most one product.

/** A recommendation as the chat shows it and a lead stores it: always built here, from the catalogue. */
export type Recommendation = { id: RecommendationId; name: string; url: string; reason: string };

export type RecommendationInput = { orgType: OrgType; size: CompanySize; need: Need; stack: Stack };

const basicSuiteOrgTypes: readonly OrgType[] = ["SMEs", "Education"];
const secondSuiteOrgTypes: readonly OrgType[] = ["Education", "NGOs"];
const messagingOrgTypes: readonly OrgType[] = ["SMEs", "Legal", "Healthcare"];
const backupOrgTypes: readonly OrgType[] = ["Banking & Finance", "Healthcare", "Legal"];
const backupSizes: readonly CompanySize[] = ["51–300", "300+"];
const analyticsOrgTypes: readonly OrgType[] = ["Banking & Finance", "Manufacturing", "Government"];

/** Web design tier by company size: Starter 1–10, Growth 11–50, Enterprise otherwise. */
export function webDesignTier(size: CompanySize): RecommendationId {
  if (size === "1–10") return "web-design-starter";
  if (size === "11–50") return "web-design-growth";
  return "web-design-enterprise";
}

export function recommendationIds({ orgType, size, need, stack }: RecommendationInput): RecommendationId[] {
  const ids: RecommendationId[] = [];
  if (need === "Email/Collaboration") {
    ids.push(basicSuiteOrgTypes.includes(orgType) ? "microsoft-365-business-basic" : "microsoft-365-business-standard");
  }
  if (need === "Device Management" || need === "Security/Compliance") ids.push("microsoft-365-business-premium");
  if (stack === "Google Workspace" || (need === "Email/Collaboration" && secondSuiteOrgTypes.includes(orgType))) {
    ids.push("google-workspace");
  }
  if (need === "Messaging Automation" || messagingOrgTypes.includes(orgType)) ids.push("whatsapp-messaging-platform");
  if (backupOrgTypes.includes(orgType) || need === "Backup/Recovery" || backupSizes.includes(size)) {
    ids.push("cloud-backup-recovery");
  }
  if (need === "Website" || stack === "None") ids.push(webDesignTier(size));
  if (need === "Data & Analytics" || analyticsOrgTypes.includes(orgType)) ids.push("data-analytics");
  return ids;
}

export function describeRecommendation(id: RecommendationId, orgType: OrgType): Recommendation {
  const entry = recommendationCatalog[id];
  const reasons = reasonsByFamily[entry.family];
  return { id, name: entry.name, url: entry.url, reason: `${entry.summary} ${reasons[orgType] ?? reasons.SMEs}` };
}

export function recommend(input: RecommendationInput): Recommendation[] {
  return recommendationIds(input).map((id) => describeRecommendation(id, input.orgType));
}

/**
 * A lead's recommendations from the ids it names, each once, in the order first named. The reason is
 * worded for the lead's organisation type (the SMEs wording when it was not asked), as the chat words it.
 */
export function catalogueRecommendations(
  submitted: readonly { id: RecommendationId }[],
  orgType: OrgType | null | undefined,
): Recommendation[] {
  const ids = new Set(submitted.map(({ id }) => id));
  return [...ids].map((id) => describeRecommendation(id, orgType ?? "SMEs"));
}
