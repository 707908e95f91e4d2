import type * as v from "valibot";
import type { FormGuardFields } from "../../shared/form-guard";
import { createDatabase } from "../db/client";
import { configuredDestinations } from "../delivery/destination-config";
import { enqueueDeliveries } from "../delivery/outbox";
import { visitorCountry } from "../http/visitor-country";
import { spamReason, submissionOf } from "../spam/spam-check";
import type { SubmissionKind } from "./submission-kinds";

/**
 * The one path every visitor submission takes once its body has passed the kind's schema (chat lead,
 * contact message, guide request, newsletter sign-up; JSON API or form post alike): the spam check,
 * the office and destinations it goes to, one batch storing it with its deliveries, and the
 * deliveries queued after the answer. A submission that looks scripted is held for review (stored,
 * delivered nowhere until released on the desk), and its sender gets the same answer.
 */
export async function acceptSubmission<S extends v.GenericSchema<unknown, FormGuardFields>, R>(
  kind: SubmissionKind<S, R>,
  input: v.InferOutput<S>,
  {
    env,
    request,
    sentAs,
    waitUntil,
  }: { env: Env; request: Request; sentAs: "json" | "html-form"; waitUntil: (promise: Promise<unknown>) => void },
): Promise<R> {
  const db = createDatabase(env);
  const origin = {
    country: visitorCountry(request),
    destinations: configuredDestinations(env),
    spamReason: await spamReason(input, env, submissionOf(request, sentAs, db)),
  };
  const { result, deliveryIds } = await kind.store(db, input, origin);
  enqueueDeliveries(env, waitUntil, deliveryIds);
  return result;
}
