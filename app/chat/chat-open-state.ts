// Whether the assistant's panel is open, as the opener shows it and the tab remembers it. Shared by
// the launcher script every page loads and the panel's island, so it stays free of React.

export const CHAT_PANEL_ID = "chat-panel";

/** Whether the panel was open, so a reload or a page change reopens it (the panel keeps the conversation). */
const OPEN_KEY = "kilele.chat.open";

export function storedChatOpen(): boolean {
  try {
    return sessionStorage.getItem(OPEN_KEY) === "1";
  } catch {
    return false;
  }
}

export const chatIsOpen = (opener: HTMLButtonElement) => opener.getAttribute("aria-expanded") === "true";

/**
 * Shows the state on the opener (aria-expanded, the panel it controls, which of its two
 * server-rendered icons is visible) and keeps it for the next page.
 */
export function markChatOpen(opener: HTMLButtonElement, open: boolean): void {
  opener.setAttribute("aria-expanded", String(open));
  if (open) opener.setAttribute("aria-controls", CHAT_PANEL_ID);
  else opener.removeAttribute("aria-controls");
  for (const icon of opener.querySelectorAll<HTMLElement>("[data-chat-icon]")) icon.hidden = (icon.dataset.chatIcon === "open") !== open;
  try {
    sessionStorage.setItem(OPEN_KEY, open ? "1" : "0");
  } catch {
    // Storage disabled: the panel just starts closed on the next page.
  }
}
