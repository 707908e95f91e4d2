// Slack's request signing (interactivity): X-Slack-Signature is `v0=` + hex HMAC-SHA256 of
// `v0:<X-Slack-Request-Timestamp>:<raw body>` under the app's signing secret. Hand-written: Slack's
// own verifier lives in @slack/bolt, which is Node-only and large, and no well-kept verifier runs
// on Workers. The comparison is Web Crypto's HMAC verify, which is constant-time.

/** Slack's advice: refuse requests more than five minutes from now, either way, so a captured one cannot be replayed. */
export const SLACK_TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

export type SlackSignatureCheck = { ok: true } | { ok: false; reason: "missing" | "malformed" | "stale" | "mismatch" };

export type SlackSignatureHeaders = { timestamp: string | undefined; signature: string | undefined };

const TIMESTAMP = /^\d{1,12}$/;
const SIGNATURE = /^v0=([0-9a-f]{64})$/i;

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Whether `body` (the raw bytes as received) was signed by Slack with `secret` within the tolerance of `now`. */
export async function verifySlackSignature(
  secret: string,
  { timestamp, signature }: SlackSignatureHeaders,
  body: Uint8Array,
  now: Date = new Date(),
): Promise<SlackSignatureCheck> {
  if (!timestamp || !signature) return { ok: false, reason: "missing" };
  const hex = SIGNATURE.exec(signature)?.[1];
  if (!TIMESTAMP.test(timestamp) || !hex) return { ok: false, reason: "malformed" };
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SLACK_TIMESTAMP_TOLERANCE_SECONDS) return { ok: false, reason: "stale" };

  const prefix = new TextEncoder().encode(`v0:${timestamp}:`);
  const signed = new Uint8Array(prefix.byteLength + body.byteLength);
  signed.set(prefix);
  signed.set(body, prefix.byteLength);
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  return (await crypto.subtle.verify("HMAC", key, hexBytes(hex), signed)) ? { ok: true } : { ok: false, reason: "mismatch" };
}
