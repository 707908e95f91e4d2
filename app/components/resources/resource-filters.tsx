import { useId, useRef } from "react";
import { type ResourceCategoryId, resourceCategories, resourcesHero } from "../../../content/resources";
import { useTextTypedEarly } from "../../hydration/use-text-typed-early";
import type { ResourceFilter } from "../../resources/filter-resources";
import { Icon } from "../ui/icon";

/** The search box and the category buttons; the page owns the filter state. */
export function ResourceFilters({ filter, onChange }: { filter: ResourceFilter; onChange: (filter: ResourceFilter) => void }) {
  const searchId = useId();
  const searchField = useRef<HTMLInputElement>(null);
  useTextTypedEarly(searchField, (search) => onChange({ ...filter, search }));
  const select = (category: ResourceCategoryId) => onChange({ ...filter, category });
  return (
    <div className="mt-8 max-w-3xl">
      <label htmlFor={searchId} className="sr-only">
        {resourcesHero.searchLabel}
      </label>
      <div className="relative">
        <Icon name="search" size={20} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500" />
        <input
          ref={searchField}
          id={searchId}
          type="search"
          value={filter.search}
          onChange={(e) => onChange({ ...filter, search: e.target.value })}
          placeholder={resourcesHero.searchPlaceholder}
          className="block w-full rounded-lg border border-slate-300 bg-white py-3 pl-10 pr-3 text-slate-900 focus:(outline-2 outline-offset-2 outline-accent-500)"
        />
      </div>
      <fieldset aria-label="Filter by category" className="mt-4 flex min-w-0 flex-wrap gap-2">
        {resourceCategories.map((category) => {
          const active = filter.category === category.id;
          return (
            <button
              key={category.id}
              type="button"
              aria-pressed={active}
              onClick={() => select(category.id)}
              className={`rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:(outline-2 outline-offset-2 outline-white) ${
                active ? "border-white bg-white text-brand-800" : "border-white/60 text-white hover:bg-white/10"
              }`}
            >
              {category.label} <span className={active ? "text-brand-700" : "text-brand-100"}>({category.count})</span>
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
