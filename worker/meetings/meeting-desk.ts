import { and, asc, eq, gte, isNull, lt, ne, sql } from "drizzle-orm";
import { DAY_MS, eatMidnight } from "../../shared/eat-time";
import type { MeetingHostInput } from "../../shared/meeting-hosts";
import type { Database } from "../db/client";
import { meetingHosts, meetings } from "../db/schema";
import { appendMeetingEvent } from "./meeting-events";
import { meetingTimelineStatement } from "./meeting-timeline";

// The desk's side of meetings: the hosts set up, the agenda of the week, and how a meeting went.

export const listHosts = (db: Database) => db.select().from(meetingHosts).orderBy(asc(meetingHosts.office), asc(meetingHosts.email));

export async function saveHost(db: Database, host: MeetingHostInput, now: Date) {
  const values = { ...host, videoLink: host.videoLink ?? null, updatedAt: now.toISOString() };
  await db.insert(meetingHosts).values(values).onConflictDoUpdate({ target: meetingHosts.email, set: values });
}

export const removeHost = (db: Database, email: string) => db.delete(meetingHosts).where(eq(meetingHosts.email, email));

/** Meetings from today (EAT) to seven days on, soonest first: not cancelled, not held for review. */
export function readAgenda(db: Database, now: Date) {
  const today = eatMidnight(now.getTime());
  return db
    .select()
    .from(meetings)
    .where(
      and(
        gte(meetings.startAt, new Date(today).toISOString()),
        lt(meetings.startAt, new Date(today + 7 * DAY_MS).toISOString()),
        ne(meetings.status, "cancelled"),
        isNull(meetings.spamReason),
      ),
    )
    .orderBy(asc(meetings.startAt));
}

/**
 * Held or No-show, once the meeting has started. Held moves its record (the lead, or the contact record
 * the booking became) to Connected when it has not got that far yet (statuses only move forward), with
 * the change on its timeline.
 */
export async function markOutcome(
  db: Database,
  meetingId: string,
  outcome: "held" | "no_show",
  actor: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const [meeting] = await db
    .update(meetings)
    .set({ status: outcome, updatedAt: at })
    .where(and(eq(meetings.id, meetingId), eq(meetings.status, "booked"), lt(meetings.startAt, at)))
    .returning();
  if (!meeting) return false;
  const onTimeline = meetingTimelineStatement(db, meeting.id, outcome, actor, at);
  const record = meeting.leadId
    ? { type: "lead", id: meeting.leadId, table: sql.raw("leads"), touched: sql`, updated_at = ${at}` }
    : meeting.contactId
      ? { type: "contact", id: meeting.contactId, table: sql.raw("contact_messages"), touched: sql`` }
      : null;
  if (outcome === "held" && record) {
    const notYetConnected = sql`id = ${record.id} and status in ('new', 'attempting')`;
    await db.batch([
      onTimeline,
      db.run(sql`insert into desk_activity (record_type, record_id, kind, actor, from_value, to_value, note, created_at)
        select ${record.type}, id, 'status', ${actor}, status, 'connected', 'Meeting held', ${at} from ${record.table}
        where ${notYetConnected}`),
      db.run(sql`update ${record.table} set status = 'connected', first_touch_at = coalesce(first_touch_at, ${at})${record.touched}
        where ${notYetConnected}`),
    ]);
  } else if (record) await onTimeline;
  await appendMeetingEvent(db, outcome === "held" ? "meeting_held" : "meeting_no_show", meeting, now);
  return true;
}
