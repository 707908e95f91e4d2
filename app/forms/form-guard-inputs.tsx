import { spamTrapLabel } from "../../content/form-guard";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, TURNSTILE_FIELD } from "../../shared/form-guard";
import { useRootFormGuard } from "./use-root-form-guard";

/**
 * The page's signed token (the Worker refreshes it in every cached copy), and a field people never
 * see (off-screen, hidden from assistive technology, out of the tab order) that scripts filling every
 * input will fill. With Turnstile on, the container the page script renders the widget into (shown
 * only when the challenge needs the visitor) and the field for its token, disabled (not posted) until
 * the script has one.
 */
export function FormGuardInputs() {
  const { formToken, turnstileSiteKey } = useRootFormGuard();
  return (
    <>
      {formToken ? <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} /> : null}
      <div aria-hidden="true" className="absolute left-[-9999px] top-auto h-px w-px overflow-hidden">
        <label>
          {spamTrapLabel}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {turnstileSiteKey ? (
        <>
          <div data-turnstile-container />
          <input type="hidden" name={TURNSTILE_FIELD} disabled data-turnstile-token />
        </>
      ) : null}
    </>
  );
}
