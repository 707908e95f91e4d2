import { deskCopy } from "../../../content/desk-copy";
import type { DeskRecordView } from "../../../shared/desk-views";
import { eatTime } from "../../../shared/eat-time";
import { DownNowBadge, HighValueBadge, StatusBadge } from "./status-badge";

export function RecordHeading({ record }: { record: DeskRecordView }) {
  return (
    <div className="mt-3">
      <p className="text-sm text-slate-700">
        {record.kindLabel} · {eatTime(record.work.createdAt)} EAT
      </p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">{record.who}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge status={record.work.status} />
        {record.highValue && <HighValueBadge />}
        {record.downNow && <DownNowBadge />}
        {record.score !== null && (
          <span>
            {deskCopy.record.score} {record.score}/100
          </span>
        )}
      </p>
    </div>
  );
}
