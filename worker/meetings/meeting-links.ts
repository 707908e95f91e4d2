import { base64url } from "../../shared/base64url";

// A meeting's manage link and invitation link carry an HMAC-SHA256 of the meeting's id under
// MEETING_LINK_SECRET: whoever holds the link (the visitor's e-mail) can see, reschedule or cancel
// that one meeting, with no account. Derived, never stored, so every e-mail can carry it again.

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

async function meetingKey(secret: string, meetingId: string): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(`meeting:${meetingId}`)));
}

/** Whether `key` is this meeting's: Web Crypto's HMAC verify, which compares in constant time. */
export async function meetingKeyMatches(secret: string, meetingId: string, key: string): Promise<boolean> {
  if (!/^[\w-]{43}$/.test(key)) return false;
  const signature = Uint8Array.from(atob(key.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  return crypto.subtle.verify("HMAC", await hmacKey(secret), signature, encoder.encode(`meeting:${meetingId}`));
}

/** The visitor's links: the manage page and the invitation (.ics). */
export async function meetingLinks(secret: string, origin: string, meetingId: string) {
  const key = await meetingKey(secret, meetingId);
  return { manageUrl: `${origin}/meet/manage/${meetingId}/${key}`, icsUrl: `${origin}/api/meetings/${meetingId}/${key}/invite.ics` };
}
