import { movedIndex } from "./key-moves";

// The site header (app/components/layout/site-header.tsx, nav-dropdown.tsx): its dropdowns and its
// small-screen menu toggle. Following a link loads a page, which starts with everything closed; a
// page restored from the back/forward cache is closed here, as a navigation would.

let enhanced = false;

type Disclosure = { close: () => void };

function enhanceDropdown(menu: HTMLElement): Disclosure | undefined {
  const button = menu.querySelector<HTMLButtonElement>("[data-nav-menu-button]");
  const list = menu.querySelector<HTMLElement>("[data-nav-menu-list]");
  if (!button || !list) return undefined;
  // The CSS that opens it on hover and focus without script stands down.
  menu.dataset.navMenu = "enhanced";
  const links = [...list.querySelectorAll<HTMLAnchorElement>("a")];
  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    list.hidden = !open;
  };

  menu.addEventListener("mouseenter", () => setOpen(true));
  menu.addEventListener("mouseleave", () => setOpen(false));
  menu.addEventListener("focusout", (event) => {
    if (!menu.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  menu.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && isOpen()) {
      setOpen(false);
      button.focus();
    }
  });
  button.addEventListener("click", () => setOpen(!isOpen()));
  button.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    setOpen(true);
    links[0]?.focus();
  });
  list.addEventListener("keydown", (event) => {
    const target = links[movedIndex(event.key, links.indexOf(document.activeElement as HTMLAnchorElement), links.length, "column") ?? -1];
    if (!target) return;
    event.preventDefault();
    target.focus();
  });
  return { close: () => setOpen(false) };
}

function enhanceMobileMenu(toggle: HTMLButtonElement, menu: HTMLElement): Disclosure {
  // Without script the toggle opens the menu as a popover; from here it is a disclosure in the header.
  const wasOpen = menu.matches(":popover-open");
  menu.hidden = true;
  menu.removeAttribute("popover");
  toggle.removeAttribute("popovertarget");
  toggle.setAttribute("aria-controls", menu.id);
  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", (open ? toggle.dataset.closeLabel : toggle.dataset.openLabel) ?? "");
    menu.hidden = !open;
  };
  setOpen(wasOpen);
  toggle.addEventListener("click", () => setOpen(toggle.getAttribute("aria-expanded") !== "true"));
  return { close: () => setOpen(false) };
}

export function enhanceHeader(): void {
  if (enhanced) return;
  enhanced = true;
  const disclosures = [...document.querySelectorAll<HTMLElement>("[data-nav-menu]")].map(enhanceDropdown);
  const toggle = document.querySelector<HTMLButtonElement>("button[data-menu-toggle]");
  const mobileMenu = document.querySelector<HTMLElement>("[data-mobile-menu]");
  if (toggle && mobileMenu) disclosures.push(enhanceMobileMenu(toggle, mobileMenu));
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const disclosure of disclosures) disclosure?.close();
  });
}
