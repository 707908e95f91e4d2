import { useId } from "react";
import { faqCopy, stepPrompts } from "../../../content/chat";
import { MAX_FAQ_QUERY_LENGTH } from "../../../shared/faq-question";
import type { ChatAction, ChatState } from "../chat-machine";
import { AssistantBubble, FOCUS_TARGET, VisitorBubble } from "./chat-ui";
import { FaqFeedback } from "./faq-feedback";

type Props = { state: ChatState; dispatch: (action: ChatAction) => void; onAsk: () => void };

/** Links from the FAQ corpus are followed only when they are site paths or https pages. */
const isSafeLink = (url: string) => (url.startsWith("/") ? !url.startsWith("//") : url.startsWith("https://"));

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-2">
      {children}
      <span className="sr-only"> {faqCopy.newTab}</span>
    </a>
  );
}

export function FaqStep({ state, dispatch, onAsk }: Props) {
  const inputId = useId();
  const { reply } = state;
  const blank = state.question.trim() === "";
  return (
    <div className="space-y-3">
      <AssistantBubble id="chat-prompt">{stepPrompts.faq}</AssistantBubble>
      {state.asked && <VisitorBubble>{state.asked}</VisitorBubble>}
      {state.loading && <AssistantBubble>{faqCopy.asking}</AssistantBubble>}
      {reply?.kind === "answer" && (
        <AssistantBubble>
          <span className="whitespace-pre-line">{reply.response}</span>
          {reply.resourceUrl && isSafeLink(reply.resourceUrl) && (
            <span className="mt-1 block">
              <NewTabLink href={reply.resourceUrl}>{faqCopy.learnMore}</NewTabLink>
            </span>
          )}
          {reply.related?.length ? (
            <span className="mt-2 block">
              {faqCopy.related}
              <ul className="mt-1 space-y-1">
                {reply.related.map((link) => (
                  <li key={`${link.url} ${link.question}`}>
                    <details>
                      <summary className="cursor-pointer font-semibold">{link.question}</summary>
                      <span className="mt-1 block whitespace-pre-line">{link.answer}</span>
                      {isSafeLink(link.url) && (
                        <span className="mt-1 block">
                          <NewTabLink href={link.url}>{faqCopy.learnMore}</NewTabLink>
                        </span>
                      )}
                    </details>
                  </li>
                ))}
              </ul>
            </span>
          ) : null}
        </AssistantBubble>
      )}
      {reply?.kind === "answer" && reply.helpful !== undefined && state.asked && (
        <FaqFeedback sessionId={state.sessionId} query={state.asked} helpful={reply.helpful} dispatch={dispatch} />
      )}
      {reply?.kind === "failed" && (
        <AssistantBubble>
          {faqCopy.failed} <NewTabLink href={faqCopy.contactUrl}>{faqCopy.contactLink}</NewTabLink>
        </AssistantBubble>
      )}
      <form
        className="space-y-2"
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
