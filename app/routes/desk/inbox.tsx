import { deskCopy } from "../../../content/desk-copy";
import { workQueueCopy } from "../../../content/work-queue-copy";
import { DeskNotice } from "../../components/desk/desk-notice";
import { HeldBulkActions } from "../../components/desk/held-bulk-actions";
import { InboxFilters } from "../../components/desk/inbox-filters";
import { InboxPager } from "../../components/desk/inbox-pager";
import { InboxTable } from "../../components/desk/inbox-table";
import { InboxViews } from "../../components/desk/inbox-views";
import { StatusTabs } from "../../components/desk/status-tabs";
import { inboxData } from "../../desk/inbox.server";
import { noSitemap } from "../../seo/sitemap-handle";
import type { Route } from "./+types/inbox";

export const handle = noSitemap;

export const loader = ({ request, context }: Route.LoaderArgs) => inboxData(request, context);

export const meta = ({ data }: Route.MetaArgs) => [
  {
    title: `${data?.filter.view === "spam" ? deskCopy.inbox.spamTitle : data && data.filter.view !== "inbox" ? workQueueCopy.views[data.filter.view] : deskCopy.inbox.title} · ${deskCopy.name}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filter, filterErrors, inbox, meetings, sources, bulk } = loaderData;
  const spam = filter.view === "spam";
  const now = new Date(loaderData.now);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{spam ? deskCopy.inbox.spamHeading(inbox.heldTotal) : deskCopy.inbox.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{spam ? deskCopy.inbox.spamLead : workQueueCopy.viewLeads[filter.view]}</p>
      {spam && bulk && <DeskNotice>{deskCopy.inbox[bulk.action](bulk.n, bulk.selected)}</DeskNotice>}
      {filterErrors.length > 0 && (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <ul>
            {filterErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {!spam && (
        <p className="mt-3 text-sm text-slate-700" data-held-today={inbox.heldToday}>
          {deskCopy.inbox.heldToday(inbox.heldToday)}{" "}
          {inbox.heldToday > 0 && (
            <a href="/desk?view=spam" className="font-semibold text-brand-700 underline">
              {deskCopy.inbox.reviewHeld}
            </a>
          )}
        </p>
      )}
      {!spam && <InboxViews filter={filter} />}
      {!spam && <StatusTabs filter={filter} counts={inbox.counts} />}
      <InboxFilters filter={filter} sources={sources} />
      <p className="mt-4 text-sm text-slate-700">{deskCopy.inbox.shown(inbox.total)}</p>
      {spam && inbox.rows.length > 0 ? (
        <form method="post" action="/desk/spam/release">
          <InboxTable rows={inbox.rows} spam filter={filter} now={now} />
          <HeldBulkActions />
        </form>
      ) : (
        <InboxTable rows={inbox.rows} spam={spam} filter={filter} now={now} meetings={meetings} />
      )}
      <InboxPager filter={filter} page={inbox.page} pageCount={inbox.pageCount} />
    </>
  );
}
