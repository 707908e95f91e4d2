import { createRoot, type Root } from "react-dom/client";
import { CHAT_PANEL_ID, markChatOpen } from "./chat-open-state";
import { ChatPanel } from "./chat-panel";

// The assistant's panel as the only React on the site: the launcher script imports this module on
// demand and opens the panel through it. The panel is rendered into a container of its own at the
// end of the body and stays mounted once opened (hidden while closed), so the conversation, its
// timers and the notices outlive a close.

let root: Root | undefined;
let opener: HTMLButtonElement | undefined;
let panelOpen = false;
/** Focus moves into the panel once the visitor opened it, not when a page change restores it. */
let focusOnOpen = false;

function render(): void {
  if (!root) {
    const container = document.createElement("div");
    document.body.appendChild(container);
    root = createRoot(container);
  }
  root.render(<ChatPanel panelId={CHAT_PANEL_ID} open={panelOpen} focusOnOpen={focusOnOpen} onClose={closeChatPanel} />);
}

/** Opens the panel for `button`; `focus`: the visitor asked for it (rather than a page change restoring it). */
export function openChatPanel(button: HTMLButtonElement, { focus }: { focus: boolean }): void {
  opener = button;
  panelOpen = true;
  focusOnOpen ||= focus;
  markChatOpen(button, true);
  render();
}

/** Closes the panel; `returnFocus` when focus was in it (Escape, its close button), so it goes back to the opener. */
export function closeChatPanel(returnFocus = false): void {
  if (!opener) return;
  panelOpen = false;
  markChatOpen(opener, false);
  render();
  if (returnFocus) opener.focus();
}
