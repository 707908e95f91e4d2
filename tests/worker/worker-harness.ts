import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { createClient } from "@libsql/client/web";
import { expect, inject } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error-body";
import worker from "../../worker";

/** A database that does not answer: nothing listens on port 9. */
export const DEAD_DATABASE_URL = "http://127.0.0.1:9";

declare module "vitest" {
  export interface ProvidedContext {
    stalledDatabaseUrl: string;
  }
}

/** A database that has stopped responding: it accepts connections and never answers (global-setup.ts). */
export const stalledDatabaseUrl = () => inject("stalledDatabaseUrl");

/**
 * A client address of its own for each request (198.18.0.0/15 is reserved for testing): these tests
 * play many visitors, and a per-client rate limit must not mistake them for one flood.
 */
export const visitorAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

/** POSTs a JSON body (or a raw string) to the real Worker. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return exports.default.fetch(`http://example.com${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": visitorAddress(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Runs one request through the Worker with other bindings and waits for its waitUntil work. */
export async function fetchWorker(request: Request, bindings: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** POSTs a body of the given type to the Worker with other bindings, and waits for its waitUntil work. */
export function postToWorker(path: string, body: string, contentType: string, bindings: Partial<Env> = {}): Promise<Response> {
  const request = new Request(`http://example.com${path}`, {
    method: "POST",
    headers: { "content-type": contentType, "cf-connecting-ip": visitorAddress() },
    body,
  });
  return fetchWorker(request, bindings);
}

/** A queue producer that keeps what it is given and delivers nothing: the test plays the queue. */
export function heldQueue<Body = unknown>() {
  const held: Body[] = [];
  const queue = {
    send: async (body: Body) => void held.push(body),
    sendBatch: async (messages: Iterable<{ body: Body }>) => {
      for (const { body } of messages) held.push(body);
    },
  } as unknown as Queue;
  return { held, queue };
}

export function jsonRequest(path: string, body: unknown): Request {
  return new Request(`http://example.com${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": visitorAddress() },
    body: JSON.stringify(body),
  });
}

/** The tests' own connection to the sqld the Worker writes to. */
export const testDb = createClient({ url: env.TURSO_DATABASE_URL });

export async function errorOf(res: Response): Promise<ApiErrorBody["error"]> {
  expect(res.headers.get("content-type")).toContain("application/json");
  return ((await res.json()) as ApiErrorBody).error;
}
