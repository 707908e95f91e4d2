import { movedIndex } from "./key-moves";

// Tabs in place (app/components/ui/tabs.tsx renders them, [data-tabs]): a click selects a tab
// without loading its ?tab= link, and the arrow keys, Home and End move focus and selection along
// the tab list (automatic activation, roving tabindex). The address stays as it is.

const enhanced = new WeakSet<HTMLElement>();

function enhanceTabSet(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLAnchorElement>(':scope > [role="tablist"] > [role="tab"]')];
  const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute("aria-controls") ?? "");

  const select = (chosen: HTMLAnchorElement) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = panelOf(tab);
      if (panel) panel.hidden = !selected;
    }
  };

  tabs.forEach((tab, index) => {
    tab.addEventListener("click", (event) => {
      // Modified clicks keep the link behaviour (open the tab's URL in a new window).
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      select(tab);
    });
    tab.addEventListener("keydown", (event) => {
      const next = tabs[movedIndex(event.key, index, tabs.length, "row") ?? -1];
      if (!next) return;
      event.preventDefault();
      select(next);
      next.focus();
    });
  });
}

export function enhanceTabs(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-tabs]")) {
    if (enhanced.has(root)) continue;
    enhanced.add(root);
    enhanceTabSet(root);
  }
}
