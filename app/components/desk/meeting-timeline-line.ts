import { meetingLoopCopy } from "../../../content/meeting-loop-copy";
import type { TimelineEntry } from "../../../shared/desk-views";
import { eatTime } from "../../../shared/eat-time";
import type { MeetingChange } from "../../../shared/meeting-label";

/** A meeting's timeline entry after "Meeting": "booked for 2026-12-01 14:30 EAT" (to_value the change, from_value its start). */
export function meetingTimelineLine(entry: Pick<TimelineEntry, "from" | "to">): string {
  const words = meetingLoopCopy.timeline[entry.to as MeetingChange] ?? entry.to ?? "";
  return entry.from ? `${words} ${eatTime(entry.from)} EAT` : words;
}
