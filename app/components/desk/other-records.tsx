import { deskTeamCopy } from "../../../content/desk-team-copy";
import { STATUS_LABELS } from "../../../shared/desk";
import type { LinkedRecordView } from "../../../shared/desk-person";
import { eatTime } from "../../../shared/eat-time";

const copy = deskTeamCopy.person;

/** The person's other records (same e-mail address or phone): kind, when, where sales stand, and the way there. */
export function OtherRecords({ records }: { records: LinkedRecordView[] }) {
  return (
    <section aria-labelledby="other-records-title" className="rounded-xl border border-slate-200 bg-white p-4" data-testid="other-records">
      <h2 id="other-records-title" className="text-lg font-semibold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{copy.lead}</p>
      <table className="mt-2 w-full text-left text-sm">
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-3">
              {copy.columns.kind}
            </th>
            <th scope="col" className="py-1 pr-3">
              {copy.columns.received}
            </th>
            <th scope="col" className="py-1 pr-3">
              {copy.columns.status}
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={`${record.type}:${record.id}`} data-linked-record={record.id} className="border-t border-slate-200">
              <td className="py-1 pr-3">
                <a href={record.href} className="text-brand-700 underline">
                  {record.kindLabel}
                </a>
              </td>
              <td className="py-1 pr-3">
                <time dateTime={record.createdAt}>{eatTime(record.createdAt)} EAT</time>
              </td>
              <td className="py-1 pr-3">{STATUS_LABELS[record.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
