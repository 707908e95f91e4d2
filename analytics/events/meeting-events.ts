import * as v from "valibot";
import { MEETING_KINDS } from "../../shared/meetings";
import { OFFICE_IDS } from "../../shared/office-ids";

/**
 * Events the server writes about meetings (worker/meetings/): booked, moved, cancelled, and how it
 * went. Never a name, an e-mail address or the topic: the office, the kind, whether the meeting
 * joined a lead, and how many hours ahead of the meeting the change was made.
 */
const hours = v.pipe(v.number(), v.minValue(0));

const meetingFacts = { office: v.picklist(OFFICE_IDS), kind: v.picklist(MEETING_KINDS), leadLinked: v.boolean() };
const changed = v.strictObject({ ...meetingFacts, leadTimeHours: hours });

export const meetingEventDataSchemas = {
  meeting_booked: changed,
  meeting_rescheduled: changed,
  meeting_cancelled: changed,
  meeting_held: v.strictObject(meetingFacts),
  meeting_no_show: v.strictObject(meetingFacts),
} as const;
export type MeetingEventType = keyof typeof meetingEventDataSchemas;
