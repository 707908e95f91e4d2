import { useRouteLoaderData } from "react-router";
import { FORM_TOKEN_META } from "../../shared/form-guard";

/**
 * The signed token this response was served with, for forms and the chat. A page answered from the
 * page cache keeps its first rendering's token in its loader data; the Worker writes a token issued
 * for this response into the meta tag and the form fields instead, so the browser reads the meta tag.
 */
export function useFormToken(): string | null {
  const rendered = useRouteLoaderData<{ formToken: string | null }>("root")?.formToken ?? null;
  if (typeof document === "undefined") return rendered;
  return document.querySelector<HTMLMetaElement>(`meta[name="${FORM_TOKEN_META}"]`)?.content ?? rendered;
}
