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

const sign = async (secret: string, subject: string) =>
  base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(subject)));

/** Whether `key` signs `subject`: Web Crypto's HMAC verify, which compares in constant time. */
async function keyMatches(secret: string, subject: string, key: string): Promise<boolean> {
  if (!/^[\w-]{43}$/.test(key)) return false;
  const signature = Uint8Array.from(atob(key.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  return crypto.subtle.verify("HMAC", await hmacKey(secret), signature, encoder.encode(subject));
}

export const meetingKeyMatches = (secret: string, meetingId: string, key: string) => keyMatches(secret, `meeting:${meetingId}`, key);

/** A host's private calendar feed (their meetings, for Outlook or Google Calendar to subscribe to). */
export const hostFeedUrl = async (secret: string, origin: string, email: string) =>
  `${origin}/api/meetings/feeds/${encodeURIComponent(email)}/${await sign(secret, `host:${email}`)}/meetings.ics`;

export const hostFeedKeyMatches = (secret: string, email: string, key: string) => keyMatches(secret, `host:${email}`, key);

/** The visitor's links: the manage page and the invitation (.ics). */
export async function meetingLinks(secret: string, origin: string, meetingId: string) {
  const key = await sign(secret, `meeting:${meetingId}`);
  return { manageUrl: `${origin}/meet/manage/${meetingId}/${key}`, icsUrl: `${origin}/api/meetings/${meetingId}/${key}/invite.ics` };
}
