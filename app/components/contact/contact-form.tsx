import { CONTACT_FORM_ID, contactFormText as text } from "../../../content/contact-page";
import type { AttributionKey } from "../../../shared/attribution";
import type { ContactMessageInput } from "../../../shared/contact-messages";
import { SERVICE_INTERESTS } from "../../../shared/contact-options";
import type { FormGuardFields } from "../../../shared/form-guard";
import type { FormResult } from "../../../shared/form-results";
import { FormGuardInputs } from "../../forms/form-guard-inputs";
import { FormErrorNotice, FormErrorTemplate } from "../forms/form-error-notice";
import { PrivacyNote } from "../forms/privacy-note";
import { Toast, type ToastMessage } from "../ui/toast";

/** What the visitor types; the visit's attribution and the form guard are added when the message is sent. */
type Values = Required<Omit<ContactMessageInput, AttributionKey | keyof FormGuardFields>>;

const EMPTY: Values = { name: "", email: "", company: "", phone: "", serviceInterest: "", subject: "", message: "" };
const SENT: ToastMessage = { title: text.successTitle, text: text.successText };
const TOAST_ID = `${CONTACT_FORM_ID}-sent`;

/**
 * The contact page's message form. It posts to the /contact route action, whose answer `initial`
 * is (a toast, or the refusal with what was typed). The page script sends it as JSON to
 * /api/contact instead (app/enhance/forms.ts), showing "Sending Message..." while in flight, then
 * the toast and cleared fields; a failure shows the server's reason and keeps what was typed.
 * `subject` is the one a `?subject=` link asked for.
 */
export function ContactForm({ initial, subject }: { initial?: FormResult<unknown>; subject: string }) {
  const values: Values = initial && !initial.ok ? { ...EMPTY, ...initial.values } : { ...EMPTY, subject };
  const field = (name: keyof Values) => ({ id: `contact-${name}`, name, defaultValue: values[name], className: "field-input" });

  return (
    <>
      <form
        id={CONTACT_FORM_ID}
        method="post"
        action="/contact"
        aria-labelledby="contact-form-title"
        className="card space-y-5"
        data-enhanced-form
        data-json-endpoint="/api/contact"
        data-turnstile-action="contact"
        data-clear-on-success
        data-toast={TOAST_ID}
        data-error-fallback={text.errorFallback}
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
            <input {...field("name")} type="text" required autoComplete="name" />
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
        {initial && !initial.ok && <FormErrorNotice title={text.errorTitle} error={initial.error} />}
        <FormErrorTemplate title={text.errorTitle} />
        <button type="submit" data-sending-label={text.sending} className="btn-primary w-full sm:w-auto">
          {text.submit}
        </button>
        <PrivacyNote purpose="contact" />
        {/* Last, so the hidden inputs the page script adds (the visit's attribution) shift no spacing. */}
        <FormGuardInputs />
      </form>
      <Toast id={TOAST_ID} toast={SENT} shown={initial?.ok === true} />
    </>
  );
}
