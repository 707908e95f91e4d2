import type { Database } from "../db/client";
import { analyticsDeadLetters } from "../db/schema";
import { retryWithBackoff } from "./retry-backoff";

/** The message kept whole, so it can be inspected and replayed; the event id when the body has one. */
function deadLetterRow(message: Message): typeof analyticsDeadLetters.$inferInsert {
  const body: unknown = message.body;
  const eventId = typeof body === "object" && body !== null && "eventId" in body ? body.eventId : null;
  return {
    messageId: message.id,
    eventId: typeof eventId === "string" ? eventId : null,
    body: JSON.stringify(body) ?? String(body),
    attempts: message.attempts,
  };
}

/** Insert statement for dead-lettered messages; a message stored twice (redelivery) stays one row. */
export function insertDeadLetters(db: Database, messages: readonly Message[]) {
  return db
    .insert(analyticsDeadLetters)
    .values(messages.map(deadLetterRow))
    .onConflictDoNothing({ target: analyticsDeadLetters.messageId });
}

/**
 * Consumer of the dead-letter queue: messages that exhausted their retries on the analytics queue
 * land in analytics_dead_letters, so nothing is dropped silently. Acked only once stored.
 */
export async function storeDeadLetters(batch: MessageBatch, deps: { db: Database }): Promise<void> {
  if (batch.messages.length === 0) return;
  try {
    await insertDeadLetters(deps.db, batch.messages);
  } catch (error) {
    console.error(`could not store ${batch.messages.length} dead letters; retrying`, error);
    retryWithBackoff(batch.messages);
    return;
  }
  for (const message of batch.messages) message.ack();
  console.warn(`stored ${batch.messages.length} analytics dead letters`);
}
