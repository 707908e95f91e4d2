import { deskCopy } from "../../../content/desk-copy";
import { workQueueCopy } from "../../../content/work-queue-copy";
import { INBOX_PAGE_SIZE, type InboxFilter, RECORD_TYPE_LABELS, recordKey, SUPPORT_REQUEST_LABEL } from "../../../shared/desk";
import type { InboxRow } from "../../../shared/desk-views";
import { eatTime } from "../../../shared/eat-time";
import { OFFICE_LABELS, type OfficeId } from "../../../shared/office-ids";
import { dueLabel, queueTier } from "../../../shared/work-queue";
import { recordHref } from "../../desk/inbox-query";
import { InboxMeetingLine } from "./inbox-meeting-line";
import { SortHeader } from "./sort-header";
import { DownNowBadge, HighValueBadge, StatusBadge } from "./status-badge";

/** An untouched record's deadline against the request's clock, marked when it is at the top of the queue. */
function DueCell({ row, now }: { row: InboxRow; now: Date }) {
  const label = dueLabel(row, now, workQueueCopy);
  const overdue = row.respondBy !== null && Date.parse(row.respondBy) <= now.getTime();
  return (
    <td className="whitespace-nowrap px-3 py-2" data-due={label ?? ""}>
      {label && (
        <span className={queueTier(row, now) === 0 ? `font-semibold ${overdue ? "text-red-800" : "text-amber-900"}` : "text-slate-700"}>
          {label}
        </span>
      )}
      {row.nextFollowUpAt && (
        <div className="text-xs text-slate-700">
          {workQueueCopy.followUpDue} {eatTime(row.nextFollowUpAt)}
        </div>
      )}
    </td>
  );
}

/**
 * The inbox's rows in the view's order; each record's link carries the view and its place in it (for
 * the record page's Next). On the spam view each row has a checkbox for the bulk actions' form around the table.
 */
export function InboxTable({
  rows,
  spam,
  filter,
  now,
  meetings = {},
}: {
  rows: InboxRow[];
  spam: boolean;
  filter: InboxFilter;
  now: Date;
  /** A lead's next meeting (lead id → start), shown under its status. */
  meetings?: Readonly<Record<string, string>>;
}) {
  const first = (filter.page - 1) * INBOX_PAGE_SIZE;
  const c = deskCopy.columns;
  if (rows.length === 0) return <p className="mt-6 text-slate-700">{spam ? deskCopy.inbox.spamEmpty : deskCopy.inbox.empty}</p>;
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {spam && (
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{c.select}</span>
              </th>
            )}
            <SortHeader filter={filter} column="received" />
            <th scope="col" className="px-3 py-2">
              {c.who}
            </th>
            <th scope="col" className="px-3 py-2">
              {c.kind}
            </th>
            <SortHeader filter={filter} column="status" />
            <SortHeader filter={filter} column="due" />
            <SortHeader filter={filter} column="owner" />
            <th scope="col" className="px-3 py-2">
              {c.office}
            </th>
            <th scope="col" className="px-3 py-2">
              {c.source}
            </th>
            <SortHeader filter={filter} column="score" />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr
              key={`${row.type}:${row.id}`}
              data-record-id={row.id}
              className={`border-t border-slate-200 ${row.isHighValue ? "bg-red-50" : ""}`}
            >
              {spam && (
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    name="record"
                    value={recordKey(row.type, row.id)}
                    aria-label={deskCopy.inbox.selectRecord(row.name || row.email)}
                  />
                </td>
              )}
              <td className="whitespace-nowrap px-3 py-2 text-slate-700">{eatTime(row.createdAt)}</td>
              <td className="px-3 py-2">
                <a href={recordHref(filter, row.type, row.id, first + i)} className="font-semibold text-brand-700 underline">
                  {row.name || row.email}
                </a>
                <div className="text-slate-700">{[row.company, row.email].filter(Boolean).join(" · ")}</div>
                {row.request && <div className="mt-1 line-clamp-2 whitespace-pre-line text-slate-900">{row.request}</div>}
                {spam && row.spamReason && <div className="text-red-800">{row.spamReason}</div>}
              </td>
              <td className="px-3 py-2">
                {row.support ? SUPPORT_REQUEST_LABEL : RECORD_TYPE_LABELS[row.type]}
                {row.downNow && (
                  <div>
                    <DownNowBadge />
                  </div>
                )}
              </td>
              <td className="px-3 py-2">
                <StatusBadge status={row.status} />
                {!row.firstTouchAt && <div className="text-xs text-slate-700">{deskCopy.inbox.untouched}</div>}
                {meetings[row.id] && <InboxMeetingLine startAt={meetings[row.id]!} now={now} />}
              </td>
              <DueCell row={row} now={now} />
              <td className="px-3 py-2">{row.owner ?? <span className="text-slate-700">{deskCopy.inbox.unassigned}</span>}</td>
              <td className="px-3 py-2">{OFFICE_LABELS[row.office as OfficeId] ?? row.office}</td>
              <td className="px-3 py-2">
                {row.source}
                {row.campaign && <div className="text-xs text-slate-700">{row.campaign}</div>}
              </td>
              <td className="px-3 py-2">
                {row.score ?? "—"} {row.isHighValue && <HighValueBadge />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
