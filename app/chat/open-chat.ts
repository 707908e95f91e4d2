// Any page can open the assistant (e.g. a "Live Chat" button) without importing the chat's code:
// it dispatches this event and the chat widget, mounted once in the root layout, listens for it.
export const OPEN_CHAT_EVENT = "kilele:open-chat";

export function openChat(): void {
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));
}
