import { sql } from "drizzle-orm";
import { meetingLoopCopy } from "../../content/meeting-loop-copy";
import { eatTime } from "../../shared/eat-time";
import type { MeetingBooking } from "../../shared/meetings";
import type { Database } from "../db/client";
import { COUNTRY_OF_OFFICE } from "../delivery/office-routing";
import { phoneE164 } from "../delivery/phone-number";

/**
 * The contact record a booked meeting becomes when it matched no lead, written in the booking's batch
 * from the meeting row as stored (only when it took a seat, was not held for review and has its
 * contact_id). Born touched: the booking is its first touch, so it is never escalated as untouched.
 * It makes no deliveries of its own; the meeting's invitations and alerts say everything.
 */
export function contactRecordStatement(db: Database, meetingId: string, booking: MeetingBooking, startAt: string, at: string) {
  // A number typed without its country code is read in the country of the office the meeting is with.
  const e164 = phoneE164(booking.phone || null, COUNTRY_OF_OFFICE[booking.office]);
  const subject = meetingLoopCopy.contactRecord.subject(booking.kind, eatTime(startAt));
  const message = booking.topic?.trim() || meetingLoopCopy.contactRecord.noTopic;
  return db.run(sql`insert into contact_messages (id, source, name, email, company, phone, phone_e164, subject, message, office, first_touch_at, created_at)
    select contact_id, 'contact', name, email, company, phone, ${e164}, ${subject}, ${message}, office, ${at}, ${at}
    from meetings where id = ${meetingId} and contact_id is not null and spam_reason is null`);
}
