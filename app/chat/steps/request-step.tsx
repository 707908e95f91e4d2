import { useId, useRef, useState } from "react";
import { requestCopy, stepPrompts } from "../../../content/chat";
import { REQUEST_MESSAGE_MAX } from "../../../shared/lead-submission";
import { type ChatAction, type ChatState, requestComplete } from "../chat-machine";
import { AssistantBubble, FOCUS_TARGET, OptionButton } from "./chat-ui";

type Props = { state: ChatState; dispatch: (action: ChatAction) => void };

/** The emergency line, offered the moment the visitor says something is down: no form stands before it. */
function EmergencyLine() {
  return (
    <div className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
      <p>{requestCopy.emergency}</p>
      <a href={requestCopy.emergencyUrl} className="mt-1 inline-block font-bold text-red-800 underline underline-offset-2">
        {requestCopy.emergencyCall}
      </a>
    </div>
  );
}

/** Support and general: "How can we help?" (required for support) and, for support, whether something is down now. */
export function RequestStep({ state, dispatch }: Props) {
  const id = useId();
  const [tried, setTried] = useState(false);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const support = state.answers.intent === "support";
  const { downNow, message } = state.request;
  const missing = tried && !requestComplete(state.answers.intent, state.request);
  return (
    <div className="space-y-3">
      <AssistantBubble id="chat-prompt">{stepPrompts.request}</AssistantBubble>
      {support && (
        <fieldset aria-labelledby={`${id}-down`} className="min-w-0 space-y-2">
          <p id={`${id}-down`} className="text-sm font-semibold text-slate-900">
            {requestCopy.downNowQuestion}
          </p>
          <div className="grid grid-cols-2 gap-2">
            <OptionButton
              {...FOCUS_TARGET}
              aria-pressed={downNow === true}
              onClick={() => dispatch({ type: "downNowAnswered", value: true })}
            >
              {requestCopy.downNowYes}
            </OptionButton>
            <OptionButton aria-pressed={downNow === false} onClick={() => dispatch({ type: "downNowAnswered", value: false })}>
              {requestCopy.downNowNo}
            </OptionButton>
          </div>
        </fieldset>
      )}
      {support && downNow === true && <EmergencyLine />}
      <form
        noValidate
        aria-labelledby="chat-prompt"
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          // Refused: the visitor goes back to the field that needs their words.
          if (!requestComplete(state.answers.intent, state.request)) messageRef.current?.focus();
          dispatch({ type: "requestSent" });
        }}
      >
        <label htmlFor={`${id}-message`} className="field-label">
          {requestCopy.messageLabel}
          {!support && <span className="font-normal text-slate-600"> {requestCopy.optional}</span>}
        </label>
        <textarea
          ref={messageRef}
          id={`${id}-message`}
          {...(support ? {} : FOCUS_TARGET)}
          name="requestMessage"
          rows={3}
          required={support}
          maxLength={REQUEST_MESSAGE_MAX}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${id}-message-error` : undefined}
          value={message}
          onChange={(event) => dispatch({ type: "requestEdited", text: event.target.value })}
          className="field-input"
        />
        {missing && (
          <p id={`${id}-message-error`} className="text-xs font-medium text-red-700">
            {requestCopy.required}
          </p>
        )}
        <button type="submit" className="btn-primary w-full">
          {requestCopy.next}
        </button>
      </form>
    </div>
  );
}
