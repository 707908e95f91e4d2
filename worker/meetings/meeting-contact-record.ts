import { sql } from "drizzle-orm";
import { meetingLoopCopy } from "../../content/meeting-loop-copy";
import { respondBy } from "../../content/response-targets";
import { eatTime } from "../../shared/eat-time";
import type { MeetingBooking } from "../../shared/meetings";
import type { Database } from "../db/client";
import { COUNTRY_OF_OFFICE } from "../delivery/office-routing";
import { phoneE164 } from "../delivery/phone-number";

/**
 * The contact record a booked meeting becomes when it matched no lead, written in the booking's batch
 * from the meeting row as stored (when it has its contact_id). Born touched: the booking is its first
 * touch, so it is never escalated as untouched; it makes no deliveries of its own, the meeting's
 * invitations and alerts say everything. A booking held for review (no seat, sent nowhere) becomes a
 * held record instead, in the desk's spam review, where Not spam sends it on like any other record
 * so a person wrongly held is still called back.
 */
export function contactRecordStatement(db: Database, meetingId: string, booking: MeetingBooking, startAt: string, at: string) {
  // A number typed without its country code is read in the country of the office the meeting is with.
  const e164 = phoneE164(booking.phone || null, COUNTRY_OF_OFFICE[booking.office]);
  const subject = (held: boolean) => meetingLoopCopy.contactRecord.subject(booking.kind, eatTime(startAt), held);
  const message = booking.topic?.trim() || meetingLoopCopy.contactRecord.noTopic;
  const respondByAt = respondBy({ submittedAt: at, isHighValue: false, office: booking.office });
  return db.run(sql`insert into contact_messages
      (id, source, name, email, company, phone, phone_e164, subject, message, office, spam_reason, respond_by, first_touch_at, created_at)
    select contact_id, 'contact', name, email, company, phone, ${e164},
      case when spam_reason is null then ${subject(false)} else ${subject(true)} end, ${message}, office, spam_reason, ${respondByAt},
      case when spam_reason is null then ${at} end, ${at}
    from meetings where id = ${meetingId} and contact_id is not null`);
}
