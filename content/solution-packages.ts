// Packages and prices of the six solution landing pages, the web design retainers and the SME
// transformation method. Landing pages, the chat and the FAQ corpus read these records.
import type { PricingPlan, ProcessStep } from "./content-schemas";
import { contactCta } from "./cta";

export const cloudLicensingPackages: PricingPlan[] = [
  {
    id: "starter",
    name: "Starter",
    price: { amountUsd: 99, unit: "per-month" },
    allowance: "Up to 25 users",
    summary: "Licensing, set-up and help-desk support for a small office.",
    features: [
      "Microsoft 365 or Google Workspace licence management",
      "Email migration from your current provider",
      "Help-desk support in business hours",
      "Monthly licence and usage report",
    ],
    popular: false,
    cta: contactCta("Get Started", "cloud-licensing-starter"),
  },
  {
    id: "growth",
    name: "Growth",
    price: { amountUsd: 299, unit: "per-month" },
    allowance: "Up to 100 users",
    summary: "Managed cloud productivity with security baselines and training.",
    features: [
      "Everything in Starter",
      "Security baseline with multi-factor authentication",
      "Device enrolment and management",
      "Quarterly user training sessions",
      "Priority support with 4-hour response",
    ],
    popular: true,
    cta: contactCta("Get Started", "cloud-licensing-growth"),
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: "custom",
    allowance: "100+ users and multiple sites",
    summary: "Multi-country tenants, compliance and a named account team.",
    features: [
      "Everything in Growth",
      "Multi-tenant and multi-country administration",
      "Compliance and retention policies",
      "Named account manager and engineer",
    ],
    popular: false,
    cta: contactCta("Contact Sales", "cloud-licensing-enterprise"),
  },
];

export const aiMessagingPackages: PricingPlan[] = [
  {
    id: "starter",
    name: "Starter",
    price: { amountUsd: 199, unit: "per-month" },
    allowance: "Up to 1,000 conversations/month",
    summary: "A WhatsApp assistant that answers common questions around the clock.",
    features: ["AI assistant trained on your FAQs", "One WhatsApp Business number", "Hand-over to your team", "Monthly performance report"],
    popular: false,
    cta: contactCta("Get Started", "ai-messaging-starter"),
  },
  {
    id: "growth",
    name: "Growth",
    price: { amountUsd: 499, unit: "per-month" },
    allowance: "Up to 5,000 conversations/month",
    summary: "Automation connected to your systems: balances, bookings, orders.",
    features: [
      "Everything in Starter",
      "Integration with your CRM, core banking or booking system",
      "Swahili and English conversations",
      "Agent inbox for up to 10 staff",
      "Analytics dashboard",
    ],
    popular: true,
    cta: contactCta("Get Started", "ai-messaging-growth"),
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: "custom",
    allowance: "Unlimited conversations",
    summary: "Custom AI workflows across channels with an uptime SLA.",
    features: [
      "Everything in Growth",
      "Custom workflows and payment integrations",
      "Multiple numbers and channels",
      "Dedicated success manager",
    ],
    popular: false,
    cta: contactCta("Contact Sales", "ai-messaging-enterprise"),
  },
];

/** Web design as a service is billed monthly with a mandatory minimum term. */
export const webDesignCommitment = {
  minimumMonths: 12,
  earlyCancellation: "Cancelling before the end of the 12-month minimum requires paying the remaining months.",
} as const;

export const webDesignPackages: PricingPlan[] = [
  {
    id: "starter",
    name: "Starter",
    price: { amountUsd: 1500, unit: "per-month" },
    allowance: "Best for 1–10 employees",
    summary: "A professional, mobile-first website that is designed, hosted and kept up to date.",
    features: [
      "Up to 8 custom-designed pages",
      "Hosting, SSL certificate and daily backups",
      "Contact forms and WhatsApp chat button",
      "Basic search engine optimisation",
      "Monthly content updates",
    ],
    popular: false,
    cta: contactCta("Start Your Website", "web-design-starter"),
  },
  {
    id: "growth",
    name: "Growth",
    price: { amountUsd: 3500, unit: "per-month" },
    allowance: "Best for 11–50 employees",
    summary: "A lead-generating website with blog, bookings and analytics.",
    features: [
      "Up to 20 pages with blog or news section",
      "Online bookings or quote requests",
      "Analytics dashboard and monthly report",
      "Search engine optimisation for local search",
      "Weekly content updates",
    ],
    popular: true,
    cta: contactCta("Start Your Website", "web-design-growth"),
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: { amountUsd: 7500, unit: "per-month" },
    allowance: "Best for 51+ employees",
    summary: "A multi-language, integrated web platform with a dedicated team.",
    features: [
      "Unlimited pages and multiple languages",
      "Integration with your CRM, ERP or payment provider",
      "Accessibility and performance audits",
      "Dedicated designer and developer",
      "Priority same-day changes",
    ],
    popular: false,
    cta: contactCta("Start Your Website", "web-design-enterprise"),
  },
];

/** Total of a web design package over its minimum term ($18,000, $42,000, $90,000). */
export function webDesignMinimumTotal(plan: PricingPlan): number | null {
  return plan.price === "custom" ? null : plan.price.amountUsd * webDesignCommitment.minimumMonths;
}

/** Retainers for changes after launch, with the same 12-month commitment. */
export const webDesignRetainers: PricingPlan[] = [
  {
    id: "starter-retainer",
    name: "Starter Retainer",
    price: { amountUsd: 299, unit: "per-month" },
    allowance: "5 hours of changes per month",
    summary: "Small content and design changes for a site that is mostly stable.",
    features: ["48-hour email response", "Content and image updates", "Monthly uptime and security check"],
    popular: false,
    cta: contactCta("Get Retainer Quote", "retainer-starter"),
  },
  {
    id: "growth-retainer",
    name: "Growth Retainer",
    price: { amountUsd: 599, unit: "per-month" },
    allowance: "15 hours of changes per month",
    summary: "Regular new pages, campaigns and improvements.",
    features: ["24-hour response", "New pages and landing pages", "Conversion and speed improvements"],
    popular: true,
    cta: contactCta("Get Retainer Quote", "retainer-growth"),
  },
  {
    id: "enterprise-retainer",
    name: "Enterprise Retainer",
    price: { amountUsd: 1299, unit: "per-month" },
    allowance: "40 hours of changes per month",
    summary: "A standing web team for busy, integrated sites.",
    features: ["Same-day response", "New features and integrations", "Named web engineer"],
    popular: false,
    cta: contactCta("Get Retainer Quote", "retainer-enterprise"),
  },
];

export const smeTransformationPackages: PricingPlan[] = [
  {
    id: "foundation",
    name: "Foundation",
    price: { amountUsd: 5000, unit: "per-project" },
    allowance: "1–10 employees",
    summary: "Cloud email, files and security for a small team, done in 90 days.",
    features: [
      "Microsoft 365 or Google Workspace set-up",
      "Website refresh and WhatsApp Business",
      "Laptop and phone security",
      "8 hours of staff training",
      "3 months of support after go-live",
    ],
    popular: false,
    cta: contactCta("Start Transformation", "sme-foundation"),
  },
  {
    id: "growth",
    name: "Growth",
    price: { amountUsd: 15000, unit: "per-project" },
    allowance: "11–50 employees",
    summary: "Connected sales, finance and customer service for a growing business.",
    features: [
      "Everything in Foundation",
      "CRM and accounting integration",
      "WhatsApp automation for customer service",
      "24 hours of staff training",
      "6 months of support after go-live",
    ],
    popular: true,
    cta: contactCta("Start Transformation", "sme-growth"),
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: { amountUsd: 35000, unit: "per-project" },
    allowance: "51+ employees",
    summary: "A full digital operating model with dashboards and automation.",
    features: [
      "Everything in Growth",
      "Process automation across departments",
      "Management dashboards and reporting",
      "40 hours of staff training",
      "12 months of support after go-live",
    ],
    popular: false,
    cta: contactCta("Start Transformation", "sme-enterprise"),
  },
];

/** The 90-day method: four phases covering days 1–90. */
export const smeTransformationMethod: ProcessStep[] = [
  { title: "Assess", duration: "Days 1–15", description: "We review your tools, processes and risks and agree a prioritised plan." },
  { title: "Set up", duration: "Days 16–30", description: "Cloud accounts, security baselines and devices are configured and tested." },
  {
    title: "Migrate & automate",
    duration: "Days 31–75",
    description: "Data moves over, workflows are automated and systems are connected.",
  },
  { title: "Train & hand over", duration: "Days 76–90", description: "Your team is trained, results are measured and support begins." },
];

export const securityCompliancePackages: PricingPlan[] = [
  {
    id: "essential",
    name: "Essential",
    price: { amountUsd: 500, unit: "per-month" },
    allowance: "Up to 50 devices",
    summary: "Core protection and a compliance baseline for smaller organizations.",
    features: [
      "Endpoint protection and patching",
      "Email threat filtering",
      "Data Protection Act gap assessment",
      "Quarterly security report",
    ],
    popular: false,
    cta: contactCta("Get Started", "security-essential"),
  },
  {
    id: "professional",
    name: "Professional",
    price: { amountUsd: 1500, unit: "per-month" },
    allowance: "Up to 250 devices",
    summary: "24/7 AI-assisted monitoring and an ongoing compliance programme.",
    features: [
      "Everything in Essential",
      "24/7 security operations monitoring",
      "AI threat detection and response",
      "Staff phishing simulations",
      "Policies and records for regulators",
    ],
    popular: true,
    cta: contactCta("Get Started", "security-professional"),
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: "custom",
    allowance: "Unlimited devices and sites",
    summary: "A dedicated security team, ISO 27001 readiness and incident response.",
    features: [
      "Everything in Professional",
      "ISO 27001 readiness programme",
      "Penetration testing twice a year",
      "Incident response retainer",
    ],
    popular: false,
    cta: contactCta("Contact Sales", "security-enterprise"),
  },
];

export const dataAnalyticsPackages: PricingPlan[] = [
  {
    id: "starter",
    name: "Starter",
    price: { amountUsd: 500, unit: "per-month" },
    allowance: "3 data sources",
    summary: "Live dashboards that bring your key numbers into one place.",
    features: ["Up to 5 interactive dashboards", "Daily data refresh", "Monthly insights review", "Email and mobile access"],
    popular: false,
    cta: contactCta("Get Started", "analytics-starter"),
  },
  {
    id: "professional",
    name: "Professional",
    price: { amountUsd: 1500, unit: "per-month" },
    allowance: "Up to 10 data sources",
    summary: "A managed data warehouse with forecasts and automated reports.",
    features: [
      "Everything in Starter",
      "Managed cloud data warehouse",
      "Sales and demand forecasting",
      "Automated board and regulator reports",
      "Hourly data refresh",
    ],
    popular: true,
    cta: contactCta("Get Started", "analytics-professional"),
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: "custom",
    allowance: "Unlimited data sources",
    summary: "Custom machine learning models and a dedicated data team.",
    features: [
      "Everything in Professional",
      "Custom machine learning models",
      "Real-time streaming data",
      "Dedicated data engineer and analyst",
    ],
    popular: false,
    cta: contactCta("Contact Sales", "analytics-enterprise"),
  },
];
