import { deskCopy } from "../../../content/desk-copy";
import type { InboxFilter } from "../../../shared/desk";
import { inboxHref } from "../../desk/inbox-query";

export function InboxPager({ filter, page, pageCount }: { filter: InboxFilter; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={deskCopy.inbox.page(page, pageCount)} className="mt-4 flex items-center gap-4 text-sm">
      {page > 1 && (
        <a href={inboxHref(filter, { page: page - 1 })} rel="prev" className="btn-secondary">
          {deskCopy.inbox.previous}
        </a>
      )}
      <span>{deskCopy.inbox.page(page, pageCount)}</span>
      {page < pageCount && (
        <a href={inboxHref(filter, { page: page + 1 })} rel="next" className="btn-secondary">
          {deskCopy.inbox.next}
        </a>
      )}
    </nav>
  );
}
