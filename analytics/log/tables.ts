import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * The analytics log (analytics/): append-only, in offset order. The offset only grows (AUTOINCREMENT
 * never reuses one, even after the newest rows are erased), and the event id is unique, so a
 * redelivered or retried event is appended once. `event_type` is the event's schema name in
 * analytics/events/registry.ts and `schema_version` the version its data was checked against.
 */
export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    logOffset: integer("log_offset").primaryKey({ autoIncrement: true }),
    eventId: text("event_id").notNull().unique(),
    sessionId: text("session_id").notNull(),
    /** The browser's visit (PostHog's $session_id) when the producer knows it. */
    visitId: text("visit_id"),
    /** The browser's per-tab sequence number: orders a session's events when clocks disagree. */
    seq: integer("seq"),
    distinctId: text("distinct_id"),
    eventType: text("event_type").notNull(),
    schemaVersion: integer("schema_version").notNull().default(1),
    data: text("data", { mode: "json" }).notNull(),
    occurredAt: text("occurred_at").notNull(),
    receivedAt: text("received_at").notNull(),
    country: text("country"),
  },
  (t) => [index("analytics_events_session_idx").on(t.sessionId), index("analytics_events_type_received_idx").on(t.eventType, t.receivedAt)],
);

/**
 * Messages the log could not take: an event that fails its schema (the reason says why) or a message
 * the queue gave up on. Kept whole, so `npm run analytics -- rejects --replay` appends them after a fix.
 */
export const analyticsRejects = sqliteTable("analytics_rejects", {
  messageId: text("message_id").primaryKey(),
  eventId: text("event_id"),
  eventType: text("event_type"),
  schemaVersion: integer("schema_version"),
  reason: text("reason").notNull(),
  body: text("body").notNull(),
  attempts: integer("attempts").notNull(),
  failedAt: text("failed_at").notNull().default(now),
});

/**
 * Each sink's committed position in the log (the last offset its destination accepted) and the lease
 * of the run that is moving it, so two runs never send the same batch at once.
 */
export const analyticsSinkPositions = sqliteTable("analytics_sink_positions", {
  sink: text("sink").primaryKey(),
  position: integer("position").notNull().default(0),
  leaseOwner: text("lease_owner"),
  leaseUntil: text("lease_until"),
  updatedAt: text("updated_at").notNull().default(now),
});

/**
 * The funnel rollup's state per chat session: the day (EAT), source and campaign it counts under and how many
 * of the funnel's steps it reached in order. Recomputed from the session's events, so a replay is harmless.
 */
export const analyticsFunnelSessions = sqliteTable(
  "analytics_funnel_sessions",
  {
    funnelId: text("funnel_id").notNull(),
    sessionId: text("session_id").notNull(),
    day: text("day").notNull(),
    source: text("source").notNull(),
    /** The session's utm_campaign, "" when it had none. */
    campaign: text("campaign").notNull().default(""),
    reached: integer("reached").notNull(),
    startedAt: text("started_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.funnelId, t.sessionId] }),
    index("analytics_funnel_sessions_group_idx").on(t.funnelId, t.day, t.source, t.campaign),
  ],
);

/** Daily sessions per funnel step, source and campaign: what `npm run funnel` and the desk's insights read. */
export const analyticsFunnelDaily = sqliteTable(
  "analytics_funnel_daily",
  {
    funnelId: text("funnel_id").notNull(),
    day: text("day").notNull(),
    source: text("source").notNull(),
    campaign: text("campaign").notNull().default(""),
    /** The step's place in the funnel, from 1. */
    step: integer("step").notNull(),
    sessions: integer("sessions").notNull(),
  },
  (t) => [primaryKey({ columns: [t.funnelId, t.day, t.source, t.campaign, t.step] })],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
