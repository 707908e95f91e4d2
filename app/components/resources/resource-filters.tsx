import { useId } from "react";
import { resourceCategories, resourcesHero } from "../../../content/resources";
import { FILTER_PARAMS, NO_FILTER, type ResourceFilter } from "../../resources/filter-resources";
import { Icon } from "../ui/icon";

/**
 * The search box and the category buttons as a GET form: without script, a category button or Search
 * loads the filtered page; app/enhance/resource-filters.ts filters in place instead.
 */
export function ResourceFilters({ filter }: { filter: ResourceFilter }) {
  const searchId = useId();
  // Search is the form's default button (Enter in the box presses it), so it carries the chosen category along.
  const keepCategory = filter.category !== NO_FILTER.category;
  return (
    <form method="get" data-resource-filters className="mt-8 max-w-3xl">
      <label htmlFor={searchId} className="sr-only">
        {resourcesHero.searchLabel}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Icon name="search" size={20} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            name={FILTER_PARAMS.search}
            defaultValue={filter.search}
            data-resource-search
            placeholder={resourcesHero.searchPlaceholder}
            className="block w-full rounded-lg border border-slate-300 bg-white py-3 pl-10 pr-3 text-slate-900 focus:(outline-2 outline-offset-2 outline-accent-500)"
          />
        </div>
        <button
          type="submit"
          name={keepCategory ? FILTER_PARAMS.category : undefined}
          value={keepCategory ? filter.category : undefined}
          className="btn-primary"
        >
          {resourcesHero.searchButton}
        </button>
      </div>
      <fieldset aria-label="Filter by category" className="mt-4 flex min-w-0 flex-wrap gap-2">
        {resourceCategories.map((category) => (
          <button
            key={category.id}
            type="submit"
            name={FILTER_PARAMS.category}
            value={category.id}
            aria-pressed={filter.category === category.id}
            data-resource-category
            className="group rounded-full border border-white/60 px-4 py-1.5 text-sm font-medium text-white aria-[pressed=false]:hover:bg-white/10 aria-pressed:(border-white bg-white text-brand-800) focus-visible:(outline-2 outline-offset-2 outline-white)"
          >
            {category.label} <span className="text-brand-100 group-aria-pressed:text-brand-700">({category.count})</span>
          </button>
        ))}
      </fieldset>
    </form>
  );
}
