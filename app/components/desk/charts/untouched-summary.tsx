import { deskCopy } from "../../../../content/desk-copy";
import { deskRecordPath, RECORD_TYPE_LABELS } from "../../../../shared/desk";
import { eatTime, elapsed } from "../../../../shared/eat-time";
import { OFFICE_LABELS } from "../../../../shared/office-ids";
import type { UntouchedOffice, UntouchedRecord } from "../../../desk/insights.server";
import { HighValueBadge } from "../status-badge";

const copy = deskCopy.insights.untouched;
const count = deskCopy.insights.count;
const cell = "px-3 py-2";

/** Per office, what is untouched now and how much of it is past its target, with a total. */
function OfficeCounts({ offices }: { offices: readonly UntouchedOffice[] }) {
  const total = offices.reduce((sum, office) => ({ untouched: sum.untouched + office.untouched, past: sum.past + office.pastTarget }), {
    untouched: 0,
    past: 0,
  });
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className={cell}>
              {copy.columns.office}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {copy.columns.untouched}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {copy.columns.pastTarget}
            </th>
          </tr>
        </thead>
        <tbody>
          {offices.map((office) => (
            <tr key={office.office} data-untouched-office={office.office} className="border-t border-slate-200">
              <th scope="row" className={`${cell} font-normal`}>
                {OFFICE_LABELS[office.office]}
              </th>
              <td className={`${cell} text-right`}>{count(office.untouched)}</td>
              <td className={`${cell} text-right`}>{count(office.pastTarget)}</td>
            </tr>
          ))}
          <tr className="border-t border-slate-300 font-semibold">
            <th scope="row" className={cell}>
              {copy.total}
            </th>
            <td className={`${cell} text-right`}>{count(total.untouched)}</td>
            <td className={`${cell} text-right`}>{count(total.past)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** The records waiting longest, each linking to its page on the desk. */
function Oldest({ records, now }: { records: readonly UntouchedRecord[]; now: string }) {
  const c = copy.oldestColumns;
  if (records.length === 0) return <p className="mt-3 text-slate-700">{copy.oldestEmpty}</p>;
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {[c.received, c.who, c.kind, c.office, c.waiting, c.target].map((label) => (
              <th key={label} scope="col" className={cell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={`${record.type}:${record.id}`} data-record-id={record.id} className="border-t border-slate-200">
              <td className={`${cell} whitespace-nowrap`}>{eatTime(record.createdAt)}</td>
              <td className={cell}>
                <a href={deskRecordPath(record.type, record.id)} className="font-semibold text-brand-700 underline">
                  {record.name}
                </a>
                {record.company && <div className="text-slate-700">{record.company}</div>}
              </td>
              <td className={cell}>
                {RECORD_TYPE_LABELS[record.type]} {record.isHighValue && <HighValueBadge />}
              </td>
              <td className={cell}>{OFFICE_LABELS[record.office]}</td>
              <td className={`${cell} whitespace-nowrap`}>{elapsed(record.createdAt, now)}</td>
              <td className={cell}>{record.pastTarget ? <strong className="text-red-800">{copy.pastTarget}</strong> : copy.notYetDue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function UntouchedSummary({
  untouched,
  now,
}: {
  untouched: { offices: readonly UntouchedOffice[]; oldest: readonly UntouchedRecord[] };
  now: string;
}) {
  return (
    <section aria-labelledby="untouched-title" className="mt-10">
      <h2 id="untouched-title" className="text-xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{copy.lead}</p>
      <OfficeCounts offices={untouched.offices} />
      <h3 className="mt-6 text-lg font-semibold text-slate-900">{copy.oldestTitle}</h3>
      <Oldest records={untouched.oldest} now={now} />
    </section>
  );
}
