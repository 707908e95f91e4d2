import { vValidator } from "@hono/valibot-validator";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
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

/** Valibot's object schemas accept arrays; a body must be a JSON object before its fields are read. */
const jsonObject = v.custom<Record<string, unknown>>(
  (input) => typeof input === "object" && input !== null && !Array.isArray(input),
  "The body must be a JSON object",
);

/** Validates the JSON body against a shared valibot schema; 400 with field-level issues. */
export function validJson<S extends v.GenericSchema<Record<string, unknown>>>(schema: S) {
  return vValidator("json", v.pipe(jsonObject, schema), (result) => {
    if (!result.success) {
      const issues: ApiIssue[] = result.issues.map((issue) => {
        const path = issue.path?.map((p) => String(p.key)).join(".") || "(body)";
        // Object schemas report a missing or an unexpected key in their own generic words.
        if (issue.path?.at(-1)?.origin !== "key") return { path, message: issue.message };
        return { path, message: issue.expected === "never" ? `${path} is not allowed` : `${path} is required` };
      });
      throw new ApiError(400, "invalid_body", "The request body is invalid.", issues);
    }
  });
}
