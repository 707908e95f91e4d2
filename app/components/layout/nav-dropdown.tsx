import { useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { NavMenu } from "../../../content/navigation";
import { Icon } from "../ui/icon";

/**
 * Disclosure-pattern dropdown: opens on hover (large screens), on click/tap, and by keyboard
 * (Enter/Space/ArrowDown); Escape closes it and returns focus to its button.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  // A navigation closes the menu, adjusted while rendering the new path rather than in an effect after it.
  const [renderedPath, setRenderedPath] = useState(pathname);
  if (renderedPath !== pathname) {
    setRenderedPath(pathname);
    setOpen(false);
  }

  const focusLink = (index: number) => {
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>("a");
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only catches what bubbles from its button and links (disclosure pattern); hover must span both.
    <div
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => focusLink(0));
          }
        }}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:text-brand-700 focus-visible:(outline-2 outline-brand-600)"
      >
        {menu.label}
        <Icon name="chevronDown" size={16} className={open ? "rotate-180 transition-transform" : "transition-transform"} />
      </button>
      <ul
        ref={listRef}
        id={listId}
        hidden={!open}
        onKeyDown={(e) => {
          const links = Array.from(listRef.current?.querySelectorAll("a") ?? []);
          const index = links.indexOf(document.activeElement as HTMLAnchorElement);
          const target: number | undefined = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 }[e.key];
          if (target === undefined) return;
          e.preventDefault();
          focusLink(target);
        }}
        className="absolute left-0 top-full z-50 min-w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        {menu.links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:(bg-brand-50 outline-2 outline-brand-600)"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
