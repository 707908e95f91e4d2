import { firstField } from "./forms-fields";

let listening = false;

/** The enhanced form on this page that `url`'s hash names, if any. */
function formOf(url: URL): HTMLFormElement | null {
  if (url.pathname !== location.pathname || url.hash.length < 2) return null;
  const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
  return target instanceof HTMLFormElement && target.matches("[data-enhanced-form]") ? target : null;
}

const modified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Links such as "Book a Slot" (`/contact?subject=meeting#contact-form`, the subject's wording in
 * data-prefill-subject) load the contact page with the subject prefilled by the server. On that
 * page the script prefills the subject and focuses the form in place instead, keeping what was
 * already typed; a page that opens at a form's hash focuses the form's first field.
 */
export function enhanceSubjectLinks(): void {
  if (listening) return;
  listening = true;
  const arrivedAt = formOf(new URL(location.href));
  // After the load event, as the browser's own jump to the hash (a form takes no focus) drops focus;
  // not when the visitor has put it somewhere meanwhile.
  const focusArrival = () => {
    if (arrivedAt && (!document.activeElement || document.activeElement === document.body)) firstField(arrivedAt)?.focus();
  };
  if (document.readyState === "complete") focusArrival();
  else addEventListener("load", focusArrival, { once: true });
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-prefill-subject]") : null;
    if (!link || event.defaultPrevented || modified(event)) return;
    const url = new URL(link.href);
    const form = formOf(url);
    const subject = form?.elements.namedItem("subject");
    if (!form || !(subject instanceof HTMLInputElement)) return;
    event.preventDefault();
    history.pushState(null, "", url);
    subject.value = link.dataset.prefillSubject ?? "";
    firstField(form)?.focus();
  });
}
