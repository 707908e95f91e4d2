import { useId, useState } from "react";
import { liveVisitorCopy as copy } from "../../../content/live-chat-copy";
import { FORM_TOKEN_FIELD, FORM_TOKEN_HEADER, TURNSTILE_FIELD } from "../../../shared/form-guard";
import { TURNSTILE_WAIT_MS, useTurnstile } from "../../forms/use-turnstile";
import { adoptFormToken, currentFormToken } from "../form-token";
import type { Visitor } from "./live-thread";
import { messageWithChat } from "./live-visitor-words";
import { VisitorDetails } from "./visitor-details";

// A message left when nobody can answer now: a contact message (the contact page's API, so it is
// stored, routed and delivered like one) in the visitor's words, followed by the chat so far.

type Props = { known: Partial<Visitor>; lines: string[]; onSent?: (visitor: Visitor) => void };

export function LeaveMessage({ known, lines, onSent }: Props) {
  const id = useId();
  const [note, setNote] = useState("");
  const [state, setState] = useState<"writing" | "empty" | "sending" | "sent" | "failed">("writing");
  const turnstile = useTurnstile("chat", "at-once");

  const send = async (visitor: Visitor) => {
    if (state === "sending") return;
    if (!messageWithChat(note, lines)) {
      setState("empty");
      return;
    }
    setState("sending");
    try {
      const challenge = await turnstile.tokenWithin(TURNSTILE_WAIT_MS);
      const formToken = currentFormToken();
      const res = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...visitor,
          subject: copy.messageSubject,
          message: messageWithChat(note, lines),
          ...(formToken ? { [FORM_TOKEN_FIELD]: formToken } : {}),
          ...(challenge ? { [TURNSTILE_FIELD]: challenge } : {}),
        }),
      });
      if (challenge) turnstile.renew();
      if (!res.ok) throw new Error(`contact answered ${res.status}`);
      adoptFormToken(res.headers.get(FORM_TOKEN_HEADER));
      setState("sent");
      onSent?.(visitor);
    } catch {
      setState("failed");
    }
  };

  if (state === "sent")
    return (
      <p role="status" className="text-sm text-slate-800">
        {copy.messageSent}
      </p>
    );
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {copy.messageTitle}
      </h3>
      <VisitorDetails
        known={known}
        submitLabel={state === "sending" ? copy.sending : copy.messageSend}
        onDone={(visitor) => void send(visitor)}
      >
        <div className="grid gap-1">
          <label htmlFor={`${id}-note`} className="field-label">
            {copy.messageLabel}
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            rows={3}
            maxLength={3000}
            onChange={(event) => setNote(event.target.value)}
            className="field-input"
          />
        </div>
        {turnstile.on && <div ref={turnstile.container} />}
        {(state === "failed" || state === "empty") && (
          <p role="alert" className="text-xs text-red-700">
            {state === "empty" ? copy.messageMissing : copy.messageFailed}
          </p>
        )}
      </VisitorDetails>
    </section>
  );
}
