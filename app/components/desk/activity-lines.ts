import { activityCopy, channelLabels, dealProductName, outcomeLabels } from "../../../content/desk-activity-copy";
import { type ActivityChannel, type ActivityOutcome, eatDueLabel, formatUsdCents } from "../../../shared/desk-activities";
import type { LoggedActivityView, TimelineEntry } from "../../../shared/desk-views";

/** "Call — no answer — next: send proposal, due Tue 2 Dec 10:00 EAT" */
export function activityLine({ channel, outcome, nextStep, dueAt }: LoggedActivityView): string {
  const parts = [
    channelLabels[channel as ActivityChannel] ?? channel,
    outcomeLabels[outcome as ActivityOutcome] ?? outcome,
    ...(nextStep && dueAt ? [activityCopy.nextStepLine(nextStep, eatDueLabel(dueAt))] : []),
  ];
  return parts.join(" — ");
}

/** A won entry after its label: " — $12,400 — Microsoft 365 Business Standard, …" (to_value holds the cents, the note the products). */
export const wonLine = (entry: TimelineEntry) => `— ${[formatUsdCents(Number(entry.to)), ...(entry.note ? [entry.note] : [])].join(" — ")}`;

/** The products Won recorded, by name. */
export const productNames = (ids: readonly string[]) => ids.map(dealProductName).join(", ");
