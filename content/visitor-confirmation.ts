import type { Intent } from "../shared/allowed-values";
import { company } from "./company";

// The words of the confirmation e-mail a visitor gets after the chat took their request. Later
// messages to visitors (meeting invitations, chat transcripts) reuse the shape: facts, then the office.

export const visitorConfirmationCopy = {
  subject: `We have your request: ${company.name}`,
  senderName: company.name,
  greeting: (name: string) => `Hello ${name},`,
  intro: `Thank you for writing to ${company.name} through our website assistant. This is what you told us and what happens next.`,
  askedFor: "What you asked for",
  intents: {
    sales: "The right solution for your organisation and a proposal",
    faq: "An answer to your question about our services",
    support: "Help from our support team",
    general: "A reply to your enquiry",
  } satisfies Record<Intent, string>,
  requestLabel: "Request",
  /** What the visitor wrote under "How can we help?". */
  messageLabel: "Your message",
  yourDetails: "How we will reach you",
  detailLabels: { email: "Email", phone: "Phone", company: "Company" },
  recommendations: "What we recommend",
  nextSteps: "Who will contact you, and when",
  /** `due` is a phrase from dueWords, e.g. "by 10:00 EAT tomorrow, Saturday 28 November". */
  contactBy: (city: string, due: string) => `Our ${city} office will contact you ${due}.`,
  /** When the promised time has already passed as the message goes out (a late retry). */
  contactSoon: (city: string) => `Our ${city} office will contact you shortly.`,
  officeHours: "Office hours (EAT)",
  sooner: "To reach us sooner",
  reachLabels: { call: "Call", email: "Email", whatsapp: "WhatsApp", visit: "Visit" },
  signOff: `The ${company.name} team`,
  /** A support request's own words: no proposal, the support team, the emergency line first. */
  support: {
    subject: `We have your support request: ${company.name}`,
    intro: `Thank you for contacting ${company.name} support through our website assistant. This is what you told us and what happens next.`,
    downNowLabel: "Something is down now",
    downNowValue: "yes: if it cannot wait, call our 24/7 emergency line below",
    nextSteps: "Who will get back to you, and when",
    contactBy: (city: string, due: string) => `Our ${city} support team will get back to you ${due}.`,
    contactSoon: (city: string) => `Our ${city} support team will get back to you shortly.`,
    emergencyLabel: "24/7 emergency line",
  },
  /** Why the visitor got this, and what to do if it was not them. */
  footer: `You are receiving this because this address was given in the assistant on ${new URL(company.siteUrl).hostname}. If that was not you, ignore this message or tell us at ${company.privacyEmail}.`,
};

/** How a due time reads: the same EAT day as the message ("today"), the next ("tomorrow"), or later. */
export const dueWords = {
  today: (clock: string) => `by ${clock} EAT today`,
  tomorrow: (clock: string, day: string) => `by ${clock} EAT tomorrow, ${day}`,
  later: (clock: string, day: string) => `by ${clock} EAT on ${day}`,
  weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
} as const;
