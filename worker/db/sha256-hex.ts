/**
 * SHA-256 of a text as hex: what the database keeps in place of a secret (a session key, a form
 * token) or to compare contents (a lead's content hash) without storing them twice.
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
