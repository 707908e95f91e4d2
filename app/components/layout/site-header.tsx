import { useState } from "react";
import { Link, useLocation } from "react-router";
import { company } from "../../../content/company";
import { headerActions, navMenus, navPlainLinks } from "../../../content/navigation";
import { Icon } from "../ui/icon";
import { NavDropdown } from "./nav-dropdown";

const topLevel = [...navMenus.map((m) => ({ label: m.label, href: m.href })), ...navPlainLinks];

export function SiteHeader() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  // A navigation closes the menu, adjusted while rendering the new path rather than in an effect after it.
  const [renderedPath, setRenderedPath] = useState(pathname);
  if (renderedPath !== pathname) {
    setRenderedPath(pathname);
    setMobileOpen(false);
  }

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="container flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-brand-700 text-white">
            K
          </span>
          {company.name}
        </Link>

        <div className="hidden items-center gap-1 lg:flex">
          {navMenus.map((menu) => (
            <NavDropdown key={menu.label} menu={menu} />
          ))}
          {navPlainLinks.map((link) => (
            <Link key={link.href} to={link.href} className="rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:text-brand-700">
              {link.label}
            </Link>
          ))}
        </div>

        <div className="hidden items-center gap-2 lg:flex">
          <Link to={headerActions.demo.href} className="btn-secondary">
            {headerActions.demo.label}
          </Link>
          <Link to={headerActions.start.href} className="btn-primary">
            {headerActions.start.label}
          </Link>
        </div>

        <button
          type="button"
          className="rounded-md p-2 text-slate-800 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? "Close menu" : "Open menu"}
          onClick={() => setMobileOpen((v) => !v)}
        >
          <Icon name={mobileOpen ? "close" : "menu"} />
        </button>
      </nav>

      <div id="mobile-menu" hidden={!mobileOpen} className="border-t border-slate-200 bg-white lg:hidden">
        <ul className="container flex flex-col py-2">
          {topLevel.map((item) => (
            <li key={item.href}>
              <Link to={item.href} className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
