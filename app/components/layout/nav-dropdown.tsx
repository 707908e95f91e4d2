import { useId } from "react";
import { Link } from "react-router";
import type { NavMenu } from "../../../content/navigation";
import { Icon } from "../ui/icon";

/**
 * Disclosure-pattern dropdown. app/enhance/header.ts opens it on hover, on click/tap and by keyboard
 * (Enter/Space/ArrowDown, then the arrows, Home and End between its links); Escape closes it and
 * returns focus to its button. Until then (`data-nav-menu="static"`, also without JavaScript) it
 * opens with CSS while the pointer is over it or focus is inside it.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const listId = useId();
  return (
    <div data-nav-menu="static" className="relative">
      <button
        type="button"
        data-nav-menu-button=""
        aria-expanded={false}
        aria-controls={listId}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:text-brand-700 focus-visible:(outline-2 outline-brand-600)"
      >
        {menu.label}
        <Icon name="chevronDown" size={16} className="transition-transform [[aria-expanded=true]>&]:rotate-180" />
      </button>
      <ul
        id={listId}
        data-nav-menu-list=""
        hidden
        className="absolute left-0 top-full z-50 min-w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg [[data-nav-menu=static]:focus-within>&]:block [[data-nav-menu=static]:hover>&]:block"
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
