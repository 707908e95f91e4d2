import { CONTACT_FORM_ID } from "./contact-page";

// The only chat copy every page loads: the openers'. The rest is in chat.ts, loaded with the
// panel. The round opener's name stays "Open chat" while open; aria-expanded tells its state.
export const chatOpenerCopy = {
  open: "Open chat",
  loading: "Loading the assistant…",
};

/**
 * Without JavaScript there is no chat, so every opener is a link to the contact form that says so;
 * the page script turns each into the button that opens the chat.
 */
export const chatWithoutScript = {
  href: `/contact?subject=chat#${CONTACT_FORM_ID}`,
  /** The round opener's name, which has no room for words on screen. */
  reason: "Chat needs JavaScript — send us a message instead",
  /** After a labelled opener's own words ("Chat with us"). */
  note: "(chat needs JavaScript — send us a message instead)",
};
