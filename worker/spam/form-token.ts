// The signed, time-stamped token a page hands each of its forms:
// "<issued-at seconds>.<nonce>.<HMAC-SHA256 of both, base64url>". The nonce makes every issued token
// unique, so a token can be bound to the one record it produced (worker/spam/form-token-use.ts).
// Written by hand on WebCrypto: a few lines, and no library does exactly this.

import { base64url } from "../../shared/base64url";
import { hmacMatches, hmacSign } from "../http/hmac-signature";

/** A page older than a day is not how a visitor arrives at a form. */
const MAX_FORM_SECONDS = 24 * 60 * 60;
/** Isolates' clocks may disagree a little; a token from further ahead was not issued by us. */
const CLOCK_SKEW_SECONDS = 60;

export async function issueFormToken(secret: string, now: Date): Promise<string> {
  const signed = `${Math.floor(now.getTime() / 1000)}.${base64url(crypto.getRandomValues(new Uint8Array(12)))}`;
  return `${signed}.${await hmacSign(secret, signed)}`;
}

/**
 * Why a token does not vouch for its submission, or null when it does. How soon after the page it
 * comes is not a reason: a browser's autofill sends a form within a second (docs/DECISIONS.md).
 */
export async function formTokenProblem(token: string | undefined, secret: string, now: Date): Promise<string | null> {
  const match = /^((\d{1,12})\.[\w-]{16})\.([\w-]{43})$/.exec(token ?? "");
  if (!match) return token ? "malformed form token" : "no form token";
  if (!(await hmacMatches(secret, match[1]!, match[3]!))) return "form token not signed by us";
  const age = now.getTime() / 1000 - Number(match[2]);
  if (age < -CLOCK_SKEW_SECONDS) return "form token issued in the future";
  if (age > MAX_FORM_SECONDS) return "form token older than 24 h";
  return null;
}
