import { deskCopy } from "../../../content/desk-copy";
import { type LeadStatus, STATUS_LABELS } from "../../../shared/desk";

const TONE: Record<LeadStatus, string> = {
  new: "bg-amber-100 text-amber-900",
  attempting: "bg-sky-100 text-sky-900",
  connected: "bg-indigo-100 text-indigo-900",
  qualified: "bg-violet-100 text-violet-900",
  won: "bg-emerald-100 text-emerald-900",
  lost: "bg-slate-200 text-slate-800",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>{STATUS_LABELS[status]}</span>;
}

/** A support request's visitor said something is down right now: as loud as a high-value lead. */
export function DownNowBadge() {
  return <span className="inline-block rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">{deskCopy.record.downNow}</span>;
}

export function HighValueBadge() {
  return <span className="inline-block rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">{deskCopy.inbox.highValue}</span>;
}
