import { inject } from "vitest";

// Talks to the Turnstile siteverify stand-in (scripts/stand-ins/turnstile-stand-in.ts) that global-setup
// starts. Each test takes its own namespace, so test files running in parallel never share tokens.
// The keys and types mirror the stand-in's: this project cannot import from scripts/.

declare module "vitest" {
  export interface ProvidedContext {
    turnstileStandInUrl: string;
  }
}

export const STAND_IN_SITE_KEY = "0xStandInTurnstileSiteKey";
export const STAND_IN_SECRET = "0xStandInTurnstileSecretKey";

type SiteverifyAnswer = { success: boolean; "error-codes": string[]; action?: string; hostname?: string; challenge_ts?: string };
type VerifyRequest = {
  contentType: string;
  fields: Record<string, string>;
  status: number | null;
  answer: SiteverifyAnswer | null;
};

export type TurnstileNamespace = {
  /** For TURNSTILE_VERIFY_URL. */
  verifyUrl: string;
  /** A token as the browser's widget would get it for this site key and action. */
  issueToken: (action: string) => Promise<string>;
  requests: () => Promise<VerifyRequest[]>;
  behave: (behaviour: { answer?: { status: number; times: number }; hang?: { times: number } }) => Promise<void>;
};

export function turnstileNamespace(): TurnstileNamespace {
  const base = `${inject("turnstileStandInUrl")}/ns/${crypto.randomUUID()}`;
  const call = async (path: string, init: RequestInit) => {
    const res = await fetch(`${base}${path}`, init);
    if (!res.ok) throw new Error(`Turnstile stand-in ${path} answered ${res.status}`);
    return res.json();
  };
  return {
    verifyUrl: `${base}/siteverify`,
    issueToken: async (action) =>
      (
        (await call("/__tokens", {
          method: "POST",
          body: JSON.stringify({ sitekey: STAND_IN_SITE_KEY, action, hostname: "example.com" }),
        })) as { token: string }
      ).token,
    requests: async () => (await call("/__requests", { method: "GET" })) as VerifyRequest[],
    behave: async (behaviour) => void (await call("/__behaviour", { method: "PUT", body: JSON.stringify(behaviour) })),
  };
}
