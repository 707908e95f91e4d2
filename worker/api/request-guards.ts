import { vValidator } from "@hono/valibot-validator";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { BaseIssue, GenericSchema } from "valibot";
import { ApiError, type ApiIssue } from "./errors";

export const MAX_BODY_BYTES = 16 * 1024;

/** 415 unless the body is declared as JSON; runs before anything reads the body. */
export const requireJson: MiddlewareHandler = async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) {
    throw new ApiError(415, "unsupported_media_type", "Send the body as JSON (Content-Type: application/json).");
  }
  await next();
};

/** 413 over 16 KiB, counted on the stream so a lying Content-Length cannot get past it. */
export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, "payload_too_large", `The body must be at most ${MAX_BODY_BYTES} bytes.`);
  },
});

/** valibot issues as the error contract's field-level issues ("contact.email", "(body)"). */
export function toApiIssues(issues: readonly BaseIssue<unknown>[]): ApiIssue[] {
  return issues.map((issue) => ({
    path: issue.path?.map((p) => String(p.key)).join(".") || "(body)",
    message: issue.message,
  }));
}

/** Validates the JSON body against a shared valibot schema; 400 with field-level issues. */
export function validJson<S extends GenericSchema>(schema: S) {
  return vValidator("json", schema, (result) => {
    if (!result.success) {
      throw new ApiError(400, "invalid_body", "The request body is invalid.", toApiIssues(result.issues));
    }
  });
}
