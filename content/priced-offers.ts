// Every priced plans list the pages show, once, with the names visitors call it by: the chat's
// computed answers (totals for N users, the tier a size falls in, N TB, 12-month commitments) read
// their prices from here, so they are always the prices the pages render.
import { flagshipProducts, solutionLines } from "./catalog";
import type { PricingPlan } from "./content-schemas";
import { cloudBackupPlans, googleWorkspacePlans, microsoft365Plans, whatsappPlatformPlans } from "./product-plans";
import {
  aiMessagingPackages,
  cloudLicensingPackages,
  dataAnalyticsPackages,
  securityCompliancePackages,
  smeTransformationPackages,
  webDesignCommitment,
  webDesignPackages,
  webDesignRetainers,
} from "./solution-packages";

export type PricedOffer = {
  /** Stable key the chat sends back when the visitor picks this offer. */
  id: string;
  /** The name the pages use, shown on the chat's buttons. */
  name: string;
  /** The page the plans are on (its path). */
  url: string;
  plans: readonly PricingPlan[];
  /** Lower-case words and phrases that name this offer in a question. */
  names: readonly string[];
  /** A minimum term in months the page states, if any. */
  minimumMonths?: number;
};

const page = (entries: readonly { title: string; href: string }[], title: string) => {
  const entry = entries.find((e) => e.title === title);
  if (!entry) throw new Error(`No catalogue entry ${title}`);
  return { name: entry.title, url: entry.href };
};

export const pricedOffers: readonly PricedOffer[] = [
  {
    id: "microsoft-365",
    ...page(flagshipProducts, "Microsoft 365"),
    plans: microsoft365Plans,
    names: ["microsoft 365", "microsoft365", "office 365", "office365", "m365", "o365", "microsoft", "ms 365", "outlook"],
  },
  {
    id: "google-workspace",
    ...page(flagshipProducts, "Google Workspace"),
    plans: googleWorkspacePlans,
    names: ["google workspace", "g suite", "gsuite", "google", "gmail", "workspace"],
  },
  {
    id: "whatsapp-platform",
    ...page(flagshipProducts, "WhatsApp Messaging Platform"),
    plans: whatsappPlatformPlans,
    names: ["whatsapp messaging platform", "whatsapp platform", "whatsapp business platform"],
  },
  {
    id: "cloud-backup",
    ...page(flagshipProducts, "Cloud Backup & Recovery"),
    plans: cloudBackupPlans,
    names: ["cloud backup", "backup", "backups", "back up", "disaster recovery"],
  },
  {
    id: "cloud-licensing",
    ...page(solutionLines, "Cloud & Licensing"),
    plans: cloudLicensingPackages,
    names: ["cloud & licensing", "cloud and licensing", "licensing", "licence management", "license management"],
  },
  {
    id: "ai-messaging",
    ...page(solutionLines, "AI & Messaging Automation"),
    plans: aiMessagingPackages,
    names: ["ai & messaging", "ai and messaging", "messaging automation", "ai messaging", "chatbot"],
  },
  {
    id: "web-design",
    ...page(solutionLines, "Web Design as a Service"),
    plans: webDesignPackages,
    names: ["web design", "website", "web site", "websites"],
    minimumMonths: webDesignCommitment.minimumMonths,
  },
  {
    id: "web-design-retainers",
    name: "Website care retainers",
    url: page(solutionLines, "Web Design as a Service").url,
    plans: webDesignRetainers,
    names: ["retainer", "retainers", "website care"],
  },
  {
    id: "sme-transformation",
    ...page(solutionLines, "SME Digital Transformation"),
    plans: smeTransformationPackages,
    names: ["digital transformation", "sme transformation", "transformation"],
  },
  {
    id: "security-compliance",
    ...page(solutionLines, "Security & Compliance"),
    plans: securityCompliancePackages,
    names: ["security & compliance", "security and compliance", "security", "cybersecurity", "compliance"],
  },
  {
    id: "data-analytics",
    ...page(solutionLines, "Data & Analytics"),
    plans: dataAnalyticsPackages,
    names: ["data & analytics", "data and analytics", "analytics", "dashboards", "power bi"],
  },
];

/** The chat's words around a computed answer. */
export const estimateCopy = {
  estimate: "An estimate from our listed prices; your quote confirms the final figure.",
  quote: "Get a quote",
  whichOffer: "Which one do you mean?",
  compared: "Their listed prices side by side:",
  comparedFor: (users: number) => `For ${users} ${users === 1 ? "user" : "users"}, a month, plan by plan:`,
  noPrice: (plan: string) => `${plan} is priced on request, so there is no listed price to work from.`,
  notListed:
    "I can only work from the listed US dollar prices, so I can't tell you VAT or a figure in another currency. Our team will put it in your quote.",
} as const;
