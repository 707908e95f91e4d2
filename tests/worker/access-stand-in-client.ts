import { inject } from "vitest";

// Talks to the Cloudflare Access stand-in (scripts/stand-ins/access-stand-in.ts) that global-setup
// starts. The request type mirrors the stand-in's: this project cannot import from scripts/.

declare module "vitest" {
  export interface ProvidedContext {
    accessStandInUrl: string;
  }
}

export type TokenRequest = {
  /** Omitted: a service token (no `email`). */
  email?: string;
  aud?: string;
  iss?: string;
  expiresInSeconds?: number;
  notBeforeSeconds?: number;
  issuedAtSeconds?: number;
  omit?: ("exp" | "iat")[];
  key?: "current" | "unlisted" | "rotated";
};

/** The stand-in's origin: the team domain and the issuer of its tokens. */
export const accessTeamOrigin = () => inject("accessStandInUrl");

/** A token as Access would send it in `Cf-Access-Jwt-Assertion`. */
export async function accessToken(request: TokenRequest): Promise<string> {
  const res = await fetch(`${accessTeamOrigin()}/__test/token`, { method: "POST", body: JSON.stringify(request) });
  if (!res.ok) throw new Error(`Access stand-in answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** How many times the stand-in's keys (/cdn-cgi/access/certs) have been fetched. */
export async function certsFetched(): Promise<number> {
  const res = await fetch(`${accessTeamOrigin()}/__test/requests`);
  return ((await res.json()) as { certs: number }).certs;
}
