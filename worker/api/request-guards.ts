import { vValidator } from "@hono/valibot-validator";
import type { MiddlewareHandler } from "hono";
import * as v from "valibot";
import type { ApiIssue } from "../../shared/api-error-body";
import { readBodyAtMost } from "../http/request-body";
import { ApiError } from "./errors";

export const MAX_BODY_BYTES = 16 * 1024;

/** 415 unless the body is declared as JSON; runs before anything reads the body. */
export const requireJson: MiddlewareHandler = async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) {
    throw new ApiError(415, "unsupported_media_type", "Send the body as JSON (Content-Type: application/json).");
  }
  await next();
};

/**
 * 413 over 16 KiB, counted on the stream so a lying Content-Length cannot get past it. Not
 * hono/body-limit: it abandons a chunked body half read, which breaks the client's connection
 * locally (worker/http/request-body.ts).
 */
export const limitBody: MiddlewareHandler = async (c, next) => {
  const body = await readBodyAtMost(c.req.raw, MAX_BODY_BYTES);
  if (body === null) throw new ApiError(413, "payload_too_large", `The body must be at most ${MAX_BODY_BYTES} bytes.`);
  c.req.raw = new Request(c.req.raw, { body });
  await next();
};

/** Valibot's object schemas accept arrays; a body must be a JSON object before its fields are read. */
const jsonObject = v.custom<Record<string, unknown>>(
  (input) => typeof input === "object" && input !== null && !Array.isArray(input),
  "The body must be a JSON object",
);

/** A lone UTF-16 surrogate: a string holding one is valid JSON (`"\ud800"`) but not text. */
const LONE_SURROGATE = /\p{Cs}/u;

type PathLink = { step: v.IssuePathItem; parent?: PathLink };

/**
 * Where the JSON `body` holds a string or key with a lone surrogate: the database and every
 * destination refuse them. Walked with a stack of its own, as a body may nest thousands deep.
 */
function illFormedText(body: Record<string, unknown>): [v.IssuePathItem, ...v.IssuePathItem[]][] {
  const found: [v.IssuePathItem, ...v.IssuePathItem[]][] = [];
  const pending: { value: object; at?: PathLink }[] = [{ value: body }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, at } = next;
    for (const [key, item] of Object.entries(value)) {
      const step: v.IssuePathItem = Array.isArray(value)
        ? { type: "array", origin: "value", input: value, key: Number(key), value: item }
        : // The key as it can be shown back: its lone surrogates replaced.
          { type: "object", origin: "value", input: value as Record<string, unknown>, key: key.replace(/\p{Cs}/gu, "\ufffd"), value: item };
      const link: PathLink = { step, parent: at };
      if (LONE_SURROGATE.test(key) || (typeof item === "string" && LONE_SURROGATE.test(item))) {
        const path: [v.IssuePathItem, ...v.IssuePathItem[]] = [step];
        for (let up = at; up; up = up.parent) path.unshift(up.step);
        found.push(path);
      } else if (typeof item === "object" && item !== null) {
        pending.push({ value: item, at: link });
      }
    }
  }
  return found;
}

const wellFormedText = v.rawCheck<Record<string, unknown>>(({ dataset, addIssue }) => {
  if (!dataset.typed) return;
  for (const path of illFormedText(dataset.value)) addIssue({ message: "must be valid Unicode text (it holds a lone surrogate)", path });
});

/** valibot issues as the error contract's field-level issues ("contact.email", "(body)"). */
export function toApiIssues(issues: readonly v.BaseIssue<unknown>[]): ApiIssue[] {
  return issues.map((issue) => {
    const path = issue.path?.map((p) => String(p.key)).join(".") || "(body)";
    // Object schemas report a missing or an unexpected key in their own generic words.
    if (issue.path?.at(-1)?.origin !== "key") return { path, message: issue.message };
    return { path, message: issue.expected === "never" ? `${path} is not allowed` : `${path} is required` };
  });
}

/** Validates the JSON body against a shared valibot schema; 400 with field-level issues. */
export function validJson<S extends v.GenericSchema<Record<string, unknown>>>(schema: S) {
  return vValidator("json", v.pipe(jsonObject, wellFormedText, schema), (result) => {
    if (!result.success) {
      throw new ApiError(400, "invalid_body", "The request body is invalid.", toApiIssues(result.issues));
    }
  });
}
