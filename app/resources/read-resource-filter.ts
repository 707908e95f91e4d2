import { resourceCategories } from "../../content/resources";
import { FILTER_PARAMS, NO_FILTER, type ResourceFilter } from "./filter-resources";

/** The resources filter a page address asks for (`?q=…&category=…`); an unknown category is no category. */
export function readResourceFilter(url: URL): ResourceFilter {
  const params = url.searchParams;
  const category = resourceCategories.find((c) => c.id === params.get(FILTER_PARAMS.category))?.id ?? NO_FILTER.category;
  return { category, search: params.get(FILTER_PARAMS.search) ?? "" };
}
