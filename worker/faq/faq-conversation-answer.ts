// The conversation's part of an FAQ answer: the question resolved against the context the chat sent
// (a follow-up written out in full), and, when the prices the pages list settle it, a computed
// answer, an ask-back with buttons, or a fallback for a fact the pages do not state. Without one of
// those, the corpus search answers the resolved question.
import type { FaqContext } from "../../shared/faq-conversation";
import type { FaqAnswer } from "../../shared/faq-question";
import { resolveQuestion } from "./conversation-context";
import { estimate } from "./faq-estimate";

export type ConversationAnswer = {
  /** The question for the corpus search: the visitor's, with what the conversation and page settle written in. */
  question: string;
  /** The question for the log: the visitor's own words, or a follow-up written out in full. */
  logged: string;
  /** The context to return for the next question. */
  context: FaqContext;
  answer: FaqAnswer | null;
  /** What the answer is: computed from listed prices, an ask-back, or a fact the pages do not state. */
  kind: "computed" | "ask" | "not-listed" | null;
};

export function answerWithConversation(query: string, context: FaqContext | undefined): ConversationAnswer {
  const resolved = resolveQuestion(query, context);
  const computed = estimate(resolved);
  const base = { question: resolved.question, logged: resolved.followUp ? resolved.question : query, context: resolved.context };
  if (!computed) return { ...base, answer: null, kind: null };
  switch (computed.kind) {
    case "answer":
      return {
        ...base,
        kind: "computed",
        answer: { response: computed.response, resourceUrl: computed.resourceUrl, quoteUrl: computed.quoteUrl },
      };
    case "ask":
      return { ...base, kind: "ask", answer: { response: computed.response, choices: computed.choices } };
    case "not-listed":
      return { ...base, kind: "not-listed", answer: { response: computed.response, resourceUrl: computed.resourceUrl } };
  }
}
