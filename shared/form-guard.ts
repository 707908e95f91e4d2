import * as v from "valibot";

// Fields every form and the chat submission carry so the server can tell scripted posts from
// people: a signed, time-stamped token the page was served with, and a honeypot input that people
// never see and so leave empty. Failing either does not refuse the submission (a script would learn
// from the refusal); it is stored flagged and never delivered. When the site has Cloudflare Turnstile
// on, the browser adds the challenge's token under the name Cloudflare's own widget gives it.

export const FORM_TOKEN_FIELD = "form_token";
export const HONEYPOT_FIELD = "website";
export const TURNSTILE_FIELD = "cf-turnstile-response";
/** The meta tag holding the page's form token: the Worker writes a fresh one into every copy it serves. */
export const FORM_TOKEN_META = "form-token";
/**
 * What a server-rendered page carries where a token goes: the Worker writes a freshly signed token
 * over it in every response (one per form), so rendering signs nothing.
 */
export const FORM_TOKEN_SLOT = "issued-per-response";
/**
 * The response header of a stored submission's answer: a fresh token for the page's next record
 * (the one sent is bound to the record just made).
 */
export const FORM_TOKEN_HEADER = "Form-Token";

export const formGuardEntries = {
  [FORM_TOKEN_FIELD]: v.optional(v.pipe(v.string("form_token must be text"), v.maxLength(200, "form_token is too long"))),
  [HONEYPOT_FIELD]: v.optional(v.pipe(v.string("website must be text"), v.maxLength(500, "website is too long"))),
  // Turnstile's tokens are at most 2048 characters.
  [TURNSTILE_FIELD]: v.optional(v.pipe(v.string(`${TURNSTILE_FIELD} must be text`), v.maxLength(2048, `${TURNSTILE_FIELD} is too long`))),
} as const;

export type FormGuardFields = { [FORM_TOKEN_FIELD]?: string; [HONEYPOT_FIELD]?: string; [TURNSTILE_FIELD]?: string };
