import { type Guide, guideFormText as text } from "../../../content/guides";
import type { FormResult, GuideRequestResult } from "../../../shared/form-results";
import { FormGuardInputs } from "../../forms/form-guard-inputs";
import { FormErrorNotice } from "../forms/form-error-notice";
import { PrivacyNote } from "../forms/privacy-note";
import { Icon } from "../ui/icon";

const FIELDS = [
  { name: "name", label: text.name, type: "text", required: true, autoComplete: "name" },
  { name: "email", label: text.email, type: "email", required: true, autoComplete: "email" },
  { name: "company", label: text.company, type: "text", required: true, autoComplete: "organization" },
  { name: "phone", label: text.phone, type: "tel", required: false, autoComplete: "tel" },
] as const;

/**
 * One guide's lead form: the browser's own required/email validation, no custom messages.
 * The action stores the request and answers a download link; a refusal keeps what was typed.
 * `initial` is the action's answer to this form. The page script posts the same fields and shows
 * the answer from the page the action renders, focusing the download link (app/enhance/forms.ts).
 */
export function GuideRequestForm({ guide, initial }: { guide: Guide; initial?: FormResult<GuideRequestResult> }) {
  return (
    <form
      method="post"
      action="/resources/guides"
      aria-label={`${text.title}: ${guide.title}`}
      className="space-y-4"
      data-enhanced-form
      data-turnstile-action="guide"
      data-answered={initial ? (initial.ok ? "ok" : "error") : undefined}
    >
      <input type="hidden" name="guideId" value={guide.id} />
      <FormGuardInputs />
      {FIELDS.map((f) => (
        <p key={f.name}>
          <label htmlFor={`${guide.id}-${f.name}`} className="field-label">
            {f.label}
            {f.required && <span aria-hidden="true"> *</span>}
          </label>
          <input
            id={`${guide.id}-${f.name}`}
            name={f.name}
            type={f.type}
            required={f.required}
            autoComplete={f.autoComplete}
            defaultValue={initial && !initial.ok ? initial.values[f.name] : undefined}
            className="field-input"
          />
        </p>
      ))}
      {initial && !initial.ok && <FormErrorNotice title={text.errorTitle} error={initial.error} />}
      <div role="status" data-form-status>
        {initial?.ok && (
          <div className="rounded-lg border border-accent-600 bg-accent-500/10 p-4">
            <p className="font-semibold text-slate-900">{text.success}</p>
            <a href={initial.result.downloadUrl} download data-focus-on-answer className="btn-accent mt-3">
              <Icon name="download" size={18} /> {text.download} {guide.title}
            </a>
          </div>
        )}
      </div>
      <button type="submit" data-sending-label={text.sending} className="btn-primary w-full">
        {text.submit}
      </button>
      <PrivacyNote purpose="guide" />
    </form>
  );
}
