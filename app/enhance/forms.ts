import { FORM_TOKEN_FIELD, FORM_TOKEN_HEADER } from "../../shared/form-guard";
import { readTurnstileSiteKey } from "../forms/turnstile-site-key";
import { TURNSTILE_WAIT_MS, type TurnstileWidget, turnstileWidget, whenFormUsed } from "../forms/turnstile-widget";
import { answeredForm, showAnswer } from "./forms-answer";
import { apiErrorOf, removeErrorNotices, showErrorNotice } from "./forms-error-notice";
import { clearFields, formFields, sendingState, writeAttribution } from "./forms-fields";
import { enhanceSubjectLinks } from "./forms-subject-links";
import { type Toast, toastIn } from "./forms-toast";

// The site's forms (contact, guide requests, newsletter) post as plain HTML forms to their route
// actions. Each [data-enhanced-form] is sent by script instead, so the visitor stays on the page:
// - data-json-endpoint: sent as JSON to that API (the contact form), its answer shown from the
//   templates the server rendered (error notice, data-toast's toast);
// - otherwise posted as is to its action, whose page holds the answer (see forms-answer.ts).
// The button shows its data-sending-label while in flight; data-clear-on-success empties the fields
// once sent; the browser's own validation runs first. With Turnstile on, the widget's script is
// fetched only once the visitor starts using a form (data-turnstile-action names the widget).

type FormParts = {
  form: HTMLFormElement;
  turnstile: TurnstileWidget | null;
  setSending: (sending: boolean) => void;
  toast: Toast | null;
};

const enhanced = new WeakSet<HTMLFormElement>();

function formTurnstile(form: HTMLFormElement, siteKey: string | null): TurnstileWidget | null {
  const container = form.querySelector<HTMLElement>("[data-turnstile-container]");
  const field = form.querySelector<HTMLInputElement>("input[data-turnstile-token]");
  const action = form.dataset.turnstileAction;
  if (!siteKey || !container || !field || !action) return null;
  // The token's field is posted only while it holds one.
  const onToken = (token: string | null) => {
    field.value = token ?? "";
    field.disabled = !token;
  };
  const widget = turnstileWidget(container, { siteKey, action, onToken });
  whenFormUsed(form, widget.start);
  return widget;
}

/** A form's token is bound to the record it made; the answer's fresh one lets the visitor write again. */
function adoptFormToken(form: HTMLFormElement, token: string | null): void {
  const field = form.querySelector<HTMLInputElement>(`input[name="${FORM_TOKEN_FIELD}"]`);
  if (field && token) field.value = token;
}

async function sendJson({ form, turnstile, setSending, toast }: FormParts, endpoint: string): Promise<void> {
  setSending(true);
  removeErrorNotices(form);
  const challenge = turnstile ? await turnstile.tokenWithin(TURNSTILE_WAIT_MS) : null;
  await writeAttribution(form);
  // No token (Turnstile blocked or down): the form posts as it does without JavaScript; the server
  // holds it for review, and the visitor sees its answer page.
  if (turnstile && !challenge) return form.submit();
  const fallback = form.dataset.errorFallback ?? "";
  try {
    // The challenge's token is in its field (cf-turnstile-response) by now.
    const body = Object.fromEntries(formFields(form));
    const response = await fetch(endpoint, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (response.ok) {
      adoptFormToken(form, response.headers.get(FORM_TOKEN_HEADER));
      if ("clearOnSuccess" in form.dataset) clearFields(form);
      toast?.show();
    } else {
      showErrorNotice(form, apiErrorOf(await response.json().catch(() => null), fallback));
    }
  } catch {
    showErrorNotice(form, { message: fallback });
  } finally {
    setSending(false);
    if (challenge) turnstile?.renew();
  }
}

async function sendToAction({ form, turnstile, setSending }: FormParts): Promise<void> {
  setSending(true);
  // With Turnstile on, a post without its answer is held for review: wait for it, as JSON posts do.
  if (turnstile) await turnstile.tokenWithin(TURNSTILE_WAIT_MS);
  await writeAttribution(form);
  const body = new URLSearchParams(formFields(form));
  if (form.querySelector("input[data-turnstile-token]:not([disabled])")) turnstile?.renew();
  const answered = await fetch(form.action, { method: "POST", body }).then(
    (response) => response.text().then(answeredForm),
    () => null,
  );
  // Nothing to show (offline, or an error page): the browser posts it and shows what the server says.
  if (!answered) return form.submit();
  adoptFormToken(form, answered.querySelector<HTMLInputElement>(`input[name="${FORM_TOKEN_FIELD}"]`)?.value ?? null);
  setSending(false);
  if (!showAnswer(form, answered)) return;
  if ("clearOnSuccess" in form.dataset) clearFields(form);
  form.querySelector<HTMLElement>("[data-focus-on-answer]")?.focus();
}

function enhanceForm(form: HTMLFormElement, siteKey: string | null): void {
  const toastRegion = form.dataset.toast ? document.getElementById(form.dataset.toast) : null;
  const parts: FormParts = {
    form,
    turnstile: formTurnstile(form, siteKey),
    setSending: sendingState(form),
    toast: toastRegion ? toastIn(toastRegion) : null,
  };
  const endpoint = form.dataset.jsonEndpoint;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void (endpoint ? sendJson(parts, endpoint) : sendToAction(parts));
  });
}

export function enhanceForms(): void {
  const siteKey = readTurnstileSiteKey();
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-enhanced-form]")) {
    if (enhanced.has(form)) continue;
    enhanced.add(form);
    enhanceForm(form, siteKey);
  }
  enhanceSubjectLinks();
}
