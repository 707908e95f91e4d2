import { chatOpenerCopy, chatWithoutScript } from "../../content/chat-opener";
import { Icon } from "../components/ui/icon";

// The always-present part of the assistant, rendered by the server: the round opener at bottom
// right and the status shown while the panel's code loads. Without JavaScript the opener is a link
// to the contact form named (and titled, for the pointer) with why; the page script turns it into
// the "Open chat" button (app/enhance/chat-links.ts), and app/enhance/chat-launcher.ts gives that
// its behaviour and loads the panel (app/chat/chat-island.tsx) on demand.

export function ChatLauncher() {
  return (
    <>
      <a
        href={chatWithoutScript.href}
        data-chat-link=""
        data-chat-opener=""
        aria-label={chatWithoutScript.reason}
        title={chatWithoutScript.reason}
        data-chat-label={chatOpenerCopy.open}
        className="fixed bottom-4 right-4 z-50 grid h-14 w-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:(outline-3 outline-offset-2 outline-brand-600) print:hidden"
      >
        {/* Both icons are in the page; the launcher shows the one for the panel's state. */}
        <span data-chat-icon="closed">
          <Icon name="chat" size={26} />
        </span>
        <span data-chat-icon="open" hidden>
          <Icon name="chevronDown" size={26} />
        </span>
      </a>
      <template data-chat-loading="">
        <p
          role="status"
          className="fixed bottom-22 right-4 z-50 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 shadow-xl"
        >
          {chatOpenerCopy.loading}
        </p>
      </template>
    </>
  );
}
