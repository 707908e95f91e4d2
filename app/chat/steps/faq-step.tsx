import { Suspense, useEffect, useId, useRef } from "react";
import { faqCopy, stepPrompts } from "../../../content/chat";
import type { FaqChoice } from "../../../shared/faq-conversation";
import { MAX_FAQ_QUERY_LENGTH } from "../../../shared/faq-question";
import type { ChatAction, ChatState } from "../chat-machine";
import { AssistantBubble, FOCUS_TARGET, VisitorBubble } from "./chat-ui";
import { TalkToPerson } from "./choice-steps";
import { FaqAnswer } from "./faq-answer";
import { FaqFeedback } from "./faq-feedback";

type Props = { state: ChatState; dispatch: (action: ChatAction) => void; onAsk: () => void; onChoose: (choice: FaqChoice) => void };

/** Marks the newest question, which the panel scrolls to the top of its view. */
const LATEST_TURN = { "data-chat-latest": "" } as const;

/**
 * The FAQ conversation: every question with its reply, the newest scrolled into view, and the
 * question field kept in view under them (sticky), however long the conversation grows.
 */
export function FaqStep({ state, dispatch, onAsk, onChoose }: Props) {
  const inputId = useId();
  const latest = useRef<HTMLDivElement>(null);
  const { reply, transcript } = state;
  const blank = state.question.trim() === "";

  // A new question or its reply brings the newest question to the top of the view, so a long answer
  // reads from its first line.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the turn count and the reply are triggers
  useEffect(() => {
    const turn = latest.current;
    const body = turn?.closest<HTMLElement>("[data-chat-body]");
    if (turn && body) body.scrollTop = turn.offsetTop - 16;
  }, [transcript.length, reply, state.loading]);

  return (
    <div className="space-y-3">
      <AssistantBubble id="chat-prompt">{stepPrompts.faq}</AssistantBubble>
      {transcript.length > 0 && (
        <ol aria-label={faqCopy.transcript} className="space-y-3">
          {transcript.map((turn, i) => (
            // Turns are only ever appended (and the oldest dropped), never reordered.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i} className="space-y-3">
              <VisitorBubble>{turn.asked}</VisitorBubble>
              <FaqAnswer reply={turn.reply} />
            </li>
          ))}
        </ol>
      )}
      {state.asked && (
        <div ref={latest} {...LATEST_TURN} className="space-y-3">
          <VisitorBubble>{state.asked}</VisitorBubble>
          {state.loading && <AssistantBubble>{faqCopy.asking}</AssistantBubble>}
          {reply && <FaqAnswer reply={reply} onChoose={onChoose} disabled={state.loading} />}
          {reply?.kind === "answer" && reply.helpful !== undefined && (
            <FaqFeedback sessionId={state.sessionId} query={state.asked} helpful={reply.helpful} dispatch={dispatch} />
          )}
          {/* The fallback (no entry answered, no choice to make) or a failure: a person may know. */}
          {reply && !state.loading && (reply.kind === "failed" || (reply.helpful === undefined && !reply.choices?.length)) && (
            <Suspense fallback={null}>
              <TalkToPerson chat={state} />
            </Suspense>
          )}
        </div>
      )}
      <form
        className="sticky bottom-0 -mx-4 space-y-2 border-t border-slate-100 bg-white px-4 py-2"
        onSubmit={(event) => {
          event.preventDefault();
          onAsk();
        }}
      >
        <label htmlFor={inputId} className="field-label">
          {faqCopy.label}
        </label>
        <input
          id={inputId}
          {...FOCUS_TARGET}
          type="text"
          value={state.question}
          maxLength={MAX_FAQ_QUERY_LENGTH}
          autoComplete="off"
          placeholder={faqCopy.placeholder}
          onChange={(event) => dispatch({ type: "questionEdited", text: event.target.value })}
          className="field-input"
        />
        <button type="submit" disabled={state.loading || blank} className="btn-primary w-full">
          {faqCopy.ask}
        </button>
      </form>
    </div>
  );
}
