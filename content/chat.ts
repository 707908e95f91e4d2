import type { ChatStep, Intent, QualificationStep } from "../shared/allowed-values";
import { company, telUrl } from "./company";
import { formPrivacyNotices } from "./privacy-notice";

// The assistant's copy, including its success and error notices. Option labels are the allowed
// values themselves (shared/allowed-values.ts); only the intents get a friendlier line under them.

export { PRIVACY_NOTICE_VERSION } from "./privacy-notice";

/** How long the success step stays before the chat closes and resets. */
export const SUCCESS_AUTO_CLOSE_MS = 5000;

export const chatCopy = {
  title: "Assistant",
  close: "Close chat",
  startOver: "Start Over",
  you: "You said",
  assistant: "Assistant said",
};

export const intentOptions: Record<Intent, { label: string; hint: string }> = {
  sales: { label: "Sales", hint: "Find the right solution and get a proposal" },
  faq: { label: "FAQ", hint: "Ask a question about our services, plans or prices" },
  support: { label: "Support", hint: "Get help from our support team" },
  general: { label: "General enquiry", hint: "Anything else — leave your details" },
};

export const stepPrompts: Record<Exclude<ChatStep, "contact" | "success">, string> = {
  intent: `Hi! I'm the ${company.shortName} assistant. How can I help you today?`,
  faq: "Ask me anything about our services, plans, prices or offices.",
  request: "How can we help?",
  orgType: "What type of organisation are you?",
  size: "How many people work in your organisation?",
  need: "What is your main need right now?",
  stack: "What do you use today for email and documents?",
  urgency: "When would you like to get started?",
  budget: "Which budget level fits best?",
  recommendations: "Based on your answers, here is what we recommend:",
};

export const contactPrompts: Record<Intent, string> = {
  sales: "Leave your details and we will send you a customised proposal.",
  faq: "Leave your details and our team will get back to you.",
  support: "Leave your details and our support team will get back to you.",
  general: "Leave your details and our team will get back to you.",
};

/** The support and general intents' request step; only support asks whether something is down. */
export const requestCopy = {
  downNowQuestion: "Is something down right now?",
  downNowYes: "Yes, something is down",
  downNowNo: "No",
  /** Shown the moment the visitor says something is down, before any contact details are asked. */
  emergency: "Don't wait for us to call back: our 24/7 emergency line is open now.",
  emergencyCall: `Call ${company.emergency.phone}`,
  emergencyPhone: company.emergency.phone,
  emergencyUrl: telUrl(company.emergency.phone),
  messageLabel: "Describe the problem or what you need",
  optional: "(optional)",
  required: "Please tell us how we can help.",
  next: "Continue",
};

/** How each answer reads in a summary (the WhatsApp message, the transcript). */
export const answerLabels: Record<QualificationStep, string> = {
  orgType: "Organisation",
  size: "Team size",
  need: "Main need",
  stack: "Current tools",
  urgency: "Timeline",
  budget: "Budget",
};

export const recommendationsCopy = {
  view: "View",
  viewHint: "opens in a new tab",
  proceed: "Get my proposal",
};

export const faqCopy = {
  label: "Your question",
  placeholder: "e.g. How much is Microsoft 365 Business Basic?",
  ask: "Ask Question",
  asking: "Looking that up…",
  learnMore: "Learn more",
  /** Above the entries a fallback offers, closest first, each opened by its question. */
  related: "These come closest to your question:",
  failed: "I'm experiencing technical difficulties. Please contact our support team directly.",
  contactLink: "Contact us",
  contactUrl: "/contact",
  newTab: "(opens in a new tab)",
  /** Opens a long answer's list (its items counted). */
  showAll: (count: number) => `Show all ${count}`,
  /** Under a computed estimate: the contact form, with the quote as its subject. */
  quote: "Get a quote",
  /** The earlier questions and answers, for screen readers. */
  transcript: "Earlier questions",
};

/** The "Helpful?" vote under an FAQ answer (not under the fallback). */
export const faqFeedbackCopy = {
  question: "Helpful?",
  yes: "Yes",
  no: "No",
  thanks: "Thanks for telling us.",
  failed: "Sorry, that didn't reach us. Please try again.",
};

export const contactCopy = {
  name: "Name",
  email: "Email",
  company: "Company",
  phone: "Phone",
  optional: "(optional)",
  submit: "Submit",
  submitting: "Submitting…",
  purpose:
    "We use these details only to answer your request and prepare your proposal. We keep them for as long as that takes and never sell them.",
  privacyLink: formPrivacyNotices.linkLabel,
  privacyUrl: formPrivacyNotices.href,
  marketingOptIn: "Also send me occasional news and offers by e-mail",
  fixErrors: "Please correct the highlighted fields.",
  /** A support request is answered, not sold to. */
  supportPurpose: "We use these details only to answer your support request. We keep them for as long as that takes and never sell them.",
};

export const noticeCopy = {
  successTitle: "Thank you!",
  successText: (leadScore: number, isHighValue: boolean) =>
    `We've received your information. Lead score: ${leadScore}${isHighValue ? " (High Priority)" : ""}`,
  supportText: "We've received your support request.",
  errorTitle: "Error",
  errorText: "Failed to submit. Please try again or contact us directly.",
  dismiss: "Dismiss notice",
};

export const successCopy = {
  heading: "Thank you!",
  promise: "Our team will contact you within 24 hours with a customised proposal.",
  nextStepsTitle: "Next steps",
  checkEmail: "Check your email for a confirmation",
  consultation: "We will call you to book a free consultation",
  whatsapp: "Chat with us on WhatsApp",
  /** A support request's own promise and next steps (no proposal, no consultation). */
  support: {
    promise: "Our support team has your request and will get back to you in office hours.",
    checkEmail: "Check your email for a confirmation of your request",
    emergency: "If something goes down, call our 24/7 emergency line:",
  },
};

export const whatsappCopy = {
  link: "Continue on WhatsApp",
  greeting: `Hello ${company.name}, I'm continuing from the website assistant.`,
  interestedIn: "Interested in",
  intents: {
    sales: "I'd like a proposal.",
    faq: "I have a question about your services.",
    support: "I need support.",
    general: "I have a general enquiry.",
  } satisfies Record<Intent, string>,
};
