import { issueFormToken } from "../../worker/spam/form-token";

/** The token this page's forms carry (worker/spam/), or null when no FORM_TOKEN_SECRET is set. */
export function pageFormToken(env: Pick<Env, "FORM_TOKEN_SECRET">, now = new Date()): Promise<string | null> {
  return env.FORM_TOKEN_SECRET ? issueFormToken(env.FORM_TOKEN_SECRET, now) : Promise.resolve(null);
}
