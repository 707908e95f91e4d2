import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { escapeHtml } from "../http/escape-html";

/**
 * Why a desk change was refused (nothing was changed), as a plain page with the way back. The
 * messages are the shared schemas' own, never what was posted.
 */
export function deskErrorPage(c: Context, status: ContentfulStatusCode, messages: string[]): Response {
  const back = c.req.header("referer");
  const backUrl = back && URL.canParse(back) && new URL(back).origin === new URL(c.req.url).origin ? back : "/desk";
  const items = messages.map((message) => `<li>${escapeHtml(message)}</li>`).join("");
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not changed · Sales desk</title></head><body><main><h1>Nothing was changed</h1><ul>${items}</ul><p><a href="${escapeHtml(backUrl)}">Go back</a></p></main></body></html>`,
    status,
  );
}
