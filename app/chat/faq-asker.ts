import type { RefObject } from "react";
import type { FaqChoice, FaqContext } from "../../shared/faq-conversation";
import { askFaq } from "./chat-api";
import type { ChatAction, ChatState } from "./chat-machine";

// The FAQ step's calls: a typed question, or an ask-back's button, sent with the page it is asked on
// and what the conversation settled, so the server can resolve a follow-up.

/** `request`: the panel's running call, aborted by Start Over. */
export function faqAsker(state: ChatState, dispatch: (action: ChatAction) => void, request: RefObject<AbortController | null>) {
  /** Sends a question with the page it is asked on and what the conversation settled, so a follow-up resolves. */
  const sendQuestion = async (query: string, context: FaqContext) => {
    const controller = new AbortController();
    request.current = controller;
    try {
      const answer = await askFaq(query, state.sessionId, context, controller.signal);
      dispatch({ type: "faqAnswered", ...answer, query });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error("FAQ question failed", error);
      dispatch({ type: "faqFailed" });
    }
  };
  const page = () => ({ page: window.location.pathname.slice(0, 200) });

  const ask = async () => {
    const query = state.question.trim();
    if (state.loading || query === "") return;
    dispatch({ type: "faqSent" });
    await sendQuestion(query, { ...state.faqContext, ...page() });
  };

  /** An ask-back's button: the question it asked back about, for the offer chosen. */
  const choose = async (choice: FaqChoice) => {
    const { reply } = state;
    if (state.loading || reply?.kind !== "answer" || !reply.choiceFor) return;
    dispatch({ type: "faqChoiceSent", label: choice.label });
    await sendQuestion(reply.choiceFor, { ...state.faqContext, ...page(), offer: choice.offer });
  };

  return { ask, choose };
}
