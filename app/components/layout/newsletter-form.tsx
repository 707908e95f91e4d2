import { useId } from "react";
import { Link } from "react-router";
import { newsletterText } from "../../../content/newsletter";
import { formPrivacyNotices } from "../../../content/privacy";
import type { FormResult, NewsletterResult } from "../../../shared/form-results";
import { FormGuardInputs } from "../../forms/form-guard-inputs";

/** What a newsletter sign-up answered, as one line for the visitor. */
function newsletterMessage(result: FormResult<NewsletterResult>): string {
  if (!result.ok) return `${newsletterText.errorPrefix} ${result.error.issues?.[0]?.message ?? result.error.message}`;
  return newsletterText.subscribed;
}

/**
 * Newsletter sign-up for dark backgrounds; the /newsletter action stores the address. The form
 * posts to /newsletter, which shows the answer (`initial`) as a page. The page script keeps the
 * visitor on the page instead: it posts the same fields and shows that answer inline, clearing the
 * field once subscribed (app/enhance/forms.ts).
 */
export function NewsletterForm({ initial }: { initial?: FormResult<NewsletterResult> }) {
  const id = useId();
  return (
    <form
      method="post"
      action="/newsletter"
      className="flex max-w-md flex-col gap-2"
      data-enhanced-form
      data-turnstile-action="newsletter"
      data-clear-on-success
      data-answered={initial ? (initial.ok ? "ok" : "error") : undefined}
    >
      <FormGuardInputs />
      <label htmlFor={id} className="text-sm font-semibold text-white">
        {newsletterText.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={newsletterText.placeholder}
          defaultValue={initial && !initial.ok ? initial.values.email : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900"
        />
        <button type="submit" data-sending-label={newsletterText.sending} className="btn-accent">
          {newsletterText.submit}
        </button>
      </div>
      <div role="status" data-form-status>
        {initial && (
          <p className={`text-sm font-medium ${initial.ok ? "text-white" : "rounded bg-red-50 px-2 py-1 text-red-800"}`}>
            {newsletterMessage(initial)}
          </p>
        )}
      </div>
      <p className="text-xs text-slate-300">
        {formPrivacyNotices.newsletter}{" "}
        <Link to={formPrivacyNotices.href} className="underline hover:text-white">
          {formPrivacyNotices.linkLabel}
        </Link>
      </p>
    </form>
  );
}
