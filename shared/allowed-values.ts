// The chat's allowed values, written once: the chat's buttons, the API's validation,
// lead scoring and the recommendation rules all read these lists.

export const INTENTS = ["sales", "faq", "support", "general"] as const;
export const ORG_TYPES = ["SMEs", "Legal", "Banking & Finance", "Healthcare", "Education", "Manufacturing", "NGOs", "Government"] as const;
/** En dashes: these are the stored values and the button labels. */
export const COMPANY_SIZES = ["1–10", "11–50", "51–300", "300+"] as const;
export const NEEDS = [
  "Email/Collaboration",
  "Device Management",
  "Security/Compliance",
  "Messaging Automation",
  "Website",
  "Backup/Recovery",
  "Data & Analytics",
] as const;
export const STACKS = ["Microsoft 365", "Google Workspace", "On-prem", "None"] as const;
export const URGENCIES = ["Now", "30 days", "90 days"] as const;
export const BUDGETS = ["Entry", "Standard", "Enterprise"] as const;

export type Intent = (typeof INTENTS)[number];
export type OrgType = (typeof ORG_TYPES)[number];
export type CompanySize = (typeof COMPANY_SIZES)[number];
export type Need = (typeof NEEDS)[number];
export type Stack = (typeof STACKS)[number];
export type Urgency = (typeof URGENCIES)[number];
export type Budget = (typeof BUDGETS)[number];

/** The qualification steps in the order the chat asks them, with each step's options. */
export const QUALIFICATION_STEPS = {
  orgType: ORG_TYPES,
  size: COMPANY_SIZES,
  need: NEEDS,
  stack: STACKS,
  urgency: URGENCIES,
  budget: BUDGETS,
} as const;
export type QualificationStep = keyof typeof QUALIFICATION_STEPS;
export const QUALIFICATION_ORDER = Object.keys(QUALIFICATION_STEPS) as QualificationStep[];

/** Every chat step value. */
export const CHAT_STEPS = ["intent", "faq", "request", ...QUALIFICATION_ORDER, "contact", "recommendations", "success"] as const;
export type ChatStep = (typeof CHAT_STEPS)[number];

/** Ids of the recommendations the assistant can make (shared/recommendations.ts). */
export const RECOMMENDATION_IDS = [
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
] as const;
export type RecommendationId = (typeof RECOMMENDATION_IDS)[number];
