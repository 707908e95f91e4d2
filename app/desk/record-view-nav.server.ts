import { type DeskRecordType, INBOX_PAGE_SIZE } from "../../shared/desk";
import type { RecordViewNav } from "../../shared/work-queue";
import type { Database } from "../../worker/db/client";
import { nextInView } from "../../worker/desk/inbox-next";
import { inboxHref, recordHref, viewOfRecordLink } from "./inbox-query";

/** The record page's way back and Next, when it was opened from a view (?in=…&at=…); null otherwise. */
export async function recordViewNav(
  db: Database,
  request: Request,
  me: string,
  current: { type: DeskRecordType; id: string },
  now: Date,
): Promise<RecordViewNav | null> {
  const opened = viewOfRecordLink(new URL(request.url).searchParams);
  if (!opened) return null;
  const { filter, at } = opened;
  const next = await nextInView(db, filter, me, now, current, at);
  return {
    view: filter.view,
    back: inboxHref(filter, { page: Math.floor(at / INBOX_PAGE_SIZE) + 1 }),
    next: next && recordHref(filter, next.type, next.id, next.at),
  };
}
