import type { Resource, ResourceCategoryId } from "../../content/resources";

export type ResourceFilter = { category: ResourceCategoryId; search: string };

export const NO_FILTER: ResourceFilter = { category: "all", search: "" };

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
export function matchesCategory(resource: Resource, category: ResourceCategoryId): boolean {
  return category === "all" || categoryKey(resource.type) === categoryKey(category);
}

/** Case-insensitive match against the title, the description or any tag. */
export function matchesSearch(resource: Resource, search: string): boolean {
  const query = search.trim().toLowerCase();
  if (!query) return true;
  return [resource.title, resource.description, ...resource.tags].some((field) => field.toLowerCase().includes(query));
}

/** Category and search combine with AND. */
export function filterResources(resources: Resource[], { category, search }: ResourceFilter): Resource[] {
  return resources.filter((r) => matchesCategory(r, category) && matchesSearch(r, search));
}
