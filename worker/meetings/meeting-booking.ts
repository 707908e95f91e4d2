import { and, desc, eq, gte, isNotNull, or, sql } from "drizzle-orm";
import { VISITOR_ACTOR } from "../../shared/desk";
import { OFFICE_SEAT, roundRobin, type Slot } from "../../shared/meeting-slots";
import type { MeetingBooking } from "../../shared/meetings";
import type { OfficeId } from "../../shared/office-ids";
import { retryWhenBusy } from "../db/busy-retry";
import type { Database } from "../db/client";
import { leads, type MeetingRow, meetings } from "../db/schema";
import { createdDeliveryIds } from "../delivery/outbox";
import { type MeetingOutbox, meetingChangeStatements } from "./meeting-deliveries";
import { appendMeetingEvent } from "./meeting-events";
import { meetingTimelineStatement } from "./meeting-timeline";

// Taking a seat is one conditional INSERT: the first seat of the slot, in round-robin order, that no
// row holds yet. The (office, start, seat) primary key and SQLite's one writer at a time make two
// bookings of the last place end with exactly one winner; the loser's batch inserts nothing.

/** Upcoming booked meetings per host of an office (read with upcomingPerHost): round robin gives the next to the least busy. */
export const upcomingQuery = (db: Database, office: OfficeId, now: Date) =>
  db
    .select({ host: meetings.host, count: sql<number>`count(*)` })
    .from(meetings)
    .where(and(eq(meetings.office, office), eq(meetings.status, "booked"), gte(meetings.startAt, now.toISOString())))
    .groupBy(meetings.host);

export const upcomingPerHost = (rows: readonly { host: string; count: number }[]) => new Map(rows.map((r) => [r.host, Number(r.count)]));

/** The lead the booking belongs to (by chat session, else by e-mail), the claimed one first. */
export const matchingLeadQuery = (db: Database, booking: Pick<MeetingBooking, "sessionId" | "email">) =>
  db
    .select({ id: leads.id, owner: leads.owner })
    .from(leads)
    .where(or(booking.sessionId ? eq(leads.sessionId, booking.sessionId) : undefined, eq(leads.contactEmail, booking.email)))
    .orderBy(desc(isNotNull(leads.owner)), desc(leads.createdAt))
    .limit(1);

const seatInsert = (office: OfficeId, startAt: string, candidates: readonly string[], meetingId: string) =>
  sql`insert into meeting_seats (office, start_at, seat, meeting_id)
    select ${office}, ${startAt}, value, ${meetingId} from json_each(${JSON.stringify(candidates)})
    where value not in (select seat from meeting_seats where office = ${office} and start_at = ${startAt})
    order by key limit 1`;

type Lead = { id: string; owner: string | null } | null;

/** The slot's seats in the order to try them. */
const candidatesFor = (slot: Slot, upcoming: ReadonlyMap<string, number>, owner: string | null) =>
  slot.seats.length === 1 && slot.seats[0] === OFFICE_SEAT ? slot.seats : roundRobin(slot.seats, upcoming, owner);

export type Booked = { meeting: MeetingRow } | { taken: true };

/** Books `slot` for the visitor: the meeting row with the seat it won, or `taken` when none was left. */
export async function bookMeeting(
  db: Database,
  booking: MeetingBooking,
  slot: Slot,
  {
    spamReason,
    lead,
    upcoming,
    outbox,
  }: { spamReason: string | null; lead: Lead; upcoming: ReadonlyMap<string, number>; outbox: MeetingOutbox },
): Promise<Booked> {
  const id = crypto.randomUUID();
  const startAt = new Date(slot.start).toISOString();
  const endAt = new Date(slot.end).toISOString();
  const row = {
    id,
    office: booking.office,
    kind: booking.kind,
    startAt,
    endAt,
    name: booking.name,
    email: booking.email,
    company: booking.company,
    phone: booking.phone || null,
    topic: booking.topic ?? null,
    sessionId: booking.sessionId ?? null,
    leadId: lead?.id ?? null,
  };
  // Held for review: stored for the desk, holding no seat and sent nowhere; the visitor's answer is the same.
  if (spamReason) {
    const [held] = await retryWhenBusy(() =>
      db
        .insert(meetings)
        .values({ ...row, host: OFFICE_SEAT, spamReason })
        .returning(),
    );
    return { meeting: held! };
  }
  const candidates = candidatesFor(slot, upcoming, lead?.owner ?? null);
  // A booked meeting is the lead's first touch: it is not escalated as untouched.
  const firstTouch = sql`update leads set first_touch_at = coalesce(first_touch_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    where id = ${row.leadId} and exists (select 1 from meeting_seats where meeting_id = ${id})`;
  const at = outbox.now.toISOString();
  const [, , , won, , ...sent] = await retryWhenBusy(() =>
    db.batch([
      db.run(seatInsert(booking.office, startAt, candidates, id)),
      db.run(sql`insert into meetings (id, office, kind, start_at, end_at, host, name, email, company, phone, topic, session_id, lead_id)
        select ${id}, ${row.office}, ${row.kind}, ${startAt}, ${endAt}, seat, ${row.name}, ${row.email}, ${row.company}, ${row.phone},
          ${row.topic}, ${row.sessionId}, ${row.leadId}
        from meeting_seats where meeting_id = ${id}`),
      meetingTimelineStatement(db, id, "booked", VISITOR_ACTOR, at),
      db.select().from(meetings).where(eq(meetings.id, id)),
      db.run(firstTouch),
      ...meetingChangeStatements(db, outbox, id, { event: "booked" }),
    ]),
  );
  outbox.queue(createdDeliveryIds(sent));
  if (!won[0]) return { taken: true };
  await appendMeetingEvent(db, "meeting_booked", won[0], outbox.now);
  return { meeting: won[0] };
}

/**
 * Moves a booked meeting to `slot`: takes a seat there, frees the old one and raises the invitation's
 * SEQUENCE, all in one batch; `taken` (and nothing changed) when the new slot has no seat left.
 */
export async function rescheduleMeeting(db: Database, meeting: MeetingRow, slot: Slot, now: Date, outbox: MeetingOutbox): Promise<Booked> {
  const office = meeting.office as OfficeId;
  const startAt = new Date(slot.start).toISOString();
  const endAt = new Date(slot.end).toISOString();
  const [owners, upcoming] = await db.batch([
    db
      .select({ owner: leads.owner })
      .from(leads)
      .where(eq(leads.id, meeting.leadId ?? "")),
    upcomingQuery(db, office, now),
  ]);
  const candidates = candidatesFor(slot, upcomingPerHost(upcoming), owners[0]?.owner ?? null);
  const movedHere = sql`exists (select 1 from meeting_seats where meeting_id = ${meeting.id} and start_at = ${startAt})`;
  const [, , , , moved, ...sent] = await retryWhenBusy(() =>
    db.batch([
      db.run(seatInsert(office, startAt, candidates, meeting.id)),
      db.run(sql`update meetings set start_at = ${startAt}, end_at = ${endAt},
          host = (select seat from meeting_seats where meeting_id = ${meeting.id} and start_at = ${startAt}),
          sequence = sequence + 1, reminded_24h_at = null, reminded_1h_at = null,
          updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        where id = ${meeting.id} and status = 'booked' and ${movedHere}`),
      meetingTimelineStatement(
        db,
        meeting.id,
        "rescheduled",
        VISITOR_ACTOR,
        outbox.now.toISOString(),
        sql`start_at = ${startAt} and sequence = ${meeting.sequence + 1}`,
      ),
      db.run(sql`delete from meeting_seats where meeting_id = ${meeting.id} and start_at <> ${startAt} and ${movedHere}`),
      db.select().from(meetings).where(eq(meetings.id, meeting.id)),
      ...meetingChangeStatements(db, outbox, meeting.id, { event: "rescheduled", startAt, fromSequence: meeting.sequence }),
    ]),
  );
  outbox.queue(createdDeliveryIds(sent));
  if (moved[0]?.startAt !== startAt) return { taken: true };
  await appendMeetingEvent(db, "meeting_rescheduled", moved[0], outbox.now);
  return { meeting: moved[0] };
}

/** Cancels a booked meeting: its seat is free again and the invitation's SEQUENCE rises (METHOD:CANCEL). */
export async function cancelMeeting(db: Database, meetingId: string, outbox: MeetingOutbox): Promise<MeetingRow | undefined> {
  // The timeline row first: it reads the meeting still booked, so it is written exactly when the update is.
  const [, changed, , cancelled, ...sent] = await retryWhenBusy(() =>
    db.batch([
      meetingTimelineStatement(db, meetingId, "cancelled", VISITOR_ACTOR, outbox.now.toISOString(), sql`status = 'booked'`),
      db.run(sql`update meetings set status = 'cancelled', sequence = sequence + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        where id = ${meetingId} and status = 'booked'`),
      db.run(sql`delete from meeting_seats where meeting_id = ${meetingId}`),
      db.select().from(meetings).where(eq(meetings.id, meetingId)),
      ...meetingChangeStatements(db, outbox, meetingId, { event: "cancelled" }),
    ]),
  );
  outbox.queue(createdDeliveryIds(sent));
  if (changed.rowsAffected === 1 && cancelled[0]) await appendMeetingEvent(db, "meeting_cancelled", cancelled[0], outbox.now);
  return cancelled[0];
}
