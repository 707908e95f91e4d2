import { FORM_TOKEN_META } from "../../shared/form-guard";
import { useFormToken } from "./use-form-token";

/** Where the browser reads the page's form token (see useFormToken); nothing without one. */
export function FormTokenMeta() {
  const token = useFormToken();
  return token ? <meta name={FORM_TOKEN_META} content={token} /> : null;
}
