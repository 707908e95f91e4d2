import { Link } from "react-router";
import type { CatalogEntry } from "../../../content/catalog";
import { Icon } from "../ui/icon";

/** A grid of cards that each link to a page (solutions, products, industries). */
export function LinkCardGrid({ entries, columns = 3 }: { entries: CatalogEntry[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`mt-10 grid gap-6 ${grid}`}>
      {entries.map((entry) => (
        <li key={entry.href} className="card flex flex-col transition-shadow hover:shadow-md">
          <span className="grid h-11 w-11 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={entry.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{entry.title}</h3>
          <p className="mt-2 flex-1 text-sm text-slate-600">{entry.summary}</p>
          <Link to={entry.href} className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            Learn more<span className="sr-only"> about {entry.title}</span> <Icon name="arrowRight" size={16} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
