// The signed, time-stamped token a page hands its forms: "<issued-at seconds>.<HMAC-SHA256, base64url>".
// Written by hand on WebCrypto: twenty lines, and no library does exactly this.

/** People take longer than this to fill a form in; scripts post at once. */
const MIN_FORM_SECONDS = 3;
/** A page older than a day is not how a visitor arrives at a form. */
const MAX_FORM_SECONDS = 24 * 60 * 60;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

export async function issueFormToken(secret: string, now: Date): Promise<string> {
  const issuedAt = String(Math.floor(now.getTime() / 1000));
  return `${issuedAt}.${base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(issuedAt)))}`;
}

/** Why a token does not vouch for its submission, or null when it does. */
export async function formTokenProblem(token: string | undefined, secret: string, now: Date): Promise<string | null> {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? "");
  if (!match) return token ? "malformed form token" : "no form token";
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = fromBase64url(match[2]!);
  } catch {
    return "malformed form token";
  }
  if (!(await crypto.subtle.verify("HMAC", await hmacKey(secret), signature, encoder.encode(match[1]!))))
    return "form token not signed by us";
  const age = now.getTime() / 1000 - Number(match[1]);
  if (age < MIN_FORM_SECONDS) return `sent ${Math.max(0, age).toFixed(1)} s after the page was served`;
  if (age > MAX_FORM_SECONDS) return "form token older than 24 h";
  return null;
}
