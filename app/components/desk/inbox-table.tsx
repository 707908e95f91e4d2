import { deskCopy } from "../../../content/desk-copy";
import { deskRecordPath, RECORD_TYPE_LABELS, recordKey, SUPPORT_REQUEST_LABEL } from "../../../shared/desk";
import type { InboxRow } from "../../../shared/desk-views";
import { eatTime } from "../../../shared/eat-time";
import { OFFICE_LABELS, type OfficeId } from "../../../shared/office-ids";
import { DownNowBadge, HighValueBadge, StatusBadge } from "./status-badge";

/** The inbox's rows; on the spam view each has a checkbox for the bulk actions' form around the table. */
export function InboxTable({ rows, spam }: { rows: InboxRow[]; spam: boolean }) {
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
            <th scope="col" className="px-3 py-2">
              {c.received}
            </th>
            <th scope="col" className="px-3 py-2">
              {c.who}
            </th>
            <th scope="col" className="px-3 py-2">
              {c.kind}
            </th>
            <th scope="col" className="px-3 py-2">
              {c.status}
            </th>
            <th scope="col" className="px-3 py-2">
              {c.owner}
            </th>
            <th scope="col" className="px-3 py-2">
              {c.office}
            </th>
            <th scope="col" className="px-3 py-2">
              {c.source}
            </th>
            <th scope="col" className="px-3 py-2">
              {c.score}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
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
                <a href={deskRecordPath(row.type, row.id)} className="font-semibold text-brand-700 underline">
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
              </td>
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
