import type { Resource, ResourceCategoryId } from "../content/resources";

export type ResourceFilter = { category: ResourceCategoryId; search: string };

export const NO_FILTER: ResourceFilter = { category: "all", search: "" };

/**
 * SPEC §4: "the category is matched against the item type with the first hyphen removed".
 * Taken literally, as the spec states it: the button value loses its first hyphen and must equal
 * the item's type. So "blog" and "documentation" match their items, while "whitepapers",
 * "case-studies" (→ "casestudies") and "webinars" equal no type (whitepaper, case-study, webinar)
 * and show the empty state. The same holds if the hyphen is removed from the type instead
 * ("case-study" → "casestudy"), so both readings of the sentence behave alike.
 */
export function matchesCategory(resource: Resource, category: ResourceCategoryId): boolean {
  return category === "all" || resource.type === category.replace("-", "");
}

/** Case-insensitive match against the title, the description or any tag (SPEC §4). */
export function matchesSearch(resource: Resource, search: string): boolean {
  const query = search.trim().toLowerCase();
  if (!query) return true;
  return [resource.title, resource.description, ...resource.tags].some((field) => field.toLowerCase().includes(query));
}

/** Category and search combine with AND (SPEC §4). */
export function filterResources(resources: Resource[], { category, search }: ResourceFilter): Resource[] {
  return resources.filter((r) => matchesCategory(r, category) && matchesSearch(r, search));
}
