import { useEffect, useId, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { newsletterText } from "../../../content/newsletter";
import { formPrivacyNotices } from "../../../content/privacy";
import type { FormResult, NewsletterResult } from "../../../shared/form-results";
import { AttributionFields } from "../../attribution/attribution-fields";
import { FormGuardInputs } from "../../forms/form-guard-inputs";
import { useTurnstile } from "../../forms/use-turnstile";

/** What a newsletter sign-up answered, as one line for the visitor. */
function newsletterMessage(result: FormResult<NewsletterResult>): string {
  if (!result.ok) return `${newsletterText.errorPrefix} ${result.error.issues?.[0]?.message ?? result.error.message}`;
  return result.result.alreadySubscribed ? newsletterText.alreadySubscribed : newsletterText.subscribed;
}

/**
 * Newsletter sign-up for dark backgrounds; the /newsletter action stores the address.
 * With JavaScript a fetcher keeps the visitor on the page and the answer shows inline;
 * without it the form posts to /newsletter, which shows the same answer as a page.
 */
export function NewsletterForm({ initial }: { initial?: FormResult<NewsletterResult> }) {
  const id = useId();
  const fetcher = useFetcher<FormResult<NewsletterResult>>();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? initial;
  const busy = fetcher.state !== "idle";
  const turnstile = useTurnstile("newsletter", "on-form-use");
  const { renew } = turnstile;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
    // The sign-up carried the token (if it had one); it is valid only once.
    if (fetcher.state === "submitting") renew();
  }, [fetcher.state, fetcher.data, renew]);

  return (
    <fetcher.Form ref={form} method="post" action="/newsletter" className="flex max-w-md flex-col gap-2">
      <AttributionFields />
      <FormGuardInputs turnstile={turnstile} />
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
          defaultValue={result && !result.ok ? result.values.email : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900"
        />
        <button type="submit" disabled={busy} className="btn-accent">
          {busy ? newsletterText.sending : newsletterText.submit}
        </button>
      </div>
      <div role="status">
        {result && (
          <p className={`text-sm font-medium ${result.ok ? "text-white" : "rounded bg-red-50 px-2 py-1 text-red-800"}`}>
            {newsletterMessage(result)}
          </p>
        )}
      </div>
      <p className="text-xs text-slate-300">
        {formPrivacyNotices.newsletter}{" "}
        <Link to={formPrivacyNotices.href} className="underline hover:text-white">
          {formPrivacyNotices.linkLabel}
        </Link>
      </p>
    </fetcher.Form>
  );
}
