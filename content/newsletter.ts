import type { PageMetaInput } from "./page-meta-input";

// The newsletter sign-up (footer and /resources) and the /newsletter page that answers a
// sign-up sent without JavaScript.

export const newsletterText = {
  label: "Subscribe to our newsletter",
  placeholder: "you@company.com",
  submit: "Subscribe",
  sending: "Subscribing...",
  subscribed: "Thank you! You're subscribed to our newsletter.",
  errorPrefix: "We could not subscribe you:",
};

export const newsletterPage = {
  seo: {
    title: "Newsletter",
    description: "Subscribe to the Kilele Technologies newsletter: one email a month with guides, webinars and security advisories.",
    path: "/newsletter",
  } satisfies PageMetaInput,
  title: "Our Newsletter",
  lead: "One email a month with our latest guides, webinars and security advisories for East African organizations.",
  backHome: { label: "Back to Home", href: "/" },
};
