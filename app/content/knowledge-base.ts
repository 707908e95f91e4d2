import type { PageMetaInput } from "../seo/page-meta";

// /resources/knowledge-base: three accordion topics (SPEC §2). The plan and retainer figures are
// exported on their own so the guides and the FAQ corpus can quote them without restating them.

export type KnowledgeBasePoint = { term: string; detail: string };

export type KnowledgeBaseTopic = {
  id: string;
  title: string;
  intro: string;
  points: KnowledgeBasePoint[];
  note: string;
  link: { label: string; href: string };
};

export type Microsoft365Plan = { name: string; pricePerUserMonth: string; bestFor: string; includes: string };
export type WebDesignRetainer = { name: string; pricePerMonth: string; hoursPerMonth: number; response: string };

/** SPEC §9: first-suite prices per user per month; every plan has 1TB of storage per user. */
export const microsoft365Plans: Microsoft365Plan[] = [
  {
    name: "Business Basic",
    pricePerUserMonth: "$6",
    bestFor: "Teams that need professional email and Teams, working mostly in the browser.",
    includes: "Exchange email with a 50 GB mailbox, Teams, SharePoint and web and mobile Office apps.",
  },
  {
    name: "Business Standard",
    pricePerUserMonth: "$12.50",
    bestFor: "Offices that write, calculate and present all day on laptops.",
    includes: "Everything in Basic plus the desktop Word, Excel, PowerPoint and Outlook apps, webinars and bookings.",
  },
  {
    name: "Business Premium",
    pricePerUserMonth: "$22",
    bestFor: "Firms with client data to protect: legal, finance, healthcare.",
    includes: "Everything in Standard plus Intune device management, Defender for Business and Purview data loss prevention.",
  },
];
export const MICROSOFT_365_STORAGE_PER_USER = "1TB";

/** SPEC §9: web design retainers, all with a 12-month commitment. */
export const webDesignRetainers: WebDesignRetainer[] = [
  { name: "Starter", pricePerMonth: "$299", hoursPerMonth: 5, response: "48-hour email response" },
  { name: "Growth", pricePerMonth: "$599", hoursPerMonth: 15, response: "24-hour response" },
  { name: "Enterprise", pricePerMonth: "$1,299", hoursPerMonth: 40, response: "same-day response" },
];
export const RETAINER_COMMITMENT_MONTHS = 12;

export const knowledgeBaseSeo: PageMetaInput = {
  title: "Knowledge Base: Microsoft 365 Plans, WhatsApp Security, Retainers",
  description: "Answers on Microsoft 365 plans and prices, how WhatsApp messaging automation keeps data safe, and what our web design retainers include.",
  path: "/resources/knowledge-base",
};

export const knowledgeBaseHero = {
  title: "Knowledge Base",
  lead: "Straight answers to the questions our clients ask most.",
  searchLabel: "Search the knowledge base",
  searchPlaceholder: "Search topics, e.g. Premium, encryption, retainer…",
  noMatches: "No topics match your search.",
};

export const knowledgeBaseTopics: KnowledgeBaseTopic[] = [
  {
    id: "microsoft-365-plans",
    title: "Microsoft 365 plans: Business Basic, Standard and Premium",
    intro: `All three business plans include ${MICROSOFT_365_STORAGE_PER_USER} of OneDrive storage per user, Teams and business email on your own domain. Prices are per user per month.`,
    points: microsoft365Plans.map((plan) => ({
      term: `${plan.name} — ${plan.pricePerUserMonth} per user per month`,
      detail: `${plan.includes} Best for: ${plan.bestFor}`,
    })),
    note: "You can mix plans in one organization, for example Premium for partners and Basic for front-desk staff. We migrate existing mail and files in 2–4 weeks, and new tenants go live in 24–48 hours.",
    link: { label: "See Microsoft 365 plans", href: "/products/microsoft-365" },
  },
  {
    id: "messaging-automation-security",
    title: "How secure is WhatsApp messaging automation?",
    intro: "Customer conversations carry personal data, so the messaging platform is built to keep it private and under your control.",
    points: [
      { term: "Encryption", detail: "Messages are end-to-end encrypted on WhatsApp and encrypted again in transit (TLS 1.2+) and at rest (AES-256) on our platform." },
      { term: "Access control", detail: "Staff sign in with multi-factor authentication and see only the conversations of their team; every access is logged." },
      { term: "Verified customers", detail: "Account questions such as balances are answered only after the customer's number is verified, with a one-time PIN for sensitive requests." },
      { term: "Retention", detail: "You choose how long conversations are kept (30 days to 2 years); older messages are deleted automatically." },
      { term: "Data protection law", detail: "We act as your processor under Kenya's DPA 2019, Uganda's DPPA 2019 and Tanzania's PDPA 2022, with a written data processing agreement." },
    ],
    note: "The assistant hands a conversation to a person whenever it is unsure or the customer asks, so sensitive cases are never left to automation alone.",
    link: { label: "Explore the WhatsApp platform", href: "/products/whatsapp-messaging-platform" },
  },
  {
    id: "web-design-retainers",
    title: "Web design retainers: hours, response times and commitment",
    intro: `A retainer keeps your website current after launch: content changes, new pages, security updates and performance checks. Every retainer runs for a ${RETAINER_COMMITMENT_MONTHS}-month commitment.`,
    points: webDesignRetainers.map((r) => ({
      term: `${r.name} — ${r.pricePerMonth}/month`,
      detail: `${r.hoursPerMonth} hours of design and development work per month, ${r.response}.`,
    })),
    note: "Unused hours do not roll over. Hosting, SSL certificates, backups and uptime monitoring are included in every retainer.",
    link: { label: "Get Retainer Quote", href: "/contact?subject=retainer-quote" },
  },
];
