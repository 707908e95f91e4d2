import type { MiddlewareHandler } from "hono";

/*
 * A request body is read to its end or not at all. Cancelling it, or abandoning it half read, makes
 * the local runtime (wrangler dev / workerd) lose the keep-alive connection: the next request on it
 * hangs or gets a 503, and a burst of them can take the dev server down. At the edge, Cloudflare
 * caps request bodies (100 MB), so reading the rest is bounded there too.
 */

/** Reads what is left of `stream` and throws it away. */
async function discard(stream: ReadableStream<Uint8Array>): Promise<void> {
  try {
    await stream.pipeTo(new WritableStream());
  } catch {
    // The client went away; nothing left to read.
  }
}

/**
 * The whole body, or null when it is longer than `limit` bytes. Counted on the stream, so a lying
 * Content-Length cannot get past it; past the limit the rest is read and discarded, not kept.
 */
export async function readBodyAtMost(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > limit) {
      reader.releaseLock();
      await discard(request.body);
      return null;
    }
    chunks.push(chunk.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Answers that never read the request body (404, 415, 429, a route that ignores it) read it after the fact. */
export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const { body, bodyUsed } = c.req.raw;
  if (body && !bodyUsed && !body.locked) await discard(body);
};

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

export type FormFields =
  /** `values` has each field's last value; `params` every value, for a field sent many times (checkboxes). */
  | { ok: true; values: Record<string, string>; params: URLSearchParams }
  | { ok: false; status: 413 | 415; code: "payload_too_large" | "unsupported_media_type"; message: string };

/** A urlencoded form body of at most `limit` bytes as its fields; anything else says why it was refused. */
export async function readFormFields(request: Request, limit: number): Promise<FormFields> {
  if (!FORM_TYPE.test(request.headers.get("content-type") ?? "")) {
    return { ok: false, status: 415, code: "unsupported_media_type", message: "Send the form as application/x-www-form-urlencoded." };
  }
  const body = await readBodyAtMost(request, limit);
  if (body === null) return { ok: false, status: 413, code: "payload_too_large", message: `The form must be at most ${limit} bytes.` };
  const params = new URLSearchParams(new TextDecoder().decode(body));
  return { ok: true, values: Object.fromEntries(params), params };
}
