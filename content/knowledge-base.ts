import type { PageMetaInput } from "./page-meta-input";
import { priceText } from "./price-format";
import { microsoft365Plans, microsoft365StoragePerUser } from "./product-plans";
import { webDesignCommitment, webDesignRetainers } from "./solution-packages";

// /resources/knowledge-base: three accordion topics. Plan and retainer figures come from
// the pricing modules, so each price is written once.

type KnowledgeBasePoint = { term: string; detail: string };

export type KnowledgeBaseTopic = {
  id: string;
  title: string;
  intro: string;
  points: KnowledgeBasePoint[];
  note: string;
  link: { label: string; href: string };
};

/** What each Microsoft 365 plan suits; names and prices come from the product's plans (product-plans.ts). */
const microsoft365PlanGuidance: Record<string, { bestFor: string; includes: string }> = {
  "business-basic": {
    bestFor: "Teams that need professional email and Teams, working mostly in the browser.",
    includes: "Exchange email with a 50 GB mailbox, Teams, SharePoint and web and mobile Office apps.",
  },
  "business-standard": {
    bestFor: "Offices that write, calculate and present all day on laptops.",
    includes: "Everything in Basic plus the desktop Word, Excel, PowerPoint and Outlook apps, webinars and bookings.",
  },
  "business-premium": {
    bestFor: "Firms with client data to protect: legal, finance, healthcare.",
    includes: "Everything in Standard plus Intune device management, Defender for Business and Purview data loss prevention.",
  },
};

/** One line per Microsoft 365 plan: name, price, what it includes and whom it suits. */
export const microsoft365PlanLines = microsoft365Plans.map((plan) => {
  const guidance = microsoft365PlanGuidance[plan.id];
  return {
    term: `${plan.name} — ${priceText(plan.price)}`,
    detail: guidance ? `${guidance.includes} Best for: ${guidance.bestFor}` : plan.summary,
  };
});

export const knowledgeBaseSeo: PageMetaInput = {
  title: "Knowledge Base: Microsoft 365 Plans, WhatsApp Security, Retainers",
  description:
    "Answers on Microsoft 365 plans and prices, how WhatsApp messaging automation keeps data safe, and what our web design retainers include.",
  path: "/resources/knowledge-base",
};

export const knowledgeBaseHero = {
  title: "Knowledge Base",
  lead: "Straight answers to the questions our clients ask most.",
  searchLabel: "Search the knowledge base",
  searchPlaceholder: "Search topics, e.g. Premium, encryption, retainer…",
  noMatches: "No topics match your search.",
};

/** The page's `?q=` search over the chat's FAQ answers. */
export const knowledgeBaseSearch = {
  button: "Search",
  answersTitle: (query: string) => `Answers for “${query}”`,
  readMore: "Read more",
  noAnswers: "We have no ready answer to that yet.",
  askUs: "Ask our team on the contact page.",
};

export const knowledgeBaseTopics: KnowledgeBaseTopic[] = [
  {
    id: "microsoft-365-plans",
    title: "Microsoft 365 plans: Business Basic, Standard and Premium",
    intro: `All three business plans include ${microsoft365StoragePerUser}, Teams and business email on your own domain.`,
    points: microsoft365PlanLines,
    note: "You can mix plans in one organization, for example Premium for partners and Basic for front-desk staff. We migrate existing mail and files in 2–4 weeks, and new tenants go live in 24–48 hours.",
    link: { label: "See Microsoft 365 plans", href: "/products/microsoft-365" },
  },
  {
    id: "messaging-automation-security",
    title: "How secure is WhatsApp messaging automation?",
    intro: "Customer conversations carry personal data, so the messaging platform is built to keep it private and under your control.",
    points: [
      {
        term: "Encryption",
        detail:
          "Messages are end-to-end encrypted on WhatsApp and encrypted again in transit (TLS 1.2+) and at rest (AES-256) on our platform.",
      },
      {
        term: "Access control",
        detail: "Staff sign in with multi-factor authentication and see only the conversations of their team; every access is logged.",
      },
      {
        term: "Verified customers",
        detail:
          "Account questions such as balances are answered only after the customer's number is verified, with a one-time PIN for sensitive requests.",
      },
      {
        term: "Retention",
        detail: "You choose how long conversations are kept (30 days to 2 years); older messages are deleted automatically.",
      },
      {
        term: "Data protection law",
        detail:
          "We act as your processor under Kenya's DPA 2019, Uganda's DPPA 2019 and Tanzania's PDPA 2022, with a written data processing agreement.",
      },
    ],
    note: "The assistant hands a conversation to a person whenever it is unsure or the customer asks, so sensitive cases are never left to automation alone.",
    link: { label: "Explore the WhatsApp platform", href: "/products/whatsapp-messaging-platform" },
  },
  {
    id: "web-design-retainers",
    title: "Web design retainers: hours, response times and commitment",
    intro: `A retainer keeps your website current after launch: content changes, new pages, security updates and performance checks. Every retainer runs for a ${webDesignCommitment.minimumMonths}-month commitment.`,
    points: webDesignRetainers.map((r) => ({
      term: `${r.name} — ${priceText(r.price)}`,
      detail: `${r.allowance}, ${r.features[0]?.toLowerCase()}.`,
    })),
    note: "Unused hours do not roll over. Hosting, SSL certificates, backups and uptime monitoring are included in every retainer.",
    link: { label: "Get Retainer Quote", href: "/contact?subject=retainer-quote" },
  },
];
