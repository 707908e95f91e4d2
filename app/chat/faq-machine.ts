import type { FaqChoice, FaqContext } from "../../shared/faq-conversation";
import type { FaqLink } from "./faq-link";

// The FAQ step's part of the chat machine: the conversation's turns (the earlier ones kept as a
// transcript), an ask-back's choices and the context the server resolved, sent with the next question.

/**
 * `helpful`: the visitor's "Helpful?" vote as recorded, null until they vote; absent when the reply
 * is the fallback, which is not rated (the gaps report lists every fallback already). `related`:
 * the entries a fallback offers instead.
 */
export type FaqReply =
  | {
      kind: "answer";
      response: string;
      resourceUrl?: string;
      helpful?: boolean | null;
      related?: FaqLink[];
      /** A computed estimate's quote path. */
      quoteUrl?: string;
      /** An ask-back: the offers to choose from, and the question a choice answers. */
      choices?: FaqChoice[];
      choiceFor?: string;
    }
  | { kind: "failed" };

/** A question asked earlier in the conversation, with its reply. */
export type FaqTurn = { asked: string; reply: FaqReply };

/** The earlier turns kept (and stored) at most: the oldest go first. */
export const MAX_FAQ_TURNS = 30;

export type FaqAction =
  | { type: "questionEdited"; text: string }
  | { type: "faqSent" }
  /** A tap on an ask-back's button: the visitor's bubble says the choice. */
  | { type: "faqChoiceSent"; label: string }
  /**
   * `matched`: a corpus entry answered (not the fallback), so the answer can be rated. `query`: the
   * question sent, which an ask-back's choices answer.
   */
  | {
      type: "faqAnswered";
      response: string;
      resourceUrl?: string;
      matched?: boolean;
      related?: FaqLink[];
      quoteUrl?: string;
      choices?: FaqChoice[];
      context?: FaqContext;
      query?: string;
    }
  | { type: "faqFailed" }
  /** A vote the server recorded, for the answer to `query`. */
  | { type: "faqRated"; query: string; helpful: boolean };

/** The part of the chat's state (ChatState in chat-machine.ts) the FAQ step reads and writes. */
type FaqState = {
  step: string;
  question: string;
  transcript: FaqTurn[];
  asked: string | null;
  reply: FaqReply | null;
  faqContext: FaqContext | null;
  loading: boolean;
};

/** The transcript with the last question and its reply added, the oldest dropped past MAX_FAQ_TURNS. */
function keptTurns({ transcript, asked, reply }: FaqState): FaqTurn[] {
  if (asked === null || reply === null) return transcript;
  return [...transcript, { asked, reply }].slice(-MAX_FAQ_TURNS);
}

/** The next state of the FAQ step; an action that does not apply leaves the state as it is. */
export function faqTransition<S extends FaqState>(state: S, action: FaqAction): S {
  switch (action.type) {
    case "questionEdited":
      return { ...state, question: action.text };

    case "faqSent": {
      const query = state.question.trim();
      // A blank question is never sent.
      if (state.step !== "faq" || state.loading || query === "") return state;
      return { ...state, loading: true, transcript: keptTurns(state), asked: query, reply: null };
    }

    case "faqChoiceSent":
      if (state.step !== "faq" || state.loading || state.reply?.kind !== "answer" || !state.reply.choices?.length) return state;
      return { ...state, loading: true, transcript: keptTurns(state), asked: action.label, reply: null };

    case "faqAnswered":
      if (state.step !== "faq" || !state.loading) return state;
      return {
        ...state,
        loading: false,
        question: "",
        reply: {
          kind: "answer",
          response: action.response,
          ...(action.resourceUrl ? { resourceUrl: action.resourceUrl } : {}),
          ...(action.matched ? { helpful: null } : {}),
          ...(!action.matched && action.related?.length ? { related: action.related } : {}),
          ...(action.quoteUrl ? { quoteUrl: action.quoteUrl } : {}),
          ...(action.choices?.length && action.query ? { choices: action.choices, choiceFor: action.query } : {}),
        },
        faqContext: action.context ?? state.faqContext,
      };

    case "faqRated": {
      const { reply } = state;
      // A vote confirmed after the visitor moved on to another question is not this answer's.
      if (
        state.step !== "faq" ||
        state.loading ||
        state.asked !== action.query ||
        reply?.kind !== "answer" ||
        reply.helpful === undefined
      ) {
        return state;
      }
      return { ...state, reply: { ...reply, helpful: action.helpful } };
    }

    case "faqFailed":
      if (state.step !== "faq" || !state.loading) return state;
      return { ...state, loading: false, reply: { kind: "failed" } };
  }
}
