import * as v from "valibot";
import { OFFICE_IDS } from "./office-ids";

// The desk's host set-up form (/desk/meetings): who takes meetings for which office, when, where.

const clock = (label: string) =>
  v.pipe(v.string(`${label} must be text`), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time such as 09:00`));

export const meetingHostSchema = v.pipe(
  v.object({
    email: v.pipe(v.string("Email must be text"), v.trim(), v.toLowerCase(), v.email("Enter the host's email address"), v.maxLength(254)),
    office: v.picklist(OFFICE_IDS, "Pick an office"),
    days: v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^[0-6]$/, "Unknown day"), v.transform(Number))),
      v.minLength(1, "Pick at least one day"),
    ),
    opens: clock("From"),
    closes: clock("Until"),
    videoLink: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.transform((text) => text || undefined),
        v.optional(
          v.pipe(
            v.string(),
            v.url("The video link must be a full https:// address"),
            v.startsWith("https://", "The video link must start with https://"),
          ),
        ),
      ),
    ),
    capacity: v.pipe(v.string(), v.transform(Number), v.integer("Meetings a day must be a whole number"), v.minValue(1), v.maxValue(20)),
  }),
  v.check((host) => host.opens < host.closes, "Until must be later than From"),
);

export type MeetingHostInput = v.InferOutput<typeof meetingHostSchema>;

/** After a meeting: the host marks how it went. */
export const MEETING_OUTCOMES = ["held", "no_show"] as const;
