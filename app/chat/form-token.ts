import { FORM_TOKEN_META } from "../../shared/form-guard";
import { metaContent } from "../forms/meta-content";

// The page's form token is bound to the first record it makes, so the chat reads it at each submit
// and takes the fresh one a stored lead's answer carries: Start Over or a second lead sends that.

export const currentFormToken = (): string | null => metaContent(FORM_TOKEN_META);

export function adoptFormToken(token: string | null): void {
  const meta = token ? document.querySelector<HTMLMetaElement>(`meta[name="${FORM_TOKEN_META}"]`) : null;
  if (meta && token) meta.content = token;
}
