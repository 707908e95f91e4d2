import { sql } from "drizzle-orm";
import { appendSelectedEvent } from "../../analytics/log/append";
import type { Database } from "../db/client";
import { leadTimeHours } from "./meeting-events";

/**
 * meeting_booked as a statement of the booking's own batch (the data of meetingEventData, read from
 * the row the batch has just written): logged exactly when a seat was won, never for a held booking.
 */
export function meetingBookedEvent(db: Database, meetingId: string, startAt: string, now: Date) {
  return appendSelectedEvent(db, {
    eventType: "meeting_booked",
    at: now.toISOString(),
    sessionId: sql`coalesce(m.session_id, m.id)`,
    distinctId: sql`null`,
    data: {
      office: sql`m.office`,
      kind: sql`m.kind`,
      leadLinked: sql`json(case when m.lead_id is null then 'false' else 'true' end)`,
      leadTimeHours: leadTimeHours(startAt, now),
    },
    country: sql`null`,
    from: sql`meetings as m where m.id = ${meetingId} and m.spam_reason is null`,
  });
}
