import { type SQL, sql } from "drizzle-orm";
import type { MeetingChange } from "../../shared/meeting-label";
import type { Database } from "../db/client";

// A meeting on its record's timeline (its lead's, or the contact record it became): one desk_activity
// row ("meeting") per change, written in the change's own batch so the entry exists exactly when the
// change does. from_value holds the meeting's start as it stands after the change (the timeline shows
// it in EAT), to_value the change.

/**
 * The timeline row of `change`, read from the meeting row as the batch has it at this statement:
 * written only when the row is linked to a record and `when` holds (the state the change expects).
 */
export function meetingTimelineStatement(db: Database, meetingId: string, change: MeetingChange, actor: string, at: string, when?: SQL) {
  return db.run(sql`insert into desk_activity (record_type, record_id, kind, actor, from_value, to_value, created_at)
    select case when lead_id is not null then 'lead' else 'contact' end, coalesce(lead_id, contact_id), 'meeting', ${actor}, start_at,
      ${change}, ${at} from meetings
    where id = ${meetingId} and coalesce(lead_id, contact_id) is not null and spam_reason is null${when ? sql` and ${when}` : sql``}`);
}
