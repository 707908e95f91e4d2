import { base64url } from "../../shared/base64url";
import { hmacMatches, hmacSign } from "../http/hmac-signature";

// A live conversation's id is 128 random bits; the visitor proves it is theirs with an HMAC-SHA256
// of it under LIVE_CHAT_SECRET (derived, never stored). A guessed id, a forged token or another
// conversation's token is refused by the same check.

const ID_PATTERN = /^[\w-]{22}$/;

/** A new conversation id: 16 random bytes, base64url. */
export const newConversationId = (): string => base64url(crypto.getRandomValues(new Uint8Array(16)));

export const isConversationId = (id: string): boolean => ID_PATTERN.test(id);

/** The visitor's capability for one conversation. */
export async function visitorToken(secret: string, conversationId: string): Promise<string> {
  return hmacSign(secret, `live:${conversationId}`);
}

/** Whether `token` is this conversation's: Web Crypto's verify compares in constant time. */
export async function visitorTokenMatches(secret: string, conversationId: string, token: string): Promise<boolean> {
  return ID_PATTERN.test(conversationId) && hmacMatches(secret, `live:${conversationId}`, token);
}
