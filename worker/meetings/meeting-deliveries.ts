import { type SQL, sql } from "drizzle-orm";
import type { MeetingReminder } from "../../content/meeting-emails";
import type { Database } from "../db/client";
import type { Destination } from "../delivery/delivery-record";
import { configuredDestinations, type DestinationSettings } from "../delivery/destination-config";
import { MEETING_REMINDER_EVENT, type MeetingChangeEvent } from "../delivery/meeting-payload";
import { enqueueDeliveries } from "../delivery/outbox";

// A meeting's messages go through the outbox like every delivery: the statements below join the
// batch that books, moves or cancels the meeting (or that claims a reminder), so the message exists
// exactly when the change does. Each is keyed (meeting, event and SEQUENCE, destination): a repeat
// of the same change, or a second Cron run, finds the key taken and writes nothing.

/** Where a booking, a move or a cancellation goes: the visitor, the host, Slack and the webhook (not the CRM). */
const CHANGE_DESTINATIONS: readonly Destination[] = ["confirmation", "email", "slack", "webhook"];
/** A reminder is for the two people meeting: the visitor and the host. */
export const REMINDER_DESTINATIONS: readonly Destination[] = ["confirmation", "email"];

export type MeetingOutbox = {
  /** The destinations that are on (the same variables as lead delivery). */
  destinations: readonly Destination[];
  now: Date;
  /** Hands the deliveries a batch created to the queue; the minute sweep sends whatever it misses. */
  queue: (deliveryIds: readonly string[]) => void;
};

export function meetingOutbox(
  env: DestinationSettings & Pick<Env, "LEADS_QUEUE">,
  waitUntil: (promise: Promise<unknown>) => void,
  now: Date,
): MeetingOutbox {
  return {
    destinations: configuredDestinations(env),
    now,
    queue: (ids) => enqueueDeliveries(env, waitUntil, ids),
  };
}

/** The meeting as its messages carry it (worker/delivery/meeting-payload.ts), read from the row the batch has just written. */
const snapshot = (reminder: MeetingReminder | null) => sql`json_object(
    'kind', 'meeting', 'reminder', ${reminder},
    'hostVideoLink', (select video_link from meeting_hosts where email = m.host),
    'meeting', json_object('office', m.office, 'kind', m.kind, 'startAt', m.start_at, 'endAt', m.end_at, 'host', m.host,
      'status', m.status, 'sequence', m.sequence, 'name', m.name, 'email', m.email, 'company', m.company, 'phone', m.phone,
      'topic', m.topic, 'leadId', m.lead_id, 'updatedAt', m.updated_at))`;

type Message = { eventType: MeetingChangeEvent | typeof MEETING_REMINDER_EVENT; key: string; reminder: MeetingReminder | null };

/**
 * One INSERT … SELECT per destination from the meeting's row, only while `when` holds of it (`m`)
 * and never for a booking held for review. Each returns the id of the delivery it created, if any.
 */
function deliveryInserts(db: Database, destinations: readonly Destination[], meetingId: string, message: Message, when: SQL, now: Date) {
  const at = now.toISOString();
  return destinations.map((destination) =>
    db.run(sql`insert into deliveries (id, record_type, record_id, record_version, destination, event_type, event_key, payload, next_attempt_at, created_at, updated_at)
      select ${crypto.randomUUID()}, 'meeting', m.id, m.sequence, ${destination}, ${message.eventType}, ${message.key} || ':' || m.sequence,
        ${snapshot(message.reminder)}, ${at}, ${at}, ${at}
      from meetings as m
      where m.id = ${meetingId} and m.spam_reason is null and ${when}
      on conflict (record_id, event_key, destination) where event_key is not null do nothing
      returning id`),
  );
}

export type MeetingChange = { event: "booked" } | { event: "rescheduled"; startAt: string; fromSequence: number } | { event: "cancelled" };

/** How long before the start each reminder goes. */
export const REMINDER_LEAD_MS: Record<MeetingReminder, number> = { "24h": 24 * 3600_000, "1h": 3600_000 };
/** The meetings column that records each reminder as sent (or not needed). */
export const REMINDER_COLUMNS: Record<MeetingReminder, string> = { "24h": "reminded_24h_at", "1h": "reminded_1h_at" };

/**
 * The statements a booking, a move or a cancellation adds to its batch, after its own: the messages,
 * and for a meeting (re)booked inside a reminder's window that reminder marked as not needed (the
 * invitation has just gone out: a meeting booked 3 hours ahead gets the 1 hour reminder, not the 24 hour one).
 */
export function meetingChangeStatements(db: Database, outbox: MeetingOutbox, meetingId: string, change: MeetingChange) {
  const when =
    change.event === "booked"
      ? sql`m.status = 'booked'`
      : change.event === "rescheduled"
        ? sql`m.status = 'booked' and m.start_at = ${change.startAt} and m.sequence > ${change.fromSequence}`
        : sql`m.status = 'cancelled'`;
  const destinations = outbox.destinations.filter((d) => CHANGE_DESTINATIONS.includes(d));
  const message: Message = { eventType: `meeting.${change.event}`, key: `meeting.${change.event}`, reminder: null };
  const inserts = deliveryInserts(db, destinations, meetingId, message, when, outbox.now);
  if (change.event === "cancelled") return inserts;
  const at = outbox.now.toISOString();
  const marks = (Object.keys(REMINDER_LEAD_MS) as MeetingReminder[]).map((reminder) => {
    const column = sql.raw(REMINDER_COLUMNS[reminder]);
    const windowOpens = new Date(outbox.now.getTime() + REMINDER_LEAD_MS[reminder]).toISOString();
    return db.run(sql`update meetings as m set ${column} = ${at}
      where m.id = ${meetingId} and m.${column} is null and m.start_at <= ${windowOpens} and ${when}`);
  });
  return [...inserts, ...marks];
}

/** A reminder's messages for one meeting, while `when` (the reminder still unclaimed, in its window) holds. */
export function reminderInserts(
  db: Database,
  destinations: readonly Destination[],
  meetingId: string,
  reminder: MeetingReminder,
  when: SQL,
  now: Date,
) {
  const message: Message = { eventType: MEETING_REMINDER_EVENT, key: `meeting.reminder-${reminder}`, reminder };
  return deliveryInserts(db, destinations, meetingId, message, when, now);
}
