// The option lists of the site's forms, apart from their schemas so the browser can import
// them without pulling in valibot.

/** The contact form's service interest options, in the order the select lists them. */
export const SERVICE_INTERESTS = [
  "AI-Powered Security",
  "Managed IT & Infrastructure",
  "Cloud & Virtualization",
  "Data & Analytics Platform",
  "Enterprise Software",
  "Backup & Disaster Recovery",
  "General Inquiry",
  "Partnership Opportunity",
] as const;
export type ServiceInterest = (typeof SERVICE_INTERESTS)[number];

/** The downloadable guides on /resources/guides (their content lives in content/guides.ts). */
export const GUIDE_IDS = ["sme-digital-transformation-playbook", "microsoft-365-migration-guide"] as const;
export type GuideId = (typeof GUIDE_IDS)[number];
