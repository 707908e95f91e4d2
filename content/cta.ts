import type { Cta } from "./content-schemas";

/**
 * A button whose target the spec does not show goes to the contact form, with a subject hint
 * (kebab-case) so the message arrives labelled with what the visitor clicked.
 */
export function contactCta(label: string, subject: string): Cta {
  return { label, href: `/contact?subject=${subject}` };
}

export const openChatCta = (label: string): Cta => ({ label, action: "open-chat" });
