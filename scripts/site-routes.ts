import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../app/routes";

/** A path no route serves: the not-found page. */
export const NOT_FOUND_PATH = "/this-page-does-not-exist";

/** Every concrete URL in app/routes.ts (the catch-all and parameterised routes have none). */
function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = !/[*:]/.test(path) && !entry.children?.length ? [path || "/"] : [];
    return [...own, ...routePaths(entry.children ?? [], path)];
  });
}

/** The public site's concrete URLs: the staff-only desk is tested on its own (tests/e2e/desk*.test.ts). */
export const sitePaths = (entries: RouteConfigEntry[] = routes): string[] =>
  routePaths(entries).filter((path) => path !== "/desk" && !path.startsWith("/desk/"));

export type RouteFamily = { family: string; path: string };

/**
 * One URL per kind of page: the home page, each top-level page, the first page under each
 * section (a solution landing, a product page, an industry page …) and the not-found page.
 */
export function routeFamilies(paths: string[] = sitePaths()): RouteFamily[] {
  const families = new Map<string, string>();
  for (const path of paths) {
    const [section, ...rest] = path.split("/").filter(Boolean);
    const family = !section ? "home" : rest.length ? `${section}/*` : section;
    if (!families.has(family)) families.set(family, path);
  }
  return [...[...families].map(([family, path]) => ({ family, path })), { family: "not found", path: NOT_FOUND_PATH }];
}
