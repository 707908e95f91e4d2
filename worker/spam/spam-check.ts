import { FORM_TOKEN_FIELD, type FormGuardFields, HONEYPOT_FIELD, TURNSTILE_FIELD } from "../../shared/form-guard";
import type { Database } from "../db/client";
import { formTokenProblem } from "./form-token";
import { recordKeyOf, tokenUsedElsewhere } from "./form-token-use";
import { turnstileConfig, verifyTurnstileToken } from "./turnstile";

/** How a submission arrived, the visitor's address (Cloudflare's header), and where its token is bound. */
type Submission = { sentAs: "json" | "html-form"; clientIp: string | null; db: Database };

export const submissionOf = (request: Request, sentAs: Submission["sentAs"], db: Database): Submission => ({
  sentAs,
  clientIp: request.headers.get("cf-connecting-ip"),
  db,
});

type SpamEnv = Pick<Env, "FORM_TOKEN_SECRET" | "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY" | "TURNSTILE_VERIFY_URL">;

/** Why another record's binding holds a submission's token. */
export const TOKEN_USED_ELSEWHERE = "form token already used for another submission";

/**
 * The honeypot's and the form token's verdict, which need no database: why the submission is held,
 * or the valid token still to bind to its record (null without FORM_TOKEN_SECRET: nothing to bind).
 */
export async function formTokenVerdict(
  fields: FormGuardFields,
  env: SpamEnv,
  now: Date,
): Promise<{ held: string } | { bind: string | null }> {
  if (fields[HONEYPOT_FIELD]?.trim()) return { held: "honeypot filled" };
  if (!env.FORM_TOKEN_SECRET) return { bind: null };
  const formToken = fields[FORM_TOKEN_FIELD];
  const problem = await formTokenProblem(formToken, env.FORM_TOKEN_SECRET, now);
  return problem ? { held: problem } : { bind: formToken! };
}

/** Turnstile's verdict when it is on: a missing or refused answer holds the submission; Cloudflare unreachable holds nothing. */
export async function turnstileReason(fields: FormGuardFields, env: SpamEnv, clientIp: string | null): Promise<string | null> {
  const turnstile = turnstileConfig(env);
  if (!turnstile) return null;
  const token = fields[TURNSTILE_FIELD];
  if (!token) return "turnstile: missing token";
  const verdict = await verifyTurnstileToken(token, turnstile, clientIp);
  if (verdict.kind === "failed") return `turnstile: ${verdict.errorCodes.join(", ") || "rejected"}`;
  if (verdict.kind === "unavailable") console.warn(`turnstile verification unavailable (${verdict.why}); form-token check only`);
  return null;
}

/**
 * Why a submission is held for review (stored, never delivered, released from the desk), or null for
 * a person's. The honeypot is checked first: a filled one is certain. Without FORM_TOKEN_SECRET the
 * token cannot be checked, and holding every submission would hide every lead, so only the honeypot
 * counts then. A valid token is bound to the record it makes; another record with it is held.
 * With Turnstile on, every channel needs its answer: a form posted without one (no JavaScript, or
 * the widget blocked) is held, not lost. When Cloudflare cannot be asked, the other checks decide
 * alone, so an outage there loses no lead.
 */
export async function spamReason(fields: FormGuardFields, env: SpamEnv, submission: Submission, now = new Date()): Promise<string | null> {
  const token = await formTokenVerdict(fields, env, now);
  if ("held" in token) return token.held;
  if (token.bind && (await tokenUsedElsewhere(submission.db, token.bind, recordKeyOf(fields)))) return TOKEN_USED_ELSEWHERE;
  return turnstileReason(fields, env, submission.clientIp);
}
