import type { LogDatabase } from "./log-database";
import { analyticsRejects } from "./tables";

// The stream for bad events: what the log cannot take is kept whole with the reason, never dropped;
// `npm run analytics -- rejects --replay` appends it once the schema (or the producer) is fixed.

export type Reject = {
  messageId: string;
  reason: string;
  body: unknown;
  attempts: number;
};

const field = (body: unknown, key: string) =>
  typeof body === "object" && body !== null && key in body ? (body as Record<string, unknown>)[key] : undefined;

function rejectRow(reject: Reject): typeof analyticsRejects.$inferInsert {
  const eventId = field(reject.body, "eventId");
  const eventType = field(reject.body, "eventType");
  const schemaVersion = field(reject.body, "schemaVersion");
  return {
    messageId: reject.messageId,
    eventId: typeof eventId === "string" ? eventId.slice(0, 64) : null,
    eventType: typeof eventType === "string" ? eventType.slice(0, 64) : null,
    schemaVersion: Number.isInteger(schemaVersion) ? (schemaVersion as number) : null,
    reason: reject.reason.slice(0, 1000),
    body: JSON.stringify(reject.body) ?? String(reject.body),
    attempts: reject.attempts,
  };
}

/** Insert statement for rejects; a message rejected twice (redelivery) stays one row. */
export function insertRejects(db: LogDatabase, rejects: readonly Reject[]) {
  return db.insert(analyticsRejects).values(rejects.map(rejectRow)).onConflictDoNothing({ target: analyticsRejects.messageId });
}
