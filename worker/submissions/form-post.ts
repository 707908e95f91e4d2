import { data, type RouterContextProvider } from "react-router";
import * as v from "valibot";
import { type ApiErrorBody, errorBody } from "../../shared/api-error-body";
import type { FormGuardFields } from "../../shared/form-guard";
import type { FormResult } from "../../shared/form-results";
import { isDatabaseUnavailable, loggableError } from "../api/errors";
import { MAX_BODY_BYTES, toApiIssues } from "../api/request-guards";
import { FORM_LIMITED_MESSAGE, FORM_RATE_LIMIT_PERIOD_SECONDS, formPostLimited } from "../http/rate-limit";
import { readFormFields } from "../http/request-body";
import { workerContext } from "../request-context";
import { acceptSubmission } from "./accept-submission";
import type { SubmissionKind } from "./submission-kinds";

// Route actions for the site's HTML forms (guides, newsletter, contact without JavaScript) follow
// the API's rules: 415 unless the body is a urlencoded form, 413 over 16 KiB, 400 with field issues
// from the shared valibot schema, 503 when the database is unreachable, and 429 with Retry-After
// once a client has sent too many (worker/http/rate-limit.ts).

type Failure = { status: number; error: ApiErrorBody["error"] };

/**
 * Reads a form post, validates it against the kind's schema and hands it to the one submission path.
 * Answers `data(FormResult)` with the matching status; a failure echoes the typed values back so a
 * page rendered without JavaScript can refill the form.
 */
export async function handleFormPost<S extends v.GenericSchema<unknown, FormGuardFields>, R>(
  kind: SubmissionKind<S, R>,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const fail = (failure: Failure, values: Record<string, string> = {}, headers?: HeadersInit) =>
    data<FormResult<R>>({ ok: false, error: failure.error, values }, { status: failure.status, headers });

  const { env, waitUntil } = context.get(workerContext);
  // Read before limiting: an answer that leaves the body unread is not delivered intact by the local proxy.
  const form = await readFormFields(request, MAX_BODY_BYTES);
  if (await formPostLimited(env, request)) {
    return fail({ status: 429, ...errorBody("rate_limited", FORM_LIMITED_MESSAGE) }, form.ok ? form.values : {}, {
      "Retry-After": String(FORM_RATE_LIMIT_PERIOD_SECONDS),
    });
  }
  if (!form.ok) return fail({ status: form.status, ...errorBody(form.code, form.message) });
  const { values } = form;

  const parsed = v.safeParse(kind.schema, values);
  if (!parsed.success) {
    return fail({ status: 400, ...errorBody("invalid_body", "Some details are missing or invalid.", toApiIssues(parsed.issues)) }, values);
  }
  try {
    const result = await acceptSubmission(kind, parsed.output, { env, request, sentAs: "html-form", waitUntil });
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
