import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { chatOpenerCopy } from "../../content/chat-opener";
import { Icon } from "../components/ui/icon";
import { OPEN_CHAT_EVENT } from "./open-chat";

// The always-loaded part of the assistant: the round opener at bottom right. The panel's code is
// fetched on first open, or earlier when the browser is idle, so every page ships little JavaScript.

const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadPanel);

const CHAT_PANEL_ID = "chat-panel";

/** Whether the panel was open, so a reload or a page change reopens it (the panel keeps the conversation). */
const OPEN_KEY = "kilele.chat.open";

function storedChatOpen(): boolean {
  try {
    return sessionStorage.getItem(OPEN_KEY) === "1";
  } catch {
    return false;
  }
}

function storeChatOpen(open: boolean): void {
  try {
    sessionStorage.setItem(OPEN_KEY, open ? "1" : "0");
  } catch {
    // Storage disabled: the panel just starts closed on the next page.
  }
}

/** Visitors who asked to save data do not get the panel prefetched. */
const saveData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);
  /** Focus moves into the panel when the visitor opens it, not when a reload restores it. */
  const [focusOnOpen, setFocusOnOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);

  const openPanel = useCallback(() => {
    setPanelWanted(true);
    setFocusOnOpen(true);
    setOpen(true);
    storeChatOpen(true);
  }, []);

  const closePanel = useCallback((returnFocus: boolean) => {
    setOpen(false);
    storeChatOpen(false);
    if (returnFocus) openerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (storedChatOpen()) {
      setPanelWanted(true);
      setOpen(true);
    }
    window.addEventListener(OPEN_CHAT_EVENT, openPanel);
    // Safari has no requestIdleCallback: a timer after load stands in.
    const idleSupported = typeof window.requestIdleCallback === "function";
    const prefetch = () => void loadPanel();
    const handle = saveData()
      ? undefined
      : idleSupported
        ? requestIdleCallback(prefetch, { timeout: 8000 })
        : window.setTimeout(prefetch, 4000);
    return () => {
      window.removeEventListener(OPEN_CHAT_EVENT, openPanel);
      if (handle !== undefined) idleSupported ? cancelIdleCallback(handle) : window.clearTimeout(handle);
    };
  }, [openPanel]);

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        aria-label={chatOpenerCopy.open}
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        onClick={() => (open ? closePanel(false) : openPanel())}
        onPointerEnter={() => void loadPanel()}
        className="fixed bottom-4 right-4 z-50 grid h-14 w-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:(outline-3 outline-offset-2 outline-brand-600) print:hidden"
      >
        <Icon name={open ? "chevronDown" : "chat"} size={26} />
      </button>
      {panelWanted && (
        <Suspense
          fallback={
            open && (
              <p
                role="status"
                className="fixed bottom-22 right-4 z-50 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 shadow-xl"
              >
                {chatOpenerCopy.loading}
              </p>
            )
          }
        >
          <ChatPanel panelId={CHAT_PANEL_ID} open={open} focusOnOpen={focusOnOpen} onClose={closePanel} />
        </Suspense>
      )}
    </>
  );
}
