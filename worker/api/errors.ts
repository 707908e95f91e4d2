import { DrizzleQueryError } from "drizzle-orm/errors";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ApiIssue, errorBody } from "../../shared/api-error-body";
import { BUSY_RETRY_AFTER_SECONDS } from "../../shared/submit-retry";
import { isDatabaseBusy } from "../db/busy-retry";

/** An expected failure with its HTTP status; every API error leaves as the same JSON shape. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

const UNREACHABLE = /fetch failed|network|connect|ECONNREFUSED|socket|unreachable|HTTP status 5\d\d/i;

/**
 * True when the error chain shows libSQL could not be reached or did not answer in time
 * (worker/db/client.ts), as opposed to a bad query.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 6; e = e.cause, depth++) {
    // HttpServerError carries any HTTP status; a 4xx is a request sqld refused, not an outage, except
    // 429: the server has more requests in hand than it takes (sqld's concurrency limit, Turso's rate
    // limit). It is answered 503 at once; retryWhenBusy leaves it alone, as retries would keep the
    // server overloaded.
    if (e.name === "HttpServerError") {
      const { status } = e as Error & { status?: number };
      return status === undefined || status === 429 || status >= 500;
    }
    if (e.name === "TimeoutError" || UNREACHABLE.test(e.message)) return true;
  }
  return false;
}

/**
 * An error as it may be logged: the names and messages down its cause chain, and where it was thrown.
 * drizzle writes a failed query's parameters (what the visitor submitted: names, e-mails, phones)
 * into its message, so a failed query is logged as its SQL alone.
 */
export function loggableError(error: unknown): string {
  const lines: string[] = [];
  let e: unknown = error;
  for (let depth = 0; e !== undefined && depth < 6; depth++) {
    const prefix = depth ? "caused by " : "";
    if (!(e instanceof Error)) {
      lines.push(`${prefix}a thrown ${typeof e}`);
      break;
    }
    lines.push(`${prefix}${e.name}: ${e instanceof DrizzleQueryError ? `Failed query: ${e.query}` : e.message}`);
    e = e.cause;
  }
  // The stack starts with the unredacted message; only the frames after it are kept.
  const stack = error instanceof Error ? (error.stack ?? "") : "";
  const heading = error instanceof Error ? `${error.name}: ${error.message}` : "";
  if (heading && stack.startsWith(heading)) lines.push(stack.slice(heading.length).replace(/^\n/, ""));
  return lines.join("\n");
}

export function handleApiError(error: Error, c: Context): Response {
  if (error instanceof ApiError) {
    return c.json(errorBody(error.code, error.message, error.issues), error.status);
  }
  if (error instanceof HTTPException) {
    // Hono's own middleware (validator, body limit) throw these for client errors.
    const code = error.status === 413 ? "payload_too_large" : "bad_request";
    return c.json(errorBody(code, error.message || "Bad request"), error.status);
  }
  if (isDatabaseUnavailable(error) || isDatabaseBusy(error)) {
    console.error("database unavailable", loggableError(error));
    // The chat sends its lead again after this (shared/submit-retry.ts); a lead is one row per session.
    c.header("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
    return c.json(errorBody("database_unavailable", "The service is temporarily unavailable. Please try again shortly."), 503);
  }
  console.error("unhandled API error", loggableError(error));
  return c.json(errorBody("internal_error", "Something went wrong on our side."), 500);
}
