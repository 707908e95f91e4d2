import type { MiddlewareHandler } from "hono";
import { FORM_TOKEN_FIELD, FORM_TOKEN_HEADER, FORM_TOKEN_META } from "../../shared/form-guard";
import type { AppBindings } from "../app-env";
import { issueFormToken } from "../spam/form-token";

const isHtml = (res: Response) => (res.headers.get("content-type") ?? "").startsWith("text/html");

/**
 * Every page's forms and its chat get tokens issued for this response, one per form: a token makes
 * one record, so the footer's newsletter sign-up must not use up the contact form's. Rewritten as
 * the page streams, after the page cache, whose stored copy holds tokens as old as itself.
 */
export const freshFormTokens: MiddlewareHandler<AppBindings> = async (c, next) => {
  await next();
  const secret = c.env.FORM_TOKEN_SECRET;
  if (!secret || !isHtml(c.res) || !c.res.body) return;
  const issue = () => issueFormToken(secret, new Date());
  const rewritten = new HTMLRewriter()
    .on(`meta[name="${FORM_TOKEN_META}"]`, { element: async (el) => void el.setAttribute("content", await issue()) })
    .on(`input[name="${FORM_TOKEN_FIELD}"]`, { element: async (el) => void el.setAttribute("value", await issue()) })
    .transform(c.res);
  c.res = new Response(rewritten.body, c.res);
};

/**
 * After a stored submission, the answer hands the page a new token (its old one is bound to the
 * record just made), so a visitor who starts the chat over or writes again is not held for review.
 */
export const handFreshFormToken: MiddlewareHandler<AppBindings> = async (c, next) => {
  await next();
  const secret = c.env.FORM_TOKEN_SECRET;
  if (secret && c.res.ok) c.header(FORM_TOKEN_HEADER, await issueFormToken(secret, new Date()));
};
