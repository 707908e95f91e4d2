import { FORM_TOKEN_FIELD, type FormGuardFields, HONEYPOT_FIELD, TURNSTILE_FIELD } from "../../shared/form-guard";
import { formTokenProblem } from "./form-token";
import { turnstileConfig, verifyTurnstileToken } from "./turnstile";

/**
 * How a submission arrived. JSON is sent only by the site's own JavaScript, which always adds the
 * Turnstile token when Turnstile is on; an HTML form may come from a browser without JavaScript,
 * which cannot have one.
 */
type Submission = { sentAs: "json" | "html-form"; clientIp: string | null };

/** A submission's channel and the visitor's address (Cloudflare's header), for the spam check. */
export const submissionOf = (request: Request, sentAs: Submission["sentAs"]): Submission => ({
  sentAs,
  clientIp: request.headers.get("cf-connecting-ip"),
});

type SpamEnv = Pick<Env, "FORM_TOKEN_SECRET" | "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY" | "TURNSTILE_VERIFY_URL">;

/**
 * Why a submission looks scripted (stored flagged, never delivered), or null for a person's. The
 * honeypot is checked first: a filled one is certain. Without FORM_TOKEN_SECRET the token cannot be
 * checked, and flagging every submission would hide every lead, so only the honeypot counts then.
 * With Turnstile on, a token that Cloudflare rejects flags the submission; when Cloudflare cannot
 * be asked, the other checks decide alone, so an outage there loses no lead.
 */
export async function spamReason(fields: FormGuardFields, env: SpamEnv, submission: Submission, now = new Date()): Promise<string | null> {
  if (fields[HONEYPOT_FIELD]?.trim()) return "honeypot filled";
  if (env.FORM_TOKEN_SECRET) {
    const problem = await formTokenProblem(fields[FORM_TOKEN_FIELD], env.FORM_TOKEN_SECRET, now);
    if (problem) return problem;
  }
  const turnstile = turnstileConfig(env);
  if (!turnstile) return null;
  const token = fields[TURNSTILE_FIELD];
  if (!token) return submission.sentAs === "json" ? "turnstile: missing token" : null;
  const verdict = await verifyTurnstileToken(token, turnstile, submission.clientIp);
  if (verdict.kind === "failed") return `turnstile: ${verdict.errorCodes.join(", ") || "rejected"}`;
  if (verdict.kind === "unavailable") console.warn(`turnstile verification unavailable (${verdict.why}); form-token check only`);
  return null;
}
