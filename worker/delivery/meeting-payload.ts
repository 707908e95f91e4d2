import * as v from "valibot";
import { meetingEmailCopy as copy, type MeetingEmailChange, type MeetingFacts, type MeetingReminder } from "../../content/meeting-emails";
import { eatDueLabel } from "../../shared/desk-activities";
import { OFFICE_IDS } from "../../shared/office-ids";
import { MEETING_STATUSES } from "../db/schema";
import { meetingLocation } from "../meetings/meeting-invitation";
import { meetingOffices } from "../meetings/meeting-offices";
import type { DeliveryEventType, DeliveryJob } from "./delivery-record";

// What a meeting's delivery carries: the meeting as it stood when the change (or the reminder) was
// written, taken by the same batch (worker/meetings/meeting-deliveries.ts), so every retry sends the
// same invitation. The queue consumer adds the meeting's id as `id`.

export type MeetingChangeEvent = `meeting.${MeetingEmailChange}`;
export const MEETING_REMINDER_EVENT = "meeting.reminder";

/** The change a delivery tells of, by its event type (a reminder is none). */
const MEETING_CHANGES: Partial<Record<DeliveryEventType, MeetingEmailChange>> = {
  "meeting.booked": "booked",
  "meeting.rescheduled": "rescheduled",
  "meeting.cancelled": "cancelled",
} satisfies Record<MeetingChangeEvent, MeetingEmailChange>;

const payloadSchema = v.object({
  kind: v.literal("meeting"),
  id: v.string(),
  reminder: v.nullable(v.picklist(["24h", "1h"])),
  hostVideoLink: v.nullable(v.string()),
  meeting: v.object({
    office: v.picklist(OFFICE_IDS),
    kind: v.picklist(["video", "office"]),
    startAt: v.string(),
    endAt: v.string(),
    host: v.string(),
    status: v.picklist(MEETING_STATUSES),
    sequence: v.number(),
    name: v.string(),
    email: v.string(),
    company: v.string(),
    phone: v.nullable(v.string()),
    topic: v.nullable(v.string()),
    leadId: v.nullable(v.string()),
    updatedAt: v.string(),
  }),
});
export type MeetingPayload = v.InferOutput<typeof payloadSchema>;

export const isMeetingJob = (job: DeliveryJob) => job.event.type === MEETING_REMINDER_EVENT || job.event.type in MEETING_CHANGES;

/** What one message tells: a change, or a reminder; null for a row that is neither (written by hand, say). */
export type MeetingNews = { change: MeetingEmailChange } | { reminder: MeetingReminder };

export function meetingNews(job: DeliveryJob, payload: MeetingPayload): MeetingNews | null {
  const change = MEETING_CHANGES[job.event.type];
  if (change) return { change };
  return job.event.type === MEETING_REMINDER_EVENT && payload.reminder ? { reminder: payload.reminder } : null;
}

/** The job's meeting, or why it is not one (the row was written by hand, or by another version). */
export function meetingPayloadOf(job: DeliveryJob): { payload: MeetingPayload } | { problem: string } {
  const parsed = v.safeParse(payloadSchema, { ...(job.event.data as object) });
  return parsed.success ? { payload: parsed.output } : { problem: `not a meeting: ${v.summarize(parsed.issues)}` };
}

/** The invitation's view of the snapshot: the meeting with its UID's id. */
export const invitedMeeting = (payload: MeetingPayload) => ({ ...payload.meeting, id: payload.id });

/** The facts every message about the meeting names, in EAT and the office's words. */
export function meetingFacts(payload: MeetingPayload): MeetingFacts {
  const { meeting } = payload;
  return {
    name: meeting.name,
    company: meeting.company,
    when: eatDueLabel(meeting.startAt),
    city: meetingOffices[meeting.office].office.city,
    kindLabel: copy.kinds[meeting.kind],
    where: meetingLocation(meeting, { videoLink: payload.hostVideoLink }),
  };
}
