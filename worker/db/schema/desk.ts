import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { DESK_ACTIVITY_KINDS, DESK_RECORD_TYPES, TEAM_ROLES } from "../../../shared/desk";
import { now } from "./columns";

/**
 * What happened to a record on the desk, one row per change, never updated: claims, reassignments,
 * status changes, notes, spam releases, escalations. The record's timeline and the first-touch
 * measure read it; it is personal data (notes) and goes with its record on erasure and purge.
 */
export const deskActivity = sqliteTable(
  "desk_activity",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recordType: text("record_type", { enum: DESK_RECORD_TYPES }).notNull(),
    recordId: text("record_id").notNull(),
    kind: text("kind", { enum: DESK_ACTIVITY_KINDS }).notNull(),
    /** Who did it: the desk user's e-mail address, "system" for the Cron. */
    actor: text("actor").notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    note: text("note"),
    /** A logged activity's channel (call, email, whatsapp, meeting) and outcome (shared/desk-activities.ts). */
    channel: text("channel"),
    outcome: text("outcome"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    index("desk_activity_record_idx").on(t.recordId, t.id),
    // A record is escalated once per response target (its id in to_value), whoever runs the Cron.
    uniqueIndex("desk_activity_escalation_unique").on(t.recordId, t.toValue).where(sql`kind = 'escalated'`),
  ],
);

/**
 * The sales team: who can own records, take meetings and answer live chats. Keyed by the lower-cased
 * e-mail address the desk's identity carries. `available` is the live-chat Available/Away switch.
 */
export const teamMembers = sqliteTable("team_members", {
  email: text("email").primaryKey(),
  name: text("name").notNull(),
  /** The office the person works from; null for someone who covers every office. */
  office: text("office"),
  role: text("role", { enum: TEAM_ROLES }).notNull().default("sales"),
  available: integer("available", { mode: "boolean" }).notNull().default(false),
  availableChangedAt: text("available_changed_at"),
  createdAt: text("created_at").notNull().default(now),
  updatedAt: text("updated_at").notNull().default(now),
});

/**
 * A next step logged with an activity: due at a time, owned by the person to remind. Done when a
 * later activity closes it; `reminded_at` makes the minute Cron's reminder a once-only send.
 */
export const followUps = sqliteTable(
  "follow_ups",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recordType: text("record_type", { enum: DESK_RECORD_TYPES }).notNull(),
    recordId: text("record_id").notNull(),
    /** The desk_activity row that set it. */
    activityId: integer("activity_id").notNull(),
    owner: text("owner").notNull(),
    nextStep: text("next_step").notNull(),
    dueAt: text("due_at").notNull(),
    doneAt: text("done_at"),
    remindedAt: text("reminded_at"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    index("follow_ups_record_idx").on(t.recordId, t.dueAt),
    index("follow_ups_owner_open_idx").on(t.owner, t.dueAt).where(sql`done_at is null`),
    index("follow_ups_reminder_idx").on(t.dueAt).where(sql`done_at is null and reminded_at is null`),
  ],
);

export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type FollowUpRow = typeof followUps.$inferSelect;
export type DeskActivityRow = typeof deskActivity.$inferSelect;
