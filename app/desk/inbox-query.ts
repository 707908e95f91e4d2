import * as v from "valibot";
import { type DeskRecordType, deskRecordPath, type InboxFilter, inboxFilterSchema } from "../../shared/desk";

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

/** The inbox's query string for this filter without its page (a record link names its own place). */
const viewQuery = (filter: InboxFilter) => inboxHref(filter, { page: 1 }).replace(/^\/desk\??/, "");

/**
 * A record's link from a view: it carries the view (?in=…) and the record's place in it (&at=…,
 * counted from 0), so the record's page can offer the view's next record.
 */
export function recordHref(filter: InboxFilter, type: DeskRecordType, id: string, at: number): string {
  return `${deskRecordPath(type, id)}?${new URLSearchParams({ in: viewQuery(filter), at: String(at) })}`;
}

/** The view a record's page was opened from: its filter (as the inbox reads it) and the record's place; null if none or unreadable. */
export function viewOfRecordLink(params: URLSearchParams): { filter: InboxFilter; at: number } | null {
  const query = params.get("in");
  const at = params.get("at");
  if (query === null || at === null || !/^\d{1,7}$/.test(at)) return null;
  const parsed = v.safeParse(inboxFilterSchema, Object.fromEntries(new URLSearchParams(query)));
  return parsed.success ? { filter: parsed.output, at: Number(at) } : null;
}
