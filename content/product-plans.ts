// Plans and prices of the four product pages. The product pages,
// the chat's recommendations and the FAQ corpus all read these records.
import type { PricingPlan } from "./content-schemas";
import { contactCta } from "./cta";

/** Every Microsoft 365 plan includes the same cloud storage. */
export const microsoft365StoragePerUser = "1TB OneDrive storage per user";

export const microsoft365Plans: PricingPlan[] = [
  {
    id: "business-basic",
    name: "Business Basic",
    price: { amountUsd: 6, unit: "per-user-month" },
    allowance: microsoft365StoragePerUser,
    summary: "Business email and web versions of the Office apps for teams that work online.",
    features: [
      "Business email on your own domain (50GB mailbox)",
      "Word, Excel and PowerPoint on the web and mobile",
      "Teams chat, calls and online meetings",
      "SharePoint team sites",
      "Standard security and spam filtering",
    ],
    popular: false,
    cta: contactCta("Choose Business Basic", "microsoft-365-business-basic"),
  },
  {
    id: "business-standard",
    name: "Business Standard",
    price: { amountUsd: 12.5, unit: "per-user-month" },
    allowance: microsoft365StoragePerUser,
    summary: "Everything in Basic plus the desktop Office apps most offices rely on.",
    features: [
      "Everything in Business Basic",
      "Desktop Word, Excel, PowerPoint and Outlook",
      "Webinars with attendee registration",
      "Microsoft Bookings for appointments",
      "Collaborative workspaces with Loop",
    ],
    popular: true,
    cta: contactCta("Choose Business Standard", "microsoft-365-business-standard"),
  },
  {
    id: "business-premium",
    name: "Business Premium",
    price: { amountUsd: 22, unit: "per-user-month" },
    allowance: microsoft365StoragePerUser,
    summary: "Everything in Standard plus advanced security and device management.",
    features: [
      "Everything in Business Standard",
      "Intune device management for laptops and phones",
      "Defender for Business threat protection",
      "Conditional access and multi-factor authentication",
      "Data loss prevention for Data Protection Act compliance",
    ],
    popular: false,
    cta: contactCta("Choose Business Premium", "microsoft-365-business-premium"),
  },
];

export const googleWorkspacePlans: PricingPlan[] = [
  {
    id: "starter",
    name: "Business Starter",
    price: { amountUsd: 6, unit: "per-user-month" },
    allowance: "30GB storage per user",
    summary: "Professional Gmail, Drive and Meet for small teams getting started.",
    features: [
      "Custom business email with Gmail",
      "Video meetings with up to 100 participants",
      "Docs, Sheets and Slides",
      "Security and management controls",
    ],
    popular: false,
    cta: contactCta("Choose Starter", "google-workspace-starter"),
  },
  {
    id: "standard",
    name: "Business Standard",
    price: { amountUsd: 12, unit: "per-user-month" },
    allowance: "2TB storage per user",
    summary: "More storage and meeting recording for growing teams.",
    features: [
      "Everything in Starter",
      "Video meetings with up to 150 participants, plus recording",
      "Shared drives for teams",
      "eSignature in Docs and PDFs",
    ],
    popular: true,
    cta: contactCta("Choose Standard", "google-workspace-standard"),
  },
  {
    id: "plus",
    name: "Business Plus",
    price: { amountUsd: 18, unit: "per-user-month" },
    allowance: "5TB storage per user",
    summary: "Enhanced security, eDiscovery and retention for regulated teams.",
    features: [
      "Everything in Standard",
      "Video meetings with up to 500 participants",
      "Vault for eDiscovery and retention",
      "Advanced endpoint management",
    ],
    popular: false,
    cta: contactCta("Choose Plus", "google-workspace-plus"),
  },
];

export const whatsappPlatformPlans: PricingPlan[] = [
  {
    id: "starter",
    name: "Starter",
    price: { amountUsd: 99, unit: "per-month" },
    allowance: "1,000 messages/month",
    summary: "An automated WhatsApp assistant for a single team or branch.",
    features: [
      "One WhatsApp Business number",
      "AI answers from your FAQ and price list",
      "Hand-over to a human agent",
      "Monthly conversation report",
    ],
    popular: false,
    cta: contactCta("Choose Starter", "whatsapp-starter"),
  },
  {
    id: "professional",
    name: "Professional",
    price: { amountUsd: 299, unit: "per-month" },
    allowance: "10,000 messages/month",
    summary: "Automation across departments, connected to your business systems.",
    features: [
      "Everything in Starter",
      "Up to 5 agent seats with a shared inbox",
      "Integration with your CRM or core system",
      "Broadcast messages to opted-in customers",
      "Real-time analytics dashboard",
    ],
    popular: true,
    cta: contactCta("Choose Professional", "whatsapp-professional"),
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: "custom",
    allowance: "Unlimited messages",
    summary: "High-volume messaging with custom workflows and dedicated support.",
    features: [
      "Everything in Professional",
      "Multiple numbers and unlimited agent seats",
      "Custom workflows such as payments and bookings",
      "Dedicated success manager and SLA",
    ],
    popular: false,
    cta: contactCta("Contact Sales", "whatsapp-enterprise"),
  },
];

export const cloudBackupPlans: PricingPlan[] = [
  {
    id: "essential",
    name: "Essential",
    price: { amountUsd: 49, unit: "per-tb-month" },
    allowance: "Daily backups, 30-day retention",
    summary: "Automatic, encrypted daily backups of files and mailboxes.",
    features: ["Daily automatic backups", "30-day retention", "AES-256 encryption in transit and at rest", "Self-service file restore"],
    popular: false,
    cta: contactCta("Choose Essential", "backup-essential"),
  },
  {
    id: "professional",
    name: "Professional",
    price: { amountUsd: 99, unit: "per-tb-month" },
    allowance: "90-day retention",
    summary: "Longer retention and server recovery for businesses that cannot stop.",
    features: [
      "Everything in Essential",
      "90-day retention",
      "Server and virtual machine image backups",
      "Ransomware detection on backup data",
      "Quarterly recovery tests",
    ],
    popular: true,
    cta: contactCta("Choose Professional", "backup-professional"),
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: "custom",
    allowance: "Custom retention and recovery targets",
    summary: "Full disaster recovery with agreed recovery time and point objectives.",
    features: [
      "Everything in Professional",
      "Disaster recovery site with failover",
      "Custom retention for regulators and auditors",
      "Dedicated recovery engineer",
    ],
    popular: false,
    cta: contactCta("Contact Sales", "backup-enterprise"),
  },
];
