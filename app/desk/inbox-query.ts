import type { InboxFilter } from "../../shared/desk";

const DEFAULTS: Partial<Record<keyof InboxFilter, string>> = { view: "inbox", owner: "everyone", page: "1" };

/** The inbox URL for this filter with some values changed; values at their default are left out. */
export function inboxHref(filter: InboxFilter, changes: Partial<InboxFilter> = {}, path = "/desk"): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...changes })) {
    const text = String(value ?? "");
    if (text && DEFAULTS[key as keyof InboxFilter] !== text) params.set(key, text);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
