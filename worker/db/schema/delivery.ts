import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { now } from "./columns";

/**
 * Which record each form token has produced (worker/spam/form-token-use.ts): a token makes one record.
 * Keyed by the token's SHA-256; `record_key` names the record (a chat lead by its session, another
 * submission by its kind and content, so a retry of the same submission matches). Rows outlive the
 * token's 24 h validity by a day and are then purged.
 */
export const formTokenUses = sqliteTable(
  "form_token_uses",
  {
    tokenHash: text("token_hash").primaryKey(),
    recordKey: text("record_key").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("form_token_uses_created_at_idx").on(t.createdAt)],
);

/**
 * The outbox: one row per (record, record version, destination), written in the same batch as the
 * record. The queue consumer sends it; the minute sweep re-sends what a lost message left pending.
 * `id` is the delivery's idempotency key (the webhook-id), stable across retries.
 */
export const deliveries = sqliteTable(
  "deliveries",
  {
    id: text("id").primaryKey(),
    /** `live`: a live conversation's transcript to its visitor (worker/delivery/live-transcript-email.ts); `meeting`: worker/meetings/meeting-deliveries.ts. */
    recordType: text("record_type", { enum: ["lead", "contact", "guide", "newsletter", "live", "meeting"] }).notNull(),
    recordId: text("record_id").notNull(),
    recordVersion: integer("record_version").notNull(),
    destination: text("destination", { enum: ["email", "webhook", "slack", "hubspot", "confirmation"] }).notNull(),
    eventType: text("event_type").notNull(),
    /**
     * Null for the record's own deliveries (keyed by its version). Set for a message about the record
     * that is not a new version of it (an escalation, a status sync to the CRM): it keys that message.
     */
    eventKey: text("event_key"),
    /** The record as delivered (worker/delivery/delivery-record.ts), fixed when it was stored. */
    payload: text("payload", { mode: "json" }).notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When the queue is due to try next; a pending row two minutes past it was lost and is re-sent. */
    nextAttemptAt: text("next_attempt_at").notNull().default(now),
    /** Set while one consumer is sending, so a duplicate message or the sweep cannot send it twice at once. */
    leaseUntil: text("lease_until"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
    deliveredAt: text("delivered_at"),
  },
  (t) => [
    uniqueIndex("deliveries_record_destination_unique").on(t.recordId, t.recordVersion, t.destination).where(sql`event_key is null`),
    uniqueIndex("deliveries_record_event_destination_unique").on(t.recordId, t.eventKey, t.destination).where(sql`event_key is not null`),
    index("deliveries_status_next_idx").on(t.status, t.nextAttemptAt),
  ],
);

export type DeliveryRow = typeof deliveries.$inferSelect;
