import { FORM_TOKEN_FIELD, type FormGuardFields, HONEYPOT_FIELD } from "../../shared/form-guard";
import { formTokenProblem } from "./form-token";

/**
 * Why a submission looks scripted (stored flagged, never delivered), or null for a person's. The
 * honeypot is checked first: a filled one is certain. Without FORM_TOKEN_SECRET the token cannot be
 * checked, and flagging every submission would hide every lead, so only the honeypot counts then.
 */
export async function spamReason(fields: FormGuardFields, env: Pick<Env, "FORM_TOKEN_SECRET">, now = new Date()): Promise<string | null> {
  if (fields[HONEYPOT_FIELD]?.trim()) return "honeypot filled";
  if (!env.FORM_TOKEN_SECRET) return null;
  return formTokenProblem(fields[FORM_TOKEN_FIELD], env.FORM_TOKEN_SECRET, now);
}
