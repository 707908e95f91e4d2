import { useRouteLoaderData } from "react-router";
import type { rootData } from "../root.server";

type RootFormGuard = { formToken: string | null; turnstileSiteKey: string | null };

/**
 * For server rendering: the form token and Turnstile site key of the root loader's data. Both null
 * on a page rendered without it (an error before the root loader ran).
 */
export function useRootFormGuard(): RootFormGuard {
  const data = useRouteLoaderData<typeof rootData>("root");
  return { formToken: data?.formToken ?? null, turnstileSiteKey: data?.turnstileSiteKey ?? null };
}
