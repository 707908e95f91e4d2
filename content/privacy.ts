import { company, headquarters, offices } from "./company";
import type { PageMetaInput } from "./page-meta-input";
import { type RetentionRule, retention } from "./retention";

// /privacy: the data-protection notice (Kenya, Uganda and Tanzania data-protection laws). Its version
// and the short purpose notices beside each form live in privacy-notice.ts, which the chat loads.

export { formPrivacyNotices, PRIVACY_NOTICE_VERSION } from "./privacy-notice";

export type PrivacySection = { id: string; title: string; paragraphs: string[]; bullets?: string[] };

export const privacySeo: PageMetaInput = {
  title: "Privacy Notice: How We Use Your Personal Data",
  description:
    "What the chat assistant and our forms collect, why, how long we keep it and your rights under the data protection laws of Kenya, Uganda and Tanzania.",
  path: "/privacy",
};

export const privacyHero = {
  title: "Privacy Notice",
  lead: "How we collect, use and protect your personal data, and how to exercise your rights.",
  effectiveLabel: "Version",
};

/** "deleted 24 months after it was stored", from the one module the daily purge also reads. */
export function retentionText(rule: RetentionRule): string {
  const { period } = rule;
  switch (period.unit) {
    case "months":
    case "days":
      return `${rule.label}: deleted ${period.count} ${period.unit} after we receive them.`;
    case "until-erased":
      return `${rule.label}: kept until you unsubscribe or ask us to erase them.`;
    case "with-record":
      return `${rule.label}: deleted together with the request.`;
  }
}

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
      "Meetings you book: the time and office, your name, email, company, optional phone number and topic.",
      "Live chat with our team: your messages and our team's replies, the chat assistant answers you had given, and your name and email if you give them.",
      "With each of these: where your visit came from (the campaign tags and ad click id in the link you followed, the referring website and the page you landed on) and the country of your connection.",
      "Usage analytics: which chat steps were completed and which recommendations were viewed, linked to a random chat session id, the anonymous id our analytics tool (PostHog) gives your browser when it is loaded, and the country of your connection — never your name, email, phone or company. The questions you type into the chat assistant are stored with the same session id.",
      "If you then send a proposal request from the chat, that session id is stored with it, so the session's usage events and questions are linked to you. We treat them as your personal data: they are part of any copy we send you and are erased with your request.",
    ],
  },
  {
    id: "why",
    title: "Why we use it",
    paragraphs: ["We use your data only for the purpose you gave it for:"],
    bullets: [
      "To answer your message, send the guide you asked for or prepare the proposal you requested (processing at your request, before a possible contract).",
      "To send the newsletter you subscribed to (your consent, which you can withdraw at any time).",
      "To understand which pages and chat questions help visitors, so we can improve the site (our legitimate interest, using usage data that carries no name or contact details).",
      "To keep automated spam out of our sales team's list (our legitimate interest; see below).",
    ],
  },
  {
    id: "spam-check",
    title: "How we keep out spam",
    paragraphs: [
      "Each form and the chat's proposal request carry a field that people do not see and a signed, time-stamped token. A submission that fills in the hidden field, has no valid token, or arrives less than 3 seconds or more than 24 hours after the form was shown is stored flagged as spam: it is never passed to our sales team or to any of the tools below, and it is deleted on the same schedule as any other submission.",
      "When we have Cloudflare Turnstile switched on, it also checks, in your browser, that a person is sending the form or the chat's proposal request; it may ask you to tick a box. For this check your browser loads Cloudflare's script when you start using a form, and the token it issues is sent with your submission; we then send that token and your IP address to Cloudflare, which tells us whether the check passed. A submission that fails it is stored flagged as spam, as above.",
    ],
  },
  {
    id: "sharing",
    title: "Who receives it",
    paragraphs: [
      "Each chat proposal request, contact message, guide request and newsletter sign-up is routed to one of our offices: the office of your phone number's country code (+254 Nairobi, +256 Kampala, +255 Dar es Salaam); without one, the office of the country you connected from; otherwise Nairobi. It is then handed to each of these that we have switched on:",
    ],
    bullets: [
      "Our sales team, by email sent through Cloudflare's email service to that office's inbox.",
      "Our CRM integration, which receives the whole request through a signed webhook.",
      "Slack, where our sales team gets an alert with your contact details and request.",
      "HubSpot, our customer relationship manager, which keeps a contact with your email address, name, company, phone number and a note of each request.",
      "You, for a request sent through our chat assistant: one confirmation email to the address you gave, with what you asked for and when we will be in touch.",
      "You and the colleague who hosts it, for a meeting you book: the invitation by email (again when it is moved or cancelled) and reminders 24 hours and 1 hour before; our sales team's alerts and CRM integration above are told of it too.",
      "You, when you ask for it at the end of a live chat: its transcript by email.",
    ],
  },
  {
    id: "providers",
    title: "Service providers",
    paragraphs: [
      "We never sell personal data. Cloudflare hosts this website and its database runs on Turso; PostHog is our product analytics provider. They process data on our behalf under written agreements. Some of them store data outside East Africa; where they do, we rely on the safeguards the three laws require, such as contractual protections.",
    ],
  },
  {
    id: "retention",
    title: "How long we keep it",
    paragraphs: ["Every day, this website deletes the personal data in its database that has reached the end of its period:"],
    bullets: Object.values(retention).map(retentionText),
  },
  {
    id: "retention-tools",
    title: "Copies in our sales tools",
    paragraphs: [
      "The schedule above, and the erasure described below, cover this website's own database and our analytics provider. Copies already handed to our sales inboxes, CRM integration, Slack and HubSpot are kept in those tools; tell us when you write if you want them deleted there too.",
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
      "When you ask, we send you a copy of everything this website holds about you — your chat proposal requests, contact messages, guide requests and newsletter sign-up, the usage events and questions of your chat sessions, and our records of handing them to our sales tools — or erase all of it, and ask our analytics provider to delete the matching profile and its events.",
    ],
  },
];
