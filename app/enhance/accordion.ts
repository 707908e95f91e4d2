import { movedIndex } from "./key-moves";

// Accordions (app/components/ui/accordion.tsx renders them, [data-accordion]): a header opens its
// panel and closes the others, clicking the open header closes it, and ArrowDown/ArrowUp (wrapping),
// Home and End move focus between the headers of the items shown (a search may hide some).

const enhanced = new WeakSet<HTMLElement>();

function enhanceAccordion(root: HTMLElement): void {
  const headers = [...root.querySelectorAll<HTMLButtonElement>("[data-accordion-header]")].filter(
    (header) => header.closest("[data-accordion]") === root,
  );
  const setOpen = (header: HTMLButtonElement, open: boolean) => {
    header.setAttribute("aria-expanded", String(open));
    const panel = document.getElementById(header.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !open;
  };
  const shownHeaders = () => headers.filter((header) => !header.closest<HTMLElement>("[data-accordion-item]")?.hidden);

  for (const header of headers) {
    header.addEventListener("click", () => {
      const opening = header.getAttribute("aria-expanded") !== "true";
      for (const other of headers) setOpen(other, other === header && opening);
    });
    header.addEventListener("keydown", (event) => {
      const shown = shownHeaders();
      const next = shown[movedIndex(event.key, shown.indexOf(header), shown.length, "column") ?? -1];
      if (!next) return;
      event.preventDefault();
      next.focus();
    });
  }
}

export function enhanceAccordions(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-accordion]")) {
    if (enhanced.has(root)) continue;
    enhanced.add(root);
    enhanceAccordion(root);
  }
}
