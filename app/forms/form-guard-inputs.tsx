import { spamTrapLabel } from "../../content/form-guard";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "../../shared/form-guard";
import { useFormToken } from "./use-form-token";

/**
 * The page's signed token, and a field people never see (off-screen, hidden from assistive
 * technology, out of the tab order) that scripts filling every input will fill.
 */
export function FormGuardInputs() {
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
    </>
  );
}
