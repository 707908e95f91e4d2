import { useRouteLoaderData } from "react-router";

/** The signed token the page was served with (the root loader's), for forms and the chat. */
export function useFormToken(): string | null {
  return useRouteLoaderData<{ formToken: string | null }>("root")?.formToken ?? null;
}
