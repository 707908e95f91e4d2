import { captureVisitAttribution } from "../attribution/visit-attribution";

// What the page script reads from and writes into a form's fields.

function hiddenInput(name: string, value: string): HTMLInputElement {
  const input = document.createElement("input");
  input.type = "hidden";
  input.name = name;
  input.value = value;
  return input;
}

/** Every field the form would post, as text (the site's forms have no file inputs). */
export const formFields = (form: HTMLFormElement): [string, string][] =>
  [...new FormData(form)].map(([name, value]) => [name, String(value)]);

/**
 * The visit's attribution as hidden inputs, named as the forms' schemas expect, so every way the form
 * is sent carries it. Only known values: an empty field would be refused.
 */
export async function writeAttribution(form: HTMLFormElement): Promise<void> {
  const attribution = await captureVisitAttribution();
  for (const old of form.querySelectorAll("input[data-attribution]")) old.remove();
  for (const [name, value] of Object.entries(attribution)) {
    const input = hiddenInput(name, value);
    input.dataset.attribution = "";
    // Last, where hidden inputs shift no spacing.
    form.appendChild(input);
  }
}

/** Empties what the visitor typed and chose; hidden inputs (token, guide, attribution) stay. */
export function clearFields(form: HTMLFormElement): void {
  for (const field of form.elements) {
    if (field instanceof HTMLSelectElement) field.selectedIndex = 0;
    else if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type !== "hidden")) field.value = "";
  }
}

/** The first field a visitor fills in (not the spam trap, which is out of the tab order). */
export const firstField = (form: HTMLFormElement) =>
  form.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea');

/** The submit button's in-flight state: its sending label (rendered by the server) and disabled. */
export function sendingState(form: HTMLFormElement): (sending: boolean) => void {
  const button = form.querySelector<HTMLButtonElement>("button[data-sending-label]");
  const idle = button?.textContent ?? "";
  return (sending) => {
    if (!button) return;
    button.textContent = sending ? (button.dataset.sendingLabel ?? idle) : idle;
    button.disabled = sending;
  };
}
