import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { type Guide, guideFormText as text } from "../../../content/guides";
import type { FormResult, GuideRequestResult } from "../../../shared/form-results";
import { AttributionFields } from "../../attribution/attribution-fields";
import { FormGuardInputs } from "../../forms/form-guard-inputs";
import { useTurnstile } from "../../forms/use-turnstile";
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
 * `initial` is the answer when the form was posted without JavaScript.
 */
export function GuideRequestForm({ guide, initial }: { guide: Guide; initial?: FormResult<GuideRequestResult> }) {
  const fetcher = useFetcher<FormResult<GuideRequestResult>>();
  const result = fetcher.data ?? initial;
  const busy = fetcher.state !== "idle";
  const download = useRef<HTMLAnchorElement>(null);
  const turnstile = useTurnstile("guide", "on-form-use");
  const { renew } = turnstile;

  useEffect(() => {
    if (fetcher.data?.ok) download.current?.focus();
  }, [fetcher.data]);

  // The request carried the token (if it had one); it is valid only once.
  useEffect(() => {
    if (fetcher.state === "submitting") renew();
  }, [fetcher.state, renew]);

  return (
    <fetcher.Form method="post" action="/resources/guides" aria-label={`${text.title}: ${guide.title}`} className="space-y-4">
      <input type="hidden" name="guideId" value={guide.id} />
      <AttributionFields />
      <FormGuardInputs turnstile={turnstile} />
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
            defaultValue={result && !result.ok ? result.values[f.name] : undefined}
            className="field-input"
          />
        </p>
      ))}
      {result && !result.ok && <FormErrorNotice title={text.errorTitle} error={result.error} />}
      <div role="status">
        {result?.ok && (
          <div className="rounded-lg border border-accent-600 bg-accent-500/10 p-4">
            <p className="font-semibold text-slate-900">{text.success}</p>
            <a ref={download} href={result.result.downloadUrl} download className="btn-accent mt-3">
              <Icon name="download" size={18} /> {text.download} {guide.title}
            </a>
          </div>
        )}
      </div>
      <button type="submit" disabled={busy} className="btn-primary w-full">
        {busy ? text.sending : text.submit}
      </button>
      <PrivacyNote purpose="guide" />
    </fetcher.Form>
  );
}
