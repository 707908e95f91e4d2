import { parseRetryAfter } from "../../shared/retry-after";
import type { DeliveryOutcome } from "./delivery-record";

// One POST to a destination and what its answer means, shared by every HTTP destination.

export const OUTBOUND_TIMEOUT_MS = 10_000;
const REASON_EXCERPT_CHARS = 200;

/** Replaces every secret (a token, a webhook URL that is itself a credential) before text leaves this module. */
function redact(text: string, secrets: readonly string[]): string {
  return secrets.filter((secret) => secret.length > 0).reduce((out, secret) => out.split(secret).join("[redacted]"), text);
}

function excerpt(body: string, secrets: readonly string[]): string {
  const flat = redact(body, secrets).replace(/\s+/g, " ").trim();
  return flat.length > REASON_EXCERPT_CHARS ? `${flat.slice(0, REASON_EXCERPT_CHARS)}…` : flat;
}

/** 2xx delivered; 408, 429 and 5xx worth another try; any other answer is a refusal that would repeat. */
export function classifyAnswer(
  status: number,
  body: string,
  retryAfter: string | null,
  now: Date,
  secrets: readonly string[] = [],
): DeliveryOutcome {
  if (status >= 200 && status < 300) return { kind: "delivered", status };
  const reason = [`HTTP ${status}`, excerpt(body, secrets)].filter(Boolean).join(": ");
  if (status === 408 || status === 429 || status >= 500) {
    const retryAfterSeconds = parseRetryAfter(retryAfter, now);
    return retryAfterSeconds === undefined ? { kind: "retry", reason } : { kind: "retry", reason, retryAfterSeconds };
  }
  return { kind: "permanent", reason };
}

export type OutboundPost = {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** Values that must never appear in a stored reason. */
  secrets: readonly string[];
  now: Date;
};

/**
 * POSTs with a 10 s cap on the whole exchange, body included, and reads the answer to the end so the
 * connection is released. A network error or the cap → retry; the error text is redacted, since
 * some destinations' URLs are credentials.
 */
export async function postToDestination({ url, headers, body, secrets, now }: OutboundPost): Promise<DeliveryOutcome> {
  const signal = AbortSignal.timeout(OUTBOUND_TIMEOUT_MS);
  try {
    const res = await fetch(url, { method: "POST", headers, body, signal, redirect: "manual" });
    const text = await res.text();
    return classifyAnswer(res.status, text, res.headers.get("retry-after"), now, secrets);
  } catch (error) {
    if (signal.aborted) return { kind: "retry", reason: `no answer within ${OUTBOUND_TIMEOUT_MS / 1000} s` };
    const message = error instanceof Error ? error.message : String(error);
    return { kind: "retry", reason: `network error: ${excerpt(message, [url, ...secrets])}` };
  }
}
