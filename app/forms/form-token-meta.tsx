import { FORM_TOKEN_META } from "../../shared/form-guard";
import { useRootFormGuard } from "./use-root-form-guard";

/** Where the browser reads the page's form token (app/chat/form-token.ts); nothing without one. */
export function FormTokenMeta() {
  const { formToken } = useRootFormGuard();
  return formToken ? <meta name={FORM_TOKEN_META} content={formToken} /> : null;
}
