import { removeErrorNotices } from "./forms-error-notice";

// A form the page script posts to its own route action gets back the page the action renders for a
// form posted without JavaScript. That page's answered form (data-answered) holds the answer, in the
// server's words and markup, that the visitor's form then shows.

/** The form the action's page answered, or null (an error page, or no page at all). */
export function answeredForm(html: string): HTMLFormElement | null {
  return new DOMParser().parseFromString(html, "text/html").querySelector<HTMLFormElement>("form[data-answered]");
}

/**
 * Shows the answer as the server rendered it: its refusal notice (if any) before the status region,
 * and the status region's content. Whether the answer was a success.
 */
export function showAnswer(form: HTMLFormElement, answered: HTMLFormElement): boolean {
  const status = form.querySelector("[data-form-status]");
  const answer = answered.querySelector("[data-form-status]");
  const notice = answered.querySelector("[data-form-error]");
  removeErrorNotices(form);
  if (status && notice) status.parentNode?.insertBefore(document.importNode(notice, true), status);
  if (status && answer) status.replaceChildren(...[...answer.childNodes].map((node) => document.importNode(node, true)));
  return answered.dataset.answered === "ok";
}
