import { useRouteLoaderData } from "react-router";
import type { loader } from "../root";

type RootFormGuard = { formToken: string | null; turnstileSiteKey: string | null };

/**
 * For server rendering: the form token and Turnstile site key of the root loader's data. Both null
 * on a page rendered without it (an error before the root loader ran).
 */
export function useRootFormGuard(): RootFormGuard {
  const data = useRouteLoaderData<typeof loader>("root");
  return { formToken: data?.formToken ?? null, turnstileSiteKey: data?.turnstileSiteKey ?? null };
}
