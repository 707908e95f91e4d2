import { type RefCallback, type RefObject, useId } from "react";
import { contactCopy, contactPrompts } from "../../../content/chat";
import type { ChatAction, ChatState, ContactDraft } from "../chat-machine";
import type { ContactErrors } from "../lead-payload";
import { AssistantBubble, FOCUS_TARGET } from "./chat-ui";
import { WhatsAppLink } from "./whatsapp-link";

type Props = {
  state: ChatState;
  errors: ContactErrors;
  summary: string;
  formRef: RefObject<HTMLFormElement | null>;
  /** Where Cloudflare Turnstile renders when the site has it on (seen only if it needs the visitor). */
  turnstileContainer?: RefCallback<HTMLElement>;
  dispatch: (action: ChatAction) => void;
  onSubmit: () => void;
};

const fields: { name: keyof ContactDraft; type: string; autoComplete: string; required: boolean }[] = [
  { name: "name", type: "text", autoComplete: "name", required: true },
  { name: "email", type: "email", autoComplete: "email", required: true },
  { name: "company", type: "text", autoComplete: "organization", required: true },
  { name: "phone", type: "tel", autoComplete: "tel", required: false },
];

export function ContactStep({ state, errors, summary, formRef, turnstileContainer, dispatch, onSubmit }: Props) {
  const id = useId();
  const intent = state.answers.intent ?? "general";
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="chat-prompt"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <AssistantBubble id="chat-prompt">{contactPrompts[intent]}</AssistantBubble>
      {fields.map((field, i) => {
        const error = errors[field.name];
        return (
          <div key={field.name}>
            <label htmlFor={`${id}-${field.name}`} className="field-label">
              {contactCopy[field.name]}
              {!field.required && <span className="font-normal text-slate-600"> {contactCopy.optional}</span>}
            </label>
            <input
              id={`${id}-${field.name}`}
              {...(i === 0 ? FOCUS_TARGET : {})}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${field.name}-error` : undefined}
              value={state.contact[field.name]}
              onChange={(event) => dispatch({ type: "contactEdited", field: field.name, value: event.target.value })}
              className="field-input"
            />
            {error && (
              <p id={`${id}-${field.name}-error`} className="mt-1 text-xs font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <p className="text-xs leading-relaxed text-slate-700">
        {intent === "support" ? contactCopy.supportPurpose : contactCopy.purpose}{" "}
        <a
          href={contactCopy.privacyUrl}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {contactCopy.privacyLink}
        </a>
      </p>
      <label className="flex items-start gap-2 text-xs text-slate-800">
        <input
          type="checkbox"
          checked={state.marketingOptIn}
          onChange={(event) => dispatch({ type: "marketingToggled", value: event.target.checked })}
          className="mt-0.5 h-4 w-4 accent-brand-700"
        />
        {contactCopy.marketingOptIn}
      </label>
      {turnstileContainer && <div ref={turnstileContainer} />}
      <button type="submit" disabled={state.loading} className="btn-primary w-full">
        {state.loading ? contactCopy.submitting : contactCopy.submit}
      </button>
      <WhatsAppLink summary={summary} />
    </form>
  );
}
