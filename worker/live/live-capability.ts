import { base64url } from "../../shared/base64url";

// A live conversation's id is 128 random bits; the visitor proves it is theirs with an HMAC-SHA256
// of it under LIVE_CHAT_SECRET (derived, never stored). A guessed id, a forged token or another
// conversation's token is refused by the same check.

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

const ID_PATTERN = /^[\w-]{22}$/;
const TOKEN_PATTERN = /^[\w-]{43}$/;

/** A new conversation id: 16 random bytes, base64url. */
export const newConversationId = (): string => base64url(crypto.getRandomValues(new Uint8Array(16)));

export const isConversationId = (id: string): boolean => ID_PATTERN.test(id);

/** The visitor's capability for one conversation. */
export async function visitorToken(secret: string, conversationId: string): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(`live:${conversationId}`)));
}

/** Whether `token` is this conversation's: Web Crypto's verify compares in constant time. */
export async function visitorTokenMatches(secret: string, conversationId: string, token: string): Promise<boolean> {
  if (!ID_PATTERN.test(conversationId) || !TOKEN_PATTERN.test(token)) return false;
  const signature = Uint8Array.from(atob(token.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  return crypto.subtle.verify("HMAC", await hmacKey(secret), signature, encoder.encode(`live:${conversationId}`));
}
