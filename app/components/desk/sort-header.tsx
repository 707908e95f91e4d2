import { workQueueCopy } from "../../../content/work-queue-copy";
import type { InboxFilter } from "../../../shared/desk";
import { DEFAULT_ORDER, type SortColumn } from "../../../shared/work-queue";
import { inboxHref } from "../../desk/inbox-query";

/**
 * A sortable column's header: a link to the inbox sorted by it (its first direction, or the other
 * way when it is already sorted by it), so a sort is a URL to bookmark like any filter.
 */
export function SortHeader({ filter, column }: { filter: InboxFilter; column: SortColumn }) {
  const label = workQueueCopy.columns[column];
  const current = filter.sort === column ? filter.order || DEFAULT_ORDER[column] : null;
  const order = current ? (current === "asc" ? "desc" : "asc") : DEFAULT_ORDER[column];
  return (
    <th scope="col" className="px-3 py-2" aria-sort={current ? (current === "asc" ? "ascending" : "descending") : undefined}>
      <a
        href={inboxHref(filter, { sort: column, order: order === DEFAULT_ORDER[column] ? "" : order, page: 1 })}
        className="underline"
        title={workQueueCopy.sortBy(label)}
      >
        {label}
        {current && <span aria-hidden="true">{current === "asc" ? " ▲" : " ▼"}</span>}
      </a>
    </th>
  );
}
