import { chatOpenerCopy } from "../../content/chat-opener";
import { Icon } from "../components/ui/icon";

// The always-present part of the assistant, rendered by the server: the round opener at bottom
// right and the status shown while the panel's code loads. app/enhance/chat-launcher.ts gives them
// their behaviour and loads the panel (app/chat/chat-island.tsx) on demand.

export function ChatLauncher() {
  return (
    <>
      <button
        type="button"
        data-chat-opener=""
        aria-label={chatOpenerCopy.open}
        aria-expanded="false"
        className="fixed bottom-4 right-4 z-50 grid h-14 w-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:(outline-3 outline-offset-2 outline-brand-600) print:hidden"
      >
        {/* Both icons are in the page; the launcher shows the one for the panel's state. */}
        <span data-chat-icon="closed">
          <Icon name="chat" size={26} />
        </span>
        <span data-chat-icon="open" hidden>
          <Icon name="chevronDown" size={26} />
        </span>
      </button>
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
