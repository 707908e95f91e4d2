import type { PageMetaInput } from "../seo/page-meta";
import { company, headquarters, offices } from "./company";

// /privacy: the data-protection notice (DESIGN.md "Where we go beyond the spec"), and the short
// purpose notices shown beside each form that collects personal data.

/** Stored with a lead (consent.noticeVersion) so we know which notice the visitor was shown. */
export const PRIVACY_NOTICE_VERSION = "2026-11-22";

export type PrivacySection = { id: string; title: string; paragraphs: string[]; bullets?: string[] };

export const privacySeo: PageMetaInput = {
  title: "Privacy Notice: How We Use Your Personal Data",
  description: "What the chat assistant and our forms collect, why, how long we keep it and your rights under the data protection laws of Kenya, Uganda and Tanzania.",
  path: "/privacy",
};

export const privacyHero = {
  title: "Privacy Notice",
  lead: "How we collect, use and protect your personal data, and how to exercise your rights.",
  effectiveLabel: "Version",
};

export const privacyLaws = [
  "Kenya's Data Protection Act, 2019",
  "Uganda's Data Protection and Privacy Act, 2019",
  "Tanzania's Personal Data Protection Act, 2022",
];

export const privacySections: PrivacySection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    paragraphs: [
      `${company.name} is the data controller for the personal data collected on this website. We have offices in ${offices.map((o) => `${o.city} (${o.country})`).join(", ")}, and we process personal data in line with ${privacyLaws.join(", ")}.`,
    ],
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    paragraphs: ["We collect only what you give us in a form or in the chat, and a minimum of technical information."],
    bullets: [
      "Chat assistant: your answers about your organization (type, size, needs, current tools, urgency and budget band), and, if you ask for a proposal, your name, email, company and optional phone number.",
      "Contact form: your name, email, optional company and phone, the service you are interested in, your subject and message.",
      "Guide downloads: your name, email, company and optional phone number, and which guide you requested.",
      "Newsletter: your email address.",
      "Usage analytics: which chat steps were completed and which recommendations were viewed, linked to a random chat session id and the country of your connection — never your name, email, phone or company.",
    ],
  },
  {
    id: "why",
    title: "Why we use it",
    paragraphs: ["We use your data only for the purpose you gave it for:"],
    bullets: [
      "To answer your message, send the guide you asked for or prepare the proposal you requested (processing at your request, before a possible contract).",
      "To send the newsletter you subscribed to (your consent, which you can withdraw at any time).",
      "To understand which pages and chat questions help visitors, so we can improve the site (our legitimate interest, using data that does not identify you).",
    ],
  },
  {
    id: "retention",
    title: "How long we keep it",
    paragraphs: ["We delete or anonymise personal data when it is no longer needed:"],
    bullets: [
      "Leads, contact messages and guide requests: 24 months after our last contact with you, unless you become a client.",
      "Newsletter sign-ups: until you unsubscribe.",
      "Chat analytics events: 13 months.",
    ],
  },
  {
    id: "sharing",
    title: "Who we share it with",
    paragraphs: [
      "We never sell personal data. We use service providers that process data on our behalf under written agreements: our cloud hosting and database providers, and our product analytics provider. Some of them store data outside East Africa; where they do, we rely on the safeguards the three laws require, such as contractual protections.",
    ],
  },
  {
    id: "rights",
    title: "Your rights",
    paragraphs: ["You have the right to:"],
    bullets: [
      "be told how your data is used, and get a copy of it;",
      "have inaccurate data corrected, and data we no longer need deleted;",
      "object to processing, including direct marketing, and withdraw consent at any time;",
      "complain to the regulator: Kenya's Office of the Data Protection Commissioner, Uganda's Personal Data Protection Office or Tanzania's Personal Data Protection Commission.",
    ],
  },
  {
    id: "contact",
    title: "Contact us about privacy",
    paragraphs: [
      `Email ${company.privacyEmail} or write to us at ${headquarters.fullAddress}. We answer privacy requests within 30 days.`,
    ],
  },
];

/** Short purpose notices shown under forms, each linking to this page. */
export const formPrivacyNotices = {
  contact: "We use these details only to answer your message.",
  guide: "We use these details to send you the guide and may follow up once about it.",
  newsletter: "One email a month; unsubscribe at any time.",
  linkLabel: "Privacy Notice",
  href: "/privacy",
};
