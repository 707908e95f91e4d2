import type { IconName } from "../shared/icon-names";
import { company, headquarters, offices } from "./company";
import type { Stat } from "./home";
import type { PageMetaInput } from "./page-meta-input";
import { responseTargets } from "./response-targets";

// /contact: hero, contact-method cards, the message form's copy, office and emergency cards.
// Numbers, addresses and hours come from company.ts.

/** What a contact-method card's button does. */
type ContactAction = { kind: "tel"; phone: string } | { kind: "mailto"; email: string } | { kind: "chat" } | { kind: "link"; href: string };

export type ContactMethod = { title: string; description: string; detail: string; icon: IconName; button: string; action: ContactAction };

/** The reply promise sales are held to (content/response-targets.ts), in hours. */
const REPLY_HOURS = responseTargets.standard.businessMinutes / 60;

export const contactSeo: PageMetaInput = {
  title: "Contact Us: Offices in Nairobi, Kampala and Dar es Salaam",
  description: `Call, email, chat or book a meeting with Kilele Technologies. We reply within ${REPLY_HOURS} business hours and offer 24/7 emergency support.`,
  path: "/contact",
};

export const contactHero = {
  title: "Get in Touch",
  lead: "Questions, quotes or an urgent problem: our team in Nairobi, Kampala and Dar es Salaam is ready to help.",
};

export const contactStats: Stat[] = [
  { value: `${REPLY_HOURS} hrs`, label: "Response time" },
  { value: "500+", label: "Clients" },
  { value: "24/7", label: "Support" },
  { value: String(offices.length), label: "Offices" },
];

/** Anchor of the message form, so "Schedule Meeting" can bring the visitor to it. */
export const CONTACT_FORM_ID = "contact-form";

export const contactMethods: ContactMethod[] = [
  {
    title: "Call Us",
    description: "Speak to our team during business hours.",
    detail: company.phone,
    icon: "phone",
    button: "Call Now",
    action: { kind: "tel", phone: company.phone },
  },
  {
    title: "Email Support",
    description: `We reply within ${REPLY_HOURS} hours during business hours.`,
    detail: company.supportEmail,
    icon: "mail",
    button: "Send Email",
    action: { kind: "mailto", email: company.supportEmail },
  },
  {
    title: "Live Chat",
    description: "Chat with our assistant and team.",
    detail: "Mon–Fri 9AM–5PM EAT",
    icon: "chat",
    button: "Start Chat",
    action: { kind: "chat" },
  },
  {
    title: "Schedule Meeting",
    description: "Book a video or office meeting.",
    detail: "Slots available within 48 hours",
    icon: "clock",
    button: "Book a Slot",
    action: { kind: "link", href: "/meet" },
  },
];

export const contactFormText = {
  title: "Send Us a Message",
  lead: "Fill in the form and we will get back to you within 24 hours.",
  name: "Full Name",
  email: "Email Address",
  company: "Company",
  phone: "Phone Number",
  serviceInterest: "Service Interest",
  servicePlaceholder: "Select a service (optional)",
  subject: "Subject",
  message: "Message",
  submit: "Send Message",
  sending: "Sending Message...",
  successTitle: "Message Sent Successfully!",
  successText: "Thank you for contacting us. We'll get back to you within 24 hours.",
  errorTitle: "Your message was not sent",
  errorFallback: `Please try again, or email us at ${company.email}.`,
};

/**
 * Subjects prefilled from `/contact?subject=<key>` links across the site. A key not listed here
 * (a link added later) is shown as words, e.g. "industry-brief" → "Industry brief".
 */
export const subjectPrefills: Record<string, string> = {
  demo: "Request a demo",
  "get-started": "Getting started with Kilele",
  consultation: "Book a consultation",
  "retainer-quote": "Web design retainer quote",
  meeting: "Schedule a meeting",
  "webinar-registration": "Webinar registration",
  chat: "A question for your team",
};

/** Words kept in their brand spelling when a subject key is turned into words. */
export const subjectWordSpelling: Record<string, string> = {
  ai: "AI",
  sme: "SME",
  whatsapp: "WhatsApp",
  microsoft: "Microsoft",
  google: "Google",
  workspace: "Workspace",
};

export const headquartersCard = {
  title: "Headquarters",
  office: headquarters,
  mapLabel: "View on Google Maps",
};

export const emergencySupport = {
  title: "24/7 Emergency Support",
  lead: "For outages and security incidents affecting existing clients, any time of day.",
  phone: company.emergency.phone,
  email: company.emergency.email,
};

export const followUs = { title: "Follow Us", links: company.social };

export const regionalOfficesTitle = "Regional Offices";
export const regionalOffices = offices.filter((o) => !o.isHeadquarters);
