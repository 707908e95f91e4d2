import * as v from "valibot";
import { wakeSinksSchema } from "../../analytics/events/log-message";
import { insertRejects } from "../../analytics/log/rejects";
import { loggableError } from "../api/errors";
import type { Database } from "../db/client";
import { retryWithBackoff } from "./retry-backoff";

/**
 * Consumer of the dead-letter queue: messages that exhausted their retries on the analytics queue
 * land in analytics_rejects with the reason, so nothing is dropped silently; a wake-up for the sinks
 * carries nothing and is let go (the minute Cron runs the sinks). Acked only once stored.
 */
export async function storeDeadLetters(batch: MessageBatch, deps: { db: Database }): Promise<void> {
  const letters = batch.messages.filter((message) => !v.is(wakeSinksSchema, message.body));
  const [first, ...rest] = letters;
  if (first) {
    try {
      await insertRejects(
        deps.db,
        [first, ...rest].map((message) => ({
          messageId: message.id,
          reason: `the queue gave up after ${message.attempts} attempts`,
          body: message.body,
          attempts: message.attempts,
        })),
      );
    } catch (error) {
      console.error(`could not store ${letters.length} dead letters; retrying`, loggableError(error));
      retryWithBackoff(letters);
      return;
    }
    console.warn(`stored ${letters.length} analytics dead letters as rejects`);
  }
  for (const message of batch.messages) message.ack();
}
