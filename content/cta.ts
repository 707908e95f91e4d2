import type { Cta } from "./content-schemas";

/**
 * A button with no page of its own to go to (a quote, a demo, a consultation, a trial) opens the
 * contact form, with a subject hint (kebab-case) so the message arrives labelled with what the
 * visitor clicked.
 */
export function contactCta(label: string, subject: string): Cta {
  return { label, href: contactHref(subject) };
}

/** The contact form with a subject hint, as a button's or the chat's link. */
const contactHref = (subject: string) => `/contact?subject=${subject}`;

/** The contact form asking for a quote for an offer or product, by its id. */
export const quoteHref = (id: string) => contactHref(`quote-${id}`);

/** A link to book a meeting (/meet). */
export const meetingCta = (label: string): Cta => ({ label, href: "/meet" });

export const openChatCta = (label: string): Cta => ({ label, action: "open-chat" });
