import { spamTrapLabel } from "../../content/form-guard";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, TURNSTILE_FIELD } from "../../shared/form-guard";
import { useFormToken } from "./use-form-token";
import type { Turnstile } from "./use-turnstile";

/**
 * The page's signed token, and a field people never see (off-screen, hidden from assistive
 * technology, out of the tab order) that scripts filling every input will fill. With Turnstile on,
 * the widget's container (shown only when the challenge needs the visitor) and its token's field.
 */
export function FormGuardInputs({ turnstile }: { turnstile: Turnstile }) {
  const token = useFormToken();
  return (
    <>
      {token ? <input type="hidden" name={FORM_TOKEN_FIELD} value={token} /> : null}
      <div aria-hidden="true" className="absolute left-[-9999px] top-auto h-px w-px overflow-hidden">
        <label>
          {spamTrapLabel}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {turnstile.on ? <div ref={turnstile.container} /> : null}
      {turnstile.token ? <input type="hidden" name={TURNSTILE_FIELD} value={turnstile.token} /> : null}
    </>
  );
}
