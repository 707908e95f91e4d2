import { Link } from "react-router";
import { company } from "../../../content/company";
import { headerActions, navMenus, navPlainLinks } from "../../../content/navigation";
import { Icon } from "../ui/icon";
import { NavDropdown } from "./nav-dropdown";

const topLevel = [...navMenus.map((m) => ({ label: m.label, href: m.href })), ...navPlainLinks];
const MOBILE_MENU_ID = "mobile-menu";
const menuLabels = { open: "Open menu", close: "Close menu" };

/**
 * The fixed header: logo, dropdowns and actions on large screens, a menu toggle on small ones.
 * Without JavaScript the toggle opens the menu as a popover; app/enhance/header.ts turns it into a
 * disclosure (aria-expanded, its label and icon follow the state, the menu is shown in the header).
 */
export function SiteHeader() {
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
          data-menu-toggle=""
          data-open-label={menuLabels.open}
          data-close-label={menuLabels.close}
          popoverTarget={MOBILE_MENU_ID}
          aria-label={menuLabels.open}
          className="rounded-md p-2 text-slate-800 lg:hidden"
        >
          <Icon name="menu" className="[[aria-expanded=true]>&]:hidden" />
          <Icon name="close" className="hidden [[aria-expanded=true]>&]:block" />
        </button>
      </nav>

      {/* The popover's own placement (fixed, centred) is replaced by the header's; as a plain element these change nothing. */}
      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        data-mobile-menu=""
        className="inset-x-0 top-16 bottom-auto m-0 w-full border-t border-slate-200 bg-white p-0 lg:hidden"
      >
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
