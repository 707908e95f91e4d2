import { base64url } from "../../shared/base64url";

// HMAC-SHA256 signatures in base64url for what the Worker hands out and checks later (form tokens,
// meeting links, live-chat capabilities). Web Crypto by hand: a few lines, and its verify compares
// in constant time. Keys are imported once per secret and isolate.

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/** An HMAC-SHA256 signature in unpadded base64url is always 43 characters. */
const SIGNATURE = /^[\w-]{43}$/;

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

export async function hmacSign(secret: string, subject: string): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(subject)));
}

/** Whether `signature` is `subject`'s under `secret`; anything not shaped like a signature is not. */
export async function hmacMatches(secret: string, subject: string, signature: string): Promise<boolean> {
  if (!SIGNATURE.test(signature)) return false;
  const bytes = Uint8Array.from(atob(signature.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  return crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, encoder.encode(subject));
}
