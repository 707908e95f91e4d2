import { base64url } from "./base64url";

/**
 * The chat session's secret: 128 random bits, base64url (22 characters). Sent only with the lead,
 * it proves a later submit for the session comes from the chat that made the lead.
 */
export function newSessionKey(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}
