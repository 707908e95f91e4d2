import { lazy, Suspense } from "react";
import type { ChatAction } from "../chat-machine";
import { storedChatState } from "../chat-storage";
import { adoptFormToken, currentFormToken } from "../form-token";
import type { PanelParts } from "./panel-parts";

// "Book a call now" is its own chunk, outside the chat panel's budget: fetched when a step that
// offers it (the recommendations, the success screen) is shown. The panel's own modules it needs
// (the stored chat, the form token) are handed to it here: imported by the chunk, they would be
// split out of the panel's chunk into files of their own, which weigh more.
const BookCall = lazy(() => import("./book-call"));

const panel: PanelParts = { storedChat: storedChatState, formToken: { current: currentFormToken, adopt: adoptFormToken } };

/** `dispatch`: where the chat has not asked for contact details yet, those given for a booking are handed to it. */
export function BookCallOffer({ dispatch }: { dispatch?: (action: ChatAction) => void }) {
  return (
    <Suspense fallback={null}>
      <BookCall dispatch={dispatch} panel={panel} />
    </Suspense>
  );
}
