/** Bytes as base64url (RFC 4648's URL-safe alphabet) without padding: safe in URLs, form fields and JSON as is. */
export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
