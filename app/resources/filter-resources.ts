import type { Resource, ResourceCategoryId } from "../../content/resources";
import { matchesQuery, searchText } from "./search-text";

// The resources page's filter, shared by its loader and its script (app/enhance/resource-filters.ts):
// type-only content imports, so the script carries no content.

export type ResourceFilter = { category: ResourceCategoryId; search: string };

export const NO_FILTER: ResourceFilter = { category: "all", search: "" };

/** The query parameters of the filter form (the search field's and the category buttons' names). */
export const FILTER_PARAMS = { search: "q", category: "category" } as const;

/** A category or type with its first hyphen removed, in the singular. */
function categoryKey(value: string): string {
  return value.replace("-", "").replace(/ies$/, "y").replace(/s$/, "");
}

/**
 * A category matches an item's type once the first hyphen is removed. Applied to the button value
 * alone, the plural buttons ("whitepapers", "case-studies" → "casestudies", "webinars")
 * could never equal a type (whitepaper, case-study, webinar) and would always show the empty
 * state, which no visitor expects; so both sides lose their first hyphen and are compared in the
 * singular: every button shows its own items.
 */
export function matchesCategory(type: string, category: string): boolean {
  return category === "all" || categoryKey(type) === categoryKey(category);
}

/** What a search looks through: the title, the description and every tag (shown or not). */
export const resourceSearchText = (r: Resource): string => searchText([r.title, r.description, ...r.tags]);

/** Category and search combine with AND; `text` is the item's resourceSearchText. */
export function matchesFilter(item: { type: string; text: string }, filter: { category: string; search: string }): boolean {
  return matchesCategory(item.type, filter.category) && matchesQuery(item.text, filter.search);
}

export function filterResources(resources: Resource[], filter: ResourceFilter): Resource[] {
  return resources.filter((r) => matchesFilter({ type: r.type, text: resourceSearchText(r) }, filter));
}

/** The page address's query for a filter: empty for no filter, so "Clear Filters" is the bare page. */
export function filterQuery({ category, search }: { category: string; search: string }): string {
  const params = new URLSearchParams();
  if (search) params.set(FILTER_PARAMS.search, search);
  if (category !== NO_FILTER.category) params.set(FILTER_PARAMS.category, category);
  const query = params.toString();
  return query && `?${query}`;
}

/** "Showing {shown} of {total} resources" with its numbers filled in. */
export const countText = (template: string, shown: number, total: number): string =>
  template.replace("{shown}", String(shown)).replace("{total}", String(total));
