import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now } from "./columns";

export const MEETING_STATUSES = ["booked", "cancelled", "held", "no_show"] as const;

/**
 * Staff who take meetings, set up on the desk: the office they host for, the weekdays (0 = Sunday)
 * and local hours they take meetings, their video link and how many meetings a day they take.
 * Keyed by the lower-cased e-mail address the desk's identity carries (as team_members).
 */
export const meetingHosts = sqliteTable("meeting_hosts", {
  email: text("email").primaryKey(),
  office: text("office").notNull(),
  /** JSON array of weekday numbers. */
  days: text("days", { mode: "json" }).$type<number[]>().notNull(),
  opens: text("opens").notNull(),
  closes: text("closes").notNull(),
  videoLink: text("video_link"),
  /** Meetings a day at most. */
  capacity: integer("capacity").notNull().default(8),
  createdAt: text("created_at").notNull().default(now),
  updatedAt: text("updated_at").notNull().default(now),
});

/**
 * A booked meeting. `sequence` is the invitation's RFC 5545 SEQUENCE, raised on each change; the id
 * is its UID. `host` is the seat it holds: a host's e-mail, or "office" while nobody is set up.
 * Personal data: exported, erased and purged with the visitor's other records.
 */
export const meetings = sqliteTable(
  "meetings",
  {
    id: text("id").primaryKey(),
    office: text("office").notNull(),
    kind: text("kind", { enum: ["video", "office"] }).notNull(),
    startAt: text("start_at").notNull(),
    endAt: text("end_at").notNull(),
    host: text("host").notNull(),
    status: text("status", { enum: MEETING_STATUSES }).notNull().default("booked"),
    sequence: integer("sequence").notNull().default(0),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    phone: text("phone"),
    topic: text("topic"),
    sessionId: text("session_id"),
    leadId: text("lead_id"),
    /** The contact record a booking that matched no lead became, so the desk works it like any other. */
    contactId: text("contact_id"),
    /** Why the booking looks scripted (worker/spam/); such a meeting holds no seat and is sent nowhere. */
    spamReason: text("spam_reason"),
    reminded24hAt: text("reminded_24h_at"),
    reminded1hAt: text("reminded_1h_at"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("meetings_office_start_idx").on(t.office, t.startAt),
    index("meetings_email_idx").on(t.email),
    index("meetings_lead_idx").on(t.leadId, t.startAt),
    index("meetings_contact_idx").on(t.contactId, t.startAt),
  ],
);

/**
 * One row per seat taken: a slot's start at an office and who holds it. The primary key is what
 * makes two bookings of the last place end with one winner, whatever the timing.
 */
export const meetingSeats = sqliteTable(
  "meeting_seats",
  {
    office: text("office").notNull(),
    startAt: text("start_at").notNull(),
    seat: text("seat").notNull(),
    meetingId: text("meeting_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.office, t.startAt, t.seat] }), index("meeting_seats_meeting_idx").on(t.meetingId)],
);

export type MeetingRow = typeof meetings.$inferSelect;
export type MeetingHostRow = typeof meetingHosts.$inferSelect;
