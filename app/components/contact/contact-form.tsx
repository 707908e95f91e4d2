import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { CONTACT_FORM_ID, contactFormText as text } from "../../../content/contact-page";
import type { ApiErrorBody } from "../../../shared/api-error-body";
import type { AttributionKey } from "../../../shared/attribution";
import type { ContactMessageInput } from "../../../shared/contact-messages";
import { SERVICE_INTERESTS } from "../../../shared/contact-options";
import { FORM_TOKEN_FIELD, type FormGuardFields, HONEYPOT_FIELD, TURNSTILE_FIELD } from "../../../shared/form-guard";
import type { FormResult } from "../../../shared/form-results";
import { AttributionFields } from "../../attribution/attribution-fields";
import { captureVisitAttribution } from "../../attribution/visit-attribution";
import { subjectFromParam } from "../../contact/subject-prefill";
import { FormGuardInputs } from "../../forms/form-guard-inputs";
import { TURNSTILE_WAIT_MS, useTurnstile } from "../../forms/use-turnstile";
import { FormErrorNotice } from "../forms/form-error-notice";
import { PrivacyNote } from "../forms/privacy-note";
import { Toast, type ToastMessage } from "../ui/toast";

/** What the visitor types; the visit's attribution and the form guard are added when the message is sent. */
type Values = Required<Omit<ContactMessageInput, AttributionKey | keyof FormGuardFields>>;
type ApiError = ApiErrorBody["error"];

const EMPTY: Values = { name: "", email: "", company: "", phone: "", serviceInterest: "", subject: "", message: "" };
const SENT: ToastMessage = { title: text.successTitle, text: text.successText };
const UNREACHABLE: ApiError = { code: "network_error", message: text.errorFallback };

/** The form's token and spam-trap field, as the rendered inputs hold them. */
function formGuard(form: HTMLFormElement): FormGuardFields {
  const data = new FormData(form);
  const value = (name: string) => (typeof data.get(name) === "string" ? String(data.get(name)) : undefined);
  return { [FORM_TOKEN_FIELD]: value(FORM_TOKEN_FIELD), [HONEYPOT_FIELD]: value(HONEYPOT_FIELD) };
}

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  return body?.error?.message ? body.error : UNREACHABLE;
}

/**
 * The contact page's message form. With JavaScript it sends JSON to /api/contact, showing
 * "Sending Message..." while in flight, then a toast and cleared fields; a failure shows the
 * server's reason and keeps what was typed. Without JavaScript it posts to the /contact route
 * action and `initial` carries that answer.
 */
export function ContactForm({ initial }: { initial?: FormResult<unknown> }) {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const prefill = subjectFromParam(params.get("subject"));
  const [values, setValues] = useState<Values>(() =>
    initial && !initial.ok ? { ...EMPTY, ...initial.values } : { ...EMPTY, subject: prefill },
  );
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError | null>(initial && !initial.ok ? initial.error : null);
  const [toast, setToast] = useState<ToastMessage | null>(initial?.ok ? SENT : null);
  const firstField = useRef<HTMLInputElement>(null);
  const turnstile = useTurnstile("contact", "on-form-use");
  const dismissToast = useCallback(() => setToast(null), []);

  // A link such as "Schedule Meeting" changes ?subject= while the visitor is on this page.
  useEffect(() => {
    if (prefill) setValues((v) => ({ ...v, subject: prefill }));
    if (hash === `#${CONTACT_FORM_ID}`) firstField.current?.focus();
  }, [prefill, hash]);

  const change = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((v) => ({ ...v, [e.target.name]: e.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read before the first await: the event's form is gone once the handler has yielded.
    const form = event.currentTarget;
    const guard = formGuard(form);
    setSending(true);
    setError(null);
    const challenge = await turnstile.tokenWithin(TURNSTILE_WAIT_MS);
    // No token (Turnstile blocked or down): the form posts as it does without JavaScript, which the
    // server accepts without one, rather than as JSON, which it would flag.
    if (turnstile.on && !challenge) return form.submit();
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...values,
          ...(await captureVisitAttribution()),
          ...guard,
          ...(challenge ? { [TURNSTILE_FIELD]: challenge } : {}),
        }),
      });
      if (response.ok) {
        setValues(EMPTY);
        setToast(SENT);
      } else {
        setError(await errorOf(response));
      }
    } catch {
      setError(UNREACHABLE);
    } finally {
      setSending(false);
      if (challenge) turnstile.renew();
    }
  }

  const field = (name: keyof Values) => ({ id: `contact-${name}`, name, value: values[name], onChange: change, className: "field-input" });

  return (
    <>
      <form
        id={CONTACT_FORM_ID}
        method="post"
        action="/contact"
        onSubmit={submit}
        aria-labelledby="contact-form-title"
        className="card space-y-5"
      >
        <div>
          <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
            {text.title}
          </h2>
          <p className="mt-1 text-slate-600">{text.lead}</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <p>
            <label htmlFor="contact-name" className="field-label">
              {text.name} <span aria-hidden="true">*</span>
            </label>
            <input ref={firstField} {...field("name")} type="text" required autoComplete="name" />
          </p>
          <p>
            <label htmlFor="contact-email" className="field-label">
              {text.email} <span aria-hidden="true">*</span>
            </label>
            <input {...field("email")} type="email" required autoComplete="email" />
          </p>
          <p>
            <label htmlFor="contact-company" className="field-label">
              {text.company}
            </label>
            <input {...field("company")} type="text" autoComplete="organization" />
          </p>
          <p>
            <label htmlFor="contact-phone" className="field-label">
              {text.phone}
            </label>
            <input {...field("phone")} type="tel" autoComplete="tel" />
          </p>
        </div>
        <p>
          <label htmlFor="contact-serviceInterest" className="field-label">
            {text.serviceInterest}
          </label>
          <select {...field("serviceInterest")}>
            <option value="">{text.servicePlaceholder}</option>
            {SERVICE_INTERESTS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor="contact-subject" className="field-label">
            {text.subject} <span aria-hidden="true">*</span>
          </label>
          <input {...field("subject")} type="text" required />
        </p>
        <p>
          <label htmlFor="contact-message" className="field-label">
            {text.message} <span aria-hidden="true">*</span>
          </label>
          <textarea {...field("message")} rows={6} required />
        </p>
        {error && <FormErrorNotice title={text.errorTitle} error={error} />}
        <button type="submit" disabled={sending} className="btn-primary w-full sm:w-auto">
          {sending ? text.sending : text.submit}
        </button>
        <PrivacyNote purpose="contact" />
        {/* Last, so the hidden inputs shift no spacing when they appear after hydration. */}
        <AttributionFields />
        <FormGuardInputs turnstile={turnstile} />
      </form>
      <Toast toast={toast} onDismiss={dismissToast} />
    </>
  );
}
