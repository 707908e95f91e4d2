import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LIVE_SIDES, LIVE_STATUSES } from "../../../shared/live-chat";
import { now } from "./columns";

/**
 * A visitor's live conversation with the team (worker/live/). The id is random and unguessable; the
 * visitor's capability is an HMAC of it, never stored. Personal data (name, e-mail, the messages):
 * exported, erased and purged with the visitor's other records.
 */
export const liveConversations = sqliteTable(
  "live_conversations",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id"),
    leadId: text("lead_id"),
    office: text("office").notNull(),
    page: text("page"),
    visitorName: text("visitor_name"),
    visitorEmail: text("visitor_email"),
    /** The chat's answers so far, shown to whoever answers (JSON lines of question and answer). */
    context: text("context", { mode: "json" }).$type<string[]>().notNull().default([]),
    status: text("status", { enum: LIVE_STATUSES }).notNull().default("waiting"),
    answeredBy: text("answered_by"),
    answeredAt: text("answered_at"),
    endedAt: text("ended_at"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("live_conversations_status_idx").on(t.status, t.createdAt), index("live_conversations_lead_idx").on(t.leadId)],
);

/**
 * One message. `position` orders the whole conversation (a reconnect resumes after the last one
 * seen); each side numbers its own messages (`seq`), and the unique key makes a resend after a
 * dropped connection land once.
 */
export const liveMessages = sqliteTable(
  "live_messages",
  {
    position: integer("position").primaryKey({ autoIncrement: true }),
    conversationId: text("conversation_id").notNull(),
    side: text("side", { enum: LIVE_SIDES }).notNull(),
    seq: integer("seq").notNull(),
    author: text("author").notNull(),
    text: text("text").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("live_messages_side_seq_idx").on(t.conversationId, t.side, t.seq),
    index("live_messages_position_idx").on(t.conversationId, t.position),
  ],
);

export type LiveConversationRow = typeof liveConversations.$inferSelect;
export type LiveMessageRow = typeof liveMessages.$inferSelect;
