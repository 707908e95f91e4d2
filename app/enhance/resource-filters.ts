import { countText, filterQuery, matchesFilter, NO_FILTER } from "../resources/filter-resources";

// The resources filter in place: the server renders every item (those outside its filter hidden)
// with its type and search text, and this shows and hides them with the loader's own rule.

let enhanced = false;

export function enhanceResourceFilters(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-resource-filters]");
  const field = form?.querySelector<HTMLInputElement>("input[data-resource-search]");
  const count = document.querySelector<HTMLElement>("[data-resource-count]");
  const list = document.querySelector<HTMLElement>("[data-resource-list]");
  const empty = document.querySelector<HTMLElement>("[data-resource-empty]");
  if (!form || !field || !count || !list || !empty || enhanced) return;
  enhanced = true;
  const buttons = [...form.querySelectorAll<HTMLButtonElement>("button[data-resource-category]")];
  const items = [...list.querySelectorAll<HTMLElement>("[data-resource-type]")];
  let category = buttons.find((b) => b.getAttribute("aria-pressed") === "true")?.value ?? NO_FILTER.category;

  const apply = () => {
    const filter = { category, search: field.value };
    let shown = 0;
    for (const item of items) {
      item.hidden = !matchesFilter({ type: item.dataset.resourceType ?? "", text: item.dataset.resourceText ?? "" }, filter);
      if (!item.hidden) shown++;
    }
    for (const button of buttons) button.setAttribute("aria-pressed", String(button.value === category));
    // Only a changed count is written: the status would announce even an identical one.
    const text = countText(count.dataset.resourceCount ?? "", shown, items.length);
    if (count.textContent !== text) count.textContent = text;
    list.hidden = shown === 0;
    empty.hidden = shown > 0;
    // A reload, or a copied address, shows the same list.
    history.replaceState(history.state, "", location.pathname + filterQuery(filter) + location.hash);
  };

  field.addEventListener("input", apply);
  // Enter in the box, Search or a category button: the list changes in place instead of loading the page.
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const button = event.submitter;
    if (button instanceof HTMLButtonElement && buttons.includes(button)) category = button.value;
    apply();
  });
  empty.querySelector("[data-resource-clear]")?.addEventListener("click", (event) => {
    event.preventDefault();
    field.value = "";
    category = NO_FILTER.category;
    apply();
    // The link is hidden now; the search box is where a new search starts.
    field.focus();
  });
  // Text typed before this script ran.
  apply();
}
