import type { ApiErrorBody } from "../../shared/api-error-body";

// The refusal notice of a form sent as JSON, filled into the template the server rendered
// (app/components/forms/form-error-notice.tsx), so its words and markup stay there.

type ShownError = Pick<ApiErrorBody["error"], "message" | "issues">;

/** The API's error from a refused request's body, or `fallback` when the body says none. */
export function apiErrorOf(body: unknown, fallback: string): ShownError {
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  return typeof error?.message === "string" && error.message ? error : { message: fallback };
}

export function removeErrorNotices(form: HTMLFormElement): void {
  for (const notice of form.querySelectorAll("[data-form-error]")) notice.remove();
}

/** Shows the notice where its template stands. */
export function showErrorNotice(form: HTMLFormElement, error: ShownError): void {
  const template = form.querySelector<HTMLTemplateElement>("template[data-form-error-template]");
  if (!template) return;
  const notice = document.importNode(template.content, true);
  const message = notice.querySelector("[data-error-message]");
  if (message) message.textContent = error.message;
  const list = notice.querySelector("[data-error-issues]");
  const pattern = list?.firstElementChild;
  if (list && pattern && error.issues?.length) {
    list.replaceChildren(
      ...error.issues.map((issue) => {
        const item = pattern.cloneNode() as Element;
        item.textContent = issue.message;
        return item;
      }),
    );
  } else {
    list?.remove();
  }
  template.parentNode?.insertBefore(notice, template);
}
