import * as v from "valibot";
import { formGuardEntries } from "./form-guard";
import { contactSchema } from "./lead-submission";
import { OFFICE_IDS } from "./office-ids";

// The meetings API's contract (GET /api/meetings/slots, POST /api/meetings), shared by the /meet
// page, the chat and the Worker. Times travel as ISO 8601 with their offset; EAT is shown.

export const MEETING_KINDS = ["video", "office"] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];
export const MEETING_TIMEZONE = "Africa/Nairobi";

const office = v.picklist(OFFICE_IDS, `office must be one of: ${OFFICE_IDS.join(", ")}`);
const kind = v.picklist(MEETING_KINDS, `kind must be one of: ${MEETING_KINDS.join(", ")}`);

export const slotQuerySchema = v.object({ office, kind });

const optionalText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters`),
      v.transform((text) => text || undefined),
    ),
  );

/** POST /api/meetings and the /meet form: the slot chosen and who is coming. */
export const meetingBookingSchema = v.object({
  office,
  kind,
  start: v.pipe(v.string("start must be text"), v.isoTimestamp("start must be an ISO 8601 time with its offset")),
  ...contactSchema.entries,
  topic: optionalText("Topic", 1000),
  sessionId: v.optional(v.pipe(v.string("sessionId must be text"), v.uuid("sessionId must be a UUID"))),
  ...formGuardEntries,
});

/** Reschedule (a new start) from the manage link. */
export const meetingRescheduleSchema = v.object({
  start: v.pipe(v.string("start must be text"), v.isoTimestamp("start must be an ISO 8601 time with its offset")),
});

export type MeetingBooking = v.InferOutput<typeof meetingBookingSchema>;
export type MeetingSlot = { start: string; end: string };
export type SlotsResponse = {
  office: (typeof OFFICE_IDS)[number];
  kind: MeetingKind;
  timezone: typeof MEETING_TIMEZONE;
  slots: MeetingSlot[];
};
export type MeetingBooked = {
  meetingId: string;
  office: (typeof OFFICE_IDS)[number];
  kind: MeetingKind;
  start: string;
  end: string;
  manageUrl: string;
  icsUrl: string;
};
