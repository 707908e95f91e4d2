import { deskCopy } from "../../../content/desk-copy";
import { type LeadStatus, STATUS_LABELS } from "../../../shared/desk";
import type { TimelineRecordMark } from "../../../shared/desk-person";
import type { TimelineEntry } from "../../../shared/desk-views";
import { eatTime } from "../../../shared/eat-time";
import { activityLine, wonLine } from "./activity-lines";
import { meetingTimelineLine } from "./meeting-timeline-line";

const statusLabel = (value: string | null) => (value ? (STATUS_LABELS[value as LeadStatus] ?? value) : "");

/**
 * What changed, in words: "New → Attempting", (moved back from) "Won to Qualified", "to Kampala", "sales@… → ana@…", "version 1 → 2". An escalation says
 * nothing here: its note names the target and when it fell due (to_value holds the target's id).
 */
function change(entry: TimelineEntry): string {
  if (entry.kind === "status") return `${statusLabel(entry.from)} → ${statusLabel(entry.to)}`;
  if (entry.kind === "moved-back") return `${statusLabel(entry.from)} to ${statusLabel(entry.to)}`;
  if (entry.kind === "assigned" || entry.kind === "office") return `${entry.from ?? "—"} → ${entry.to ?? "—"}`;
  if (entry.kind === "delivered" || entry.kind === "delivery-failed") return entry.to ?? "";
  if (entry.kind === "released") return entry.from ?? "";
  // Its note lists each changed field with its old and new value.
  if (entry.kind === "resubmitted") return `version ${entry.from} → ${entry.to}`;
  // Its note names the products sold, on the same line.
  if (entry.kind === "won") return wonLine(entry);
  if (entry.kind === "meeting") return meetingTimelineLine(entry);
  return "";
}

/** The record's timeline; the person's (all their records as one) marks each entry with its record. */
export function RecordTimeline({
  timeline,
  title = deskCopy.record.timeline,
  testId = "timeline",
}: {
  timeline: (TimelineEntry & { record?: TimelineRecordMark })[];
  title?: string;
  testId?: string;
}) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <ol className="mt-2 space-y-2 text-sm" data-testid={testId}>
        {timeline.map((entry) => (
          <li key={entry.key} className="border-l-4 border-brand-100 pl-3">
            {entry.activity ? (
              <span className="font-semibold">{activityLine(entry.activity)}</span>
            ) : (
              <>
                <span className="font-semibold">{deskCopy.timeline[entry.kind]}</span> {change(entry)}
              </>
            )}
            <span className="block text-xs text-slate-700">
              <time dateTime={entry.at}>{eatTime(entry.at)} EAT</time>
              {entry.actor ? ` · ${entry.actor}` : ""}
              {entry.record && " · "}
              {entry.record?.href ? (
                <a href={entry.record.href} className="text-brand-700 underline">
                  {entry.record.label}
                </a>
              ) : (
                entry.record?.label
              )}
            </span>
            {entry.note && entry.kind !== "won" && <p className="mt-1 whitespace-pre-line break-words text-slate-900">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
