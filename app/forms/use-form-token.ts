import { useState } from "react";
import { FORM_TOKEN_META } from "../../shared/form-guard";
import { metaContent } from "./meta-content";

/**
 * The signed token this page was served with, for the chat panel (a component rendered in the
 * browser only). Read from the page's meta tag, which the Worker refreshes in every cached copy.
 */
export function useFormToken(): string | null {
  const [token] = useState(() => metaContent(FORM_TOKEN_META));
  return token;
}
