import { data, type RouterContextProvider } from "react-router";
import * as v from "valibot";
import type { FormGuardFields } from "../../shared/form-guard";
import { type ApiErrorBody, errorBody, isDatabaseUnavailable, loggableError } from "../../worker/api/errors";
import { MAX_BODY_BYTES, toApiIssues } from "../../worker/api/request-guards";
import { createDatabase, type Database } from "../../worker/db/client";
import type { SubmissionOrigin } from "../../worker/db/contact-messages";
import { configuredDestinations } from "../../worker/delivery/destination-config";
import { enqueueDeliveries } from "../../worker/delivery/outbox";
import { FORM_LIMITED_MESSAGE, FORM_RATE_LIMIT_PERIOD_SECONDS, formPostLimited } from "../../worker/rate-limit";
import { readBodyAtMost } from "../../worker/request-body";
import { spamReason, submissionOf } from "../../worker/spam/spam-check";
import { visitorCountry } from "../../worker/visitor-country";
import { workerContext } from "../request-context";
import type { FormResult } from "./form-result";

// Route actions for the site's HTML forms (guides, newsletter, contact without JavaScript) follow
// the API's rules (DESIGN.md): 415 unless the body is a urlencoded form, 413 over 16 KiB, 400 with
// field issues from the shared valibot schema, 503 when the database is unreachable, and 429 with
// Retry-After once a client has sent too many (worker/rate-limit.ts).

type Failure = { status: number; error: ApiErrorBody["error"] };

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

type ReadForm = { ok: true; values: Record<string, string> } | { ok: false; failure: Failure };

async function readForm(request: Request): Promise<ReadForm> {
  if (!FORM_TYPE.test(request.headers.get("content-type") ?? "")) {
    return {
      ok: false,
      failure: { status: 415, ...errorBody("unsupported_media_type", "Send the form as application/x-www-form-urlencoded.") },
    };
  }
  const body = await readBodyAtMost(request, MAX_BODY_BYTES);
  if (body === null) {
    return { ok: false, failure: { status: 413, ...errorBody("payload_too_large", `The form must be at most ${MAX_BODY_BYTES} bytes.`) } };
  }
  return { ok: true, values: Object.fromEntries(new URLSearchParams(new TextDecoder().decode(body))) };
}

/** What a form's store step answers: the page's result and the deliveries to queue once it is sent. */
export type Stored<R> = { result: R; deliveryIds: readonly string[] };

/**
 * Validates a form post against `schema`, then runs `store` with the database and where the
 * submission came from; the deliveries it wrote are queued after the answer.
 * Answers `data(FormResult)` with the matching status; a failure echoes the typed values back so a
 * page rendered without JavaScript can refill the form.
 */
export async function handleFormSubmission<S extends v.GenericSchema<unknown, FormGuardFields>, R>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  schema: S,
  store: (db: Database, input: v.InferOutput<S>, origin: SubmissionOrigin) => Promise<Stored<R>>,
) {
  const fail = (failure: Failure, values: Record<string, string> = {}, headers?: HeadersInit) =>
    data<FormResult<R>>({ ok: false, error: failure.error, values }, { status: failure.status, headers });

  const { env, waitUntil } = context.get(workerContext);
  // Read before limiting: an answer that leaves the body unread is not delivered intact by the local proxy.
  const form = await readForm(request);
  if (await formPostLimited(env, request)) {
    return fail({ status: 429, ...errorBody("rate_limited", FORM_LIMITED_MESSAGE) }, form.ok ? form.values : {}, {
      "Retry-After": String(FORM_RATE_LIMIT_PERIOD_SECONDS),
    });
  }
  if (!form.ok) return fail(form.failure);
  const { values } = form;

  const parsed = v.safeParse(schema, values);
  if (!parsed.success) {
    return fail({ status: 400, ...errorBody("invalid_body", "Some details are missing or invalid.", toApiIssues(parsed.issues)) }, values);
  }
  try {
    const origin = {
      country: visitorCountry(request),
      destinations: configuredDestinations(env),
      spamReason: await spamReason(parsed.output, env, submissionOf(request, "html-form")),
    };
    const { result, deliveryIds } = await store(createDatabase(env), parsed.output, origin);
    enqueueDeliveries(env, waitUntil, deliveryIds);
    return data<FormResult<R>>({ ok: true, result }, { status: 200 });
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      console.error("database unavailable", loggableError(error));
      return fail(
        { status: 503, ...errorBody("database_unavailable", "The service is temporarily unavailable. Please try again shortly.") },
        values,
      );
    }
    console.error("unhandled form error", loggableError(error));
    return fail({ status: 500, ...errorBody("internal_error", "Something went wrong on our side.") }, values);
  }
}

/**
 * A form route's `headers` export: React Router puts an action's headers (Retry-After on a 429)
 * on the document only when the route passes them on.
 */
export const formActionHeaders = ({ actionHeaders }: { actionHeaders: Headers }) => actionHeaders;
