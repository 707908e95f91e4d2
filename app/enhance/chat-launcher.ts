import { chatIsOpen, markChatOpen, storedChatOpen } from "../chat/chat-open-state";

// The chat opener and every "open the chat" button ([data-open-chat]), once ./chat-links.ts has
// made them buttons (until then they are links to the contact form). The panel is React, the
// only React on the site, so its module (app/chat/chat-island.tsx) is fetched when the visitor
// shows intent (pointer over or focus on the opener), opens it, or had it open on the last page.

type Island = typeof import("../chat/chat-island");

let island: Promise<Island> | undefined;
let loaded = false;
let enhanced = false;

function loadIsland(): Promise<Island> {
  island ??= import("../chat/chat-island").then(
    (module) => {
      loaded = true;
      return module;
    },
    (error: unknown) => {
      // Offline or a new deploy: the next attempt fetches it again.
      island = undefined;
      throw error;
    },
  );
  return island;
}

export function enhanceChatLauncher(): void {
  const opener = document.querySelector<HTMLButtonElement>("button[data-chat-opener]");
  if (!opener || enhanced) return;
  enhanced = true;
  opener.setAttribute("aria-expanded", "false");
  // The server renders the status shown while the panel loads, so its words stay in content/.
  const loadingStatus = document.querySelector<HTMLTemplateElement>("template[data-chat-loading]")?.content.firstElementChild;
  let shownStatus: Element | null = null;

  const hideStatus = () => {
    shownStatus?.remove();
    shownStatus = null;
  };

  /** `focus`: the visitor asked for the panel, so focus moves into it (not when a page change restores it). */
  const open = (focus: boolean) => {
    markChatOpen(opener, true);
    if (!loaded && !shownStatus && loadingStatus) {
      shownStatus = loadingStatus.cloneNode(true) as Element;
      opener.insertAdjacentElement("afterend", shownStatus);
    }
    loadIsland().then(
      ({ openChatPanel }) => {
        hideStatus();
        // Closed again with the opener while the panel was loading.
        if (chatIsOpen(opener)) openChatPanel(opener, { focus });
      },
      (error: unknown) => {
        hideStatus();
        markChatOpen(opener, false);
        console.error("The chat panel did not load", error);
      },
    );
  };

  const close = () => {
    hideStatus();
    if (loaded) void island?.then(({ closeChatPanel }) => closeChatPanel());
    else markChatOpen(opener, false);
  };

  opener.addEventListener("click", () => (chatIsOpen(opener) ? close() : open(true)));
  for (const intent of ["pointerenter", "focus"]) opener.addEventListener(intent, () => void loadIsland().catch(() => undefined));
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("[data-open-chat]")) open(true);
  });
  if (storedChatOpen()) open(false);
}
