import { eq, type SQL, sql } from "drizzle-orm";
import { VISITOR_ACTOR } from "../../shared/desk";
import { OFFICE_SEAT, type Slot } from "../../shared/meeting-slots";
import type { MeetingBooking } from "../../shared/meetings";
import type { OfficeId } from "../../shared/office-ids";
import { retryWhenBusy } from "../db/busy-retry";
import type { Database } from "../db/client";
import { type MeetingRow, meetings } from "../db/schema";
import { createdDeliveryIds } from "../delivery/outbox";
import { bindToken, boundElsewhere, type TokenBinding } from "../spam/form-token-use";
import { TOKEN_USED_ELSEWHERE } from "../spam/spam-check";
import { meetingBookedEvent } from "./meeting-booked-event";
import { contactRecordStatement } from "./meeting-contact-record";
import { type MeetingOutbox, meetingChangeStatements } from "./meeting-deliveries";
import { appendMeetingEvent } from "./meeting-events";
import { meetingTimelineStatement } from "./meeting-timeline";
import { freeSeats } from "./seat-choice";

// Taking a seat is one conditional INSERT: the first seat of the slot, in round-robin order, that no
// row holds yet (a booking chooses among the slot's free seats in SQL, worker/meetings/seat-choice.ts). The (office, start, seat) primary key and SQLite's one writer at a time make two
// bookings of the last place end with exactly one winner; the loser's batch inserts nothing.

/** A column of the lead the booking belongs to (by chat session, else by e-mail, the claimed one first), as a scalar subquery. */
function matchingLead(booking: Pick<MeetingBooking, "sessionId" | "email">, column: "id" | "owner") {
  const match = booking.sessionId
    ? sql`session_id = ${booking.sessionId} or contact_email = ${booking.email}`
    : sql`contact_email = ${booking.email}`;
  return sql`(select ${sql.raw(column)} from leads where ${match} order by owner is not null desc, created_at desc limit 1)`;
}

export type Booked = { meeting: MeetingRow } | { taken: true };

/** Why a booking is held for review as far as JS can tell (null: nothing yet), and its form token's binding to check and make in the write. */
export type BookingGuard = { held: string | null; binding: TokenBinding | null };

/**
 * Books `slot` for the visitor in one write batch, which also reads what the choice needs: the
 * matching lead and its owner, the free seats in round-robin order, the form token's binding. The
 * meeting row with the seat it won, the held row (no seat, sent nowhere) of a booking that looks
 * scripted, or `taken` when the slot has no seat (left, or ever: the caller tells which).
 */
export async function bookMeeting(
  db: Database,
  booking: MeetingBooking,
  slot: Pick<Slot, "start" | "end">,
  { guard, outbox }: { guard: BookingGuard; outbox: MeetingOutbox },
): Promise<Booked> {
  const id = crypto.randomUUID();
  const startAt = new Date(slot.start).toISOString();
  const endAt = new Date(slot.end).toISOString();
  const { office } = booking;
  const seats = freeSeats(office, slot.start, outbox.now);
  // Read before the binding (the batch's last statement), which is the same as after it for every other record.
  const heldReason = guard.binding
    ? sql`(case when ${boundElsewhere(guard.binding)} then ${TOKEN_USED_ELSEWHERE} else ${guard.held} end)`
    : sql`${guard.held}`;
  const columns = sql`id, office, kind, start_at, end_at, host, name, email, company, phone, topic, session_id, lead_id, contact_id, spam_reason`;
  const leadId = matchingLead(booking, "id");
  // Without a lead to join, the booking becomes a contact record of its own (below): the desk works it like any other.
  const contactId = sql`(case when ${leadId} is null then ${crypto.randomUUID()} end)`;
  const values = (
    host: SQL,
    contact: SQL,
    spamReason: SQL,
  ) => sql`${id}, ${office}, ${booking.kind}, ${startAt}, ${endAt}, ${host}, ${booking.name},
    ${booking.email}, ${booking.company}, ${booking.phone || null}, ${booking.topic ?? null}, ${booking.sessionId ?? null},
    ${leadId}, ${contact}, ${spamReason}`;
  const seated = sql`exists (select 1 from meeting_seats where meeting_id = ${id})`;
  const at = outbox.now.toISOString();
  const [, , , , , , , [won], ...rest] = await retryWhenBusy(() =>
    db.batch([
      db.run(sql`insert into meeting_seats (office, start_at, seat, meeting_id)
        select ${office}, ${startAt}, seat, ${id} ${seats.from} and ${heldReason} is null
        order by ${seats.roundRobin(matchingLead(booking, "owner"))} limit 1`),
      db.run(sql`insert into meetings (${columns})
        select ${values(sql`seat`, contactId, sql`null`)} from meeting_seats where meeting_id = ${id}`),
      // Held for review: stored for the desk, holding no seat and sent nowhere; the visitor's answer is the same.
      db.run(sql`insert into meetings (${columns})
        select ${values(sql`${OFFICE_SEAT}`, contactId, heldReason)} where ${heldReason} is not null and exists (select 1 ${seats.from})`),
      contactRecordStatement(db, id, booking, startAt, at),
      meetingTimelineStatement(db, id, "booked", VISITOR_ACTOR, at),
      // A booked meeting is the lead's first touch: it is not escalated as untouched (its own contact record is born touched).
      db.run(sql`update leads set first_touch_at = coalesce(first_touch_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        where id = (select lead_id from meetings where id = ${id}) and ${seated}`),
      meetingBookedEvent(db, id, startAt, outbox.now),
      db.select().from(meetings).where(eq(meetings.id, id)),
      ...meetingChangeStatements(db, outbox, id, { event: "booked" }),
      ...(guard.binding ? [bindToken(db, guard.binding)] : []),
    ]),
  );
  outbox.queue(createdDeliveryIds(guard.binding ? rest.slice(0, -1) : rest));
  return won ? { meeting: won } : { taken: true };
}

/**
 * Moves a booked meeting to `slot`: takes a seat there, frees the old one and raises the invitation's
 * SEQUENCE, all in one batch; `taken` (and nothing changed) when the new slot has no seat left.
 */
export async function rescheduleMeeting(
  db: Database,
  meeting: MeetingRow,
  slot: Pick<Slot, "start" | "end">,
  now: Date,
  outbox: MeetingOutbox,
): Promise<Booked> {
  const office = meeting.office as OfficeId;
  const startAt = new Date(slot.start).toISOString();
  const endAt = new Date(slot.end).toISOString();
  const seats = freeSeats(office, slot.start, now);
  const owner = sql`(select owner from leads where id = ${meeting.leadId})`;
  const movedHere = sql`exists (select 1 from meeting_seats where meeting_id = ${meeting.id} and start_at = ${startAt})`;
  const [, , , , moved, ...sent] = await retryWhenBusy(() =>
    db.batch([
      db.run(sql`insert into meeting_seats (office, start_at, seat, meeting_id)
        select ${office}, ${startAt}, seat, ${meeting.id} ${seats.from} order by ${seats.roundRobin(owner)} limit 1`),
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
