import * as v from "valibot";
import { type MeetingEventType, meetingEventDataSchemas } from "../../analytics/events/meeting-events";
import { currentVersion, eventRegistry } from "../../analytics/events/registry";
import { appendEvents } from "../../analytics/log/append";
import type { Database } from "../db/client";
import type { MeetingRow } from "../db/schema";

// Meetings' events in the log (the minute Cron takes them on to PostHog, the funnel rollup counts
// meeting_booked): written after the change they report has been stored, in the visitor's chat
// session when the booking came from the chat, else under the meeting's own id.

const HOUR_MS = 3_600_000;

/** Hours from `at` to the meeting's start, to a tenth; 0 once it has started. */
export const leadTimeHours = (startAt: string, at: Date) =>
  Math.max(0, Math.round((Date.parse(startAt) - at.getTime()) / (HOUR_MS / 10)) / 10);

/** The event's data: fixed options and numbers only, never who is coming or why. */
export function meetingEventData(type: MeetingEventType, meeting: MeetingRow, at: Date) {
  const facts = { office: meeting.office, kind: meeting.kind, leadLinked: meeting.leadId !== null };
  const data =
    type === "meeting_held" || type === "meeting_no_show" ? facts : { ...facts, leadTimeHours: leadTimeHours(meeting.startAt, at) };
  return v.parse(meetingEventDataSchemas[type], data);
}

export async function appendMeetingEvent(db: Database, type: MeetingEventType, meeting: MeetingRow, at: Date) {
  const iso = at.toISOString();
  await appendEvents(db, [
    {
      eventId: crypto.randomUUID(),
      sessionId: meeting.sessionId ?? meeting.id,
      eventType: type,
      schemaVersion: currentVersion(eventRegistry, type) ?? 1,
      data: meetingEventData(type, meeting, at),
      occurredAt: iso,
      receivedAt: iso,
      country: null,
    },
  ]);
}
