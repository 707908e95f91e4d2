import { Link } from "react-router";
import { resources, resourcesPageText, resourcesSeo } from "../../../content/resources";
import { countText, matchesFilter, type ResourceFilter, resourceSearchText } from "../../resources/filter-resources";
import { ResourceCard } from "./resource-card";

/**
 * Every resource, those outside the filter hidden, so app/enhance/resource-filters.ts can show them
 * again without a page load; each item carries what the filter compares (its type and search text).
 */
export function ResourceLibrary({ filter }: { filter: ResourceFilter }) {
  const items = resources.map((resource) => {
    const text = resourceSearchText(resource);
    return { resource, text, shown: matchesFilter({ type: resource.type, text }, filter) };
  });
  const shownCount = items.filter((item) => item.shown).length;
  return (
    <section aria-labelledby="library-title" className="container pb-14">
      <h2 id="library-title" className="section-title">
        {resourcesPageText.listTitle}
      </h2>
      <p role="status" data-resource-count={resourcesPageText.showing} className="mt-2 text-sm text-slate-600">
        {countText(resourcesPageText.showing, shownCount, resources.length)}
      </p>
      {/* The hidden attribute sits on a wrapper: the list's own grid display would override it. */}
      <div data-resource-list hidden={shownCount === 0}>
        <ul aria-label="Resources" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map(({ resource, text, shown }) => (
            <li key={resource.id} hidden={!shown} data-resource-type={resource.type} data-resource-text={text}>
              <ResourceCard resource={resource} />
            </li>
          ))}
        </ul>
      </div>
      <div data-resource-empty hidden={shownCount > 0} className="card mt-8 text-center">
        <p className="text-lg font-semibold text-slate-900">{resourcesPageText.emptyTitle}</p>
        <p className="mt-1 text-slate-600">{resourcesPageText.emptyLead}</p>
        <Link to={resourcesSeo.path} data-resource-clear className="btn-primary mt-5">
          {resourcesPageText.clearFilters}
        </Link>
      </div>
    </section>
  );
}
