import { useCallback, useEffect, useId, useRef, useState } from "react";
import { sessionAttribution } from "../../analytics/events/chat-events";
import {
  chatCopy,
  contactPrompts,
  faqCopy,
  noticeCopy,
  PRIVACY_NOTICE_VERSION,
  requestCopy,
  SUCCESS_AUTO_CLOSE_MS,
  stepPrompts,
  successCopy,
} from "../../content/chat";
import { FORM_TOKEN_FIELD, TURNSTILE_FIELD } from "../../shared/form-guard";
import { newSessionKey } from "../../shared/session-key";
import { useVisitAttribution } from "../attribution/use-visit-attribution";
import { captureVisitAttribution } from "../attribution/visit-attribution";
import * as iconPaths from "../components/ui/chat-icon-paths";
import { SvgIcon } from "../components/ui/svg-icon";
import { TURNSTILE_WAIT_MS, useTurnstile } from "../forms/use-turnstile";
import { submitLead, withSubmitRetries } from "./chat-api";
import { type ChatState, canStartOver } from "./chat-machine";
import { ChatNotices, type Notice } from "./chat-notices";
import { whatsappSummary } from "./chat-summary";
import { ChatTranscript } from "./chat-transcript";
import { faqAsker } from "./faq-asker";
import { currentFormToken } from "./form-token";
import { type ContactErrors, contactErrors, leadSubmission } from "./lead-payload";
import { newSessionId } from "./session-id";
import { IntentStep, OptionStep } from "./steps/choice-steps";
import { ContactStep } from "./steps/contact-step";
import { FaqStep } from "./steps/faq-step";
import { RecommendationsStep } from "./steps/recommendations-step";
import { RequestStep } from "./steps/request-step";
import { SuccessStep } from "./steps/success-step";
import { useChatMachine } from "./use-chat-machine";

// The assistant's panel, rendered in the browser only (chat-island.tsx mounts it on first open). It
// stays mounted once loaded (hidden while closed) so the conversation, its timers and the notices
// outlive a close.

type Props = {
  panelId: string;
  open: boolean;
  /** Move focus into the panel when it opens (the visitor opened it, rather than a reload). */
  focusOnOpen: boolean;
  onClose: (returnFocus: boolean) => void;
};

const SUCCESS_NOTICE_MS = 8000;

/** What the assistant last said, for the screen-reader live region. */
function latestMessage(state: ChatState): string {
  if (state.step === "faq") {
    if (state.loading) return faqCopy.asking;
    if (state.reply?.kind === "answer") return state.reply.response;
    if (state.reply?.kind === "failed") return faqCopy.failed;
  }
  if (state.step === "request" && state.request.downNow) return `${requestCopy.emergency} ${requestCopy.emergencyCall}`;
  if (state.step === "contact") return contactPrompts[state.answers.intent ?? "general"];
  if (state.step === "success") {
    return `${successCopy.heading} ${state.answers.intent === "support" ? successCopy.support.promise : successCopy.promise}`;
  }
  return stepPrompts[state.step];
}

export function ChatPanel({ panelId, open, focusOnOpen, onClose }: Props) {
  const titleId = useId();
  const [state, dispatch] = useChatMachine();
  const attribution = useVisitAttribution();
  // Rendered by the contact step, so Turnstile loads only once a visitor gets that far.
  const turnstile = useTurnstile("chat", "at-once");
  const [errors, setErrors] = useState<ContactErrors>({});
  const [notices, setNotices] = useState<Notice[]>([]);
  const panelRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const request = useRef<AbortController | null>(null);
  const shownStep = useRef(state.step);
  const summary = whatsappSummary(state);

  const focusStep = useCallback(() => {
    const body = bodyRef.current;
    const step = stepRef.current;
    if (!body || !step) return;
    // In the FAQ conversation, the newest question rather than the step's first line.
    body.scrollTop = (step.querySelector<HTMLElement>("[data-chat-latest]") ?? step).offsetTop - 16;
    step.querySelector<HTMLElement>("[data-chat-focus]")?.focus({ preventScroll: true });
  }, []);

  // session_start: once per chat session, when the visitor first sees the panel, with where the
  // visit came from (known at once, unless the first page's capture is still loading).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session id is a trigger: a new session in an open panel records its own session_start
  useEffect(() => {
    if (!open) return;
    const at = new Date().toISOString();
    let current = true;
    void captureVisitAttribution().then((visit) => current && dispatch({ type: "opened", at, attribution: sessionAttribution(visit) }));
    return () => {
      current = false;
    };
  }, [open, state.sessionId, dispatch]);

  useEffect(() => {
    if (open && focusOnOpen) focusStep();
  }, [open, focusOnOpen, focusStep]);

  // Each new step takes focus, so keyboard and screen-reader users continue where the chat is.
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    if (open) focusStep();
  }, [state.step, open, focusStep]);

  // A button disabled during a request drops focus to the page; bring it back to the step.
  useEffect(() => {
    if (!state.loading && open && document.activeElement === document.body) focusStep();
  }, [state.loading, open, focusStep]);

  // After a successful submit: close and start afresh after 5 seconds, unless the visitor has taken
  // up something the success screen offers (a person to talk to: [data-chat-keep-open]).
  useEffect(() => {
    if (state.step !== "success") return;
    const timer = setTimeout(() => {
      if (panelRef.current?.querySelector("[data-chat-keep-open]")) return;
      const focusIsInPanel = panelRef.current?.contains(document.activeElement) === true || document.activeElement === document.body;
      onClose(focusIsInPanel);
      dispatch({ type: "reset", sessionId: newSessionId(), sessionKey: newSessionKey() });
    }, SUCCESS_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.step, onClose, dispatch]);

  // Errors shown after a submit attempt follow the fields as they are corrected.
  useEffect(() => {
    setErrors((shown) => (Object.keys(shown).length > 0 ? contactErrors(state.contact) : shown));
  }, [state.contact]);

  const dismissNotice = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);

  const notify = (notice: Omit<Notice, "id">) => {
    const id = Date.now();
    setNotices((list) => [...list.filter((n) => n.kind !== "error"), { ...notice, id }]);
    if (notice.kind === "success") setTimeout(() => dismissNotice(id), SUCCESS_NOTICE_MS);
  };

  const { ask, choose } = faqAsker(state, dispatch, request);

  const submit = async () => {
    const found = contactErrors(state.contact);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      (formRef.current?.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    if (state.loading) return;
    const formToken = currentFormToken();
    const payload = {
      ...leadSubmission(state, PRIVACY_NOTICE_VERSION, attribution),
      ...(formToken ? { [FORM_TOKEN_FIELD]: formToken } : {}),
    };
    setNotices((list) => list.filter((n) => n.kind !== "error"));
    dispatch({ type: "submitSent" });
    const controller = new AbortController();
    request.current = controller;
    // Each attempt has its own Turnstile token: Cloudflare accepts a token once.
    const attempt = async () => {
      const challenge = await turnstile.tokenWithin(TURNSTILE_WAIT_MS);
      if (controller.signal.aborted) throw new Error("The visitor started over");
      try {
        return await submitLead({ ...payload, ...(challenge ? { [TURNSTILE_FIELD]: challenge } : {}) }, controller.signal);
      } finally {
        if (challenge) turnstile.renew();
      }
    };
    try {
      const result = await withSubmitRetries(attempt, controller.signal);
      dispatch({ type: "submitSucceeded", result });
      // A support request is not a sales lead: no score in the visitor's notice.
      const text =
        state.answers.intent === "support" ? noticeCopy.supportText : noticeCopy.successText(result.leadScore, result.isHighValue);
      notify({ kind: "success", title: noticeCopy.successTitle, text });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error("Lead submit failed", error);
      dispatch({ type: "submitFailed" });
      notify({ kind: "error", title: noticeCopy.errorTitle, text: noticeCopy.errorText });
    }
  };

  const startOver = () => {
    request.current?.abort();
    setErrors({});
    dispatch({ type: "restarted" });
  };

  const step = () => {
    switch (state.step) {
      case "intent":
        return <IntentStep dispatch={dispatch} />;
      case "request":
        return <RequestStep state={state} dispatch={dispatch} />;
      case "faq":
        return <FaqStep state={state} dispatch={dispatch} onAsk={() => void ask()} onChoose={(choice) => void choose(choice)} />;
      case "recommendations":
        return <RecommendationsStep recommendations={state.recommendations} summary={summary} dispatch={dispatch} />;
      case "contact":
        return (
          <ContactStep
            state={state}
            errors={errors}
            summary={summary}
            formRef={formRef}
            turnstileContainer={turnstile.on ? turnstile.container : undefined}
            dispatch={dispatch}
            onSubmit={() => void submit()}
          />
        );
      case "success":
        return <SuccessStep summary={summary} support={state.answers.intent === "support"} chat={state} />;
      default:
        return <OptionStep step={state.step} dispatch={dispatch} />;
    }
  };

  return (
    <>
      <ChatNotices notices={notices} onDismiss={dismissNotice} />
      <p role="status" className="sr-only">
        {open ? latestMessage(state) : ""}
      </p>
      {open && (
        <section
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.stopPropagation();
              onClose(true);
            }
          }}
          className="fixed bottom-22 right-4 z-50 flex max-h-[min(500px,calc(100dvh-7rem))] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl print:hidden"
        >
          {/* The bars are divs: in a dialog, a header or footer would add a second banner or contentinfo landmark to the page. */}
          <div className="flex items-center justify-between gap-2 bg-brand-800 px-4 py-3 text-white">
            <h2 id={titleId} className="text-base font-semibold">
              {chatCopy.title}
            </h2>
            <button
              type="button"
              aria-label={chatCopy.close}
              onClick={() => onClose(true)}
              className="grid h-9 w-9 place-items-center rounded-full hover:bg-white/15 focus-visible:(outline-2 outline-offset-2 outline-white)"
            >
              <SvgIcon d={iconPaths.close} size={20} />
            </button>
          </div>
          <div ref={bodyRef} data-chat-body="" className="relative min-h-0 flex-1 space-y-3 overflow-y-auto p-4">
            <ChatTranscript state={state} />
            <div ref={stepRef}>{step()}</div>
          </div>
          {canStartOver(state.step) && (
            <div className="border-t border-slate-200 px-4 py-2">
              <button
                type="button"
                onClick={startOver}
                className="rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 underline-offset-2 hover:(text-slate-900 underline) focus-visible:(outline-2 outline-brand-600)"
              >
                {chatCopy.startOver}
              </button>
            </div>
          )}
        </section>
      )}
    </>
  );
}
