import * as v from "valibot";
import { meetingEmailCopy as copy, type MeetingFacts } from "../../content/meeting-emails";
import { eatDueLabel } from "../../shared/desk-activities";
import { OFFICE_IDS } from "../../shared/office-ids";
import { MEETING_STATUSES } from "../db/schema";
import { meetingLocation } from "../meetings/meeting-invitation";
import { meetingOffices } from "../meetings/meeting-offices";
import type { DeliveryJob } from "./delivery-record";

// What a meeting's delivery carries: the meeting as it stood when the change (or the reminder) was
// written, taken by the same batch (worker/meetings/meeting-deliveries.ts), so every retry sends the
// same invitation. The queue consumer adds the meeting's id as `id`.

export const MEETING_CHANGE_EVENTS = ["meeting.booked", "meeting.rescheduled", "meeting.cancelled"] as const;
export type MeetingChangeEvent = (typeof MEETING_CHANGE_EVENTS)[number];
export const MEETING_REMINDER_EVENT = "meeting.reminder";

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

export const isMeetingJob = (job: DeliveryJob) =>
  job.event.type === MEETING_REMINDER_EVENT || (MEETING_CHANGE_EVENTS as readonly string[]).includes(job.event.type);

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
