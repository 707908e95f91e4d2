import * as v from "valibot";
import { type AnalyticsQueueMessage, analyticsQueueMessageSchema } from "../../shared/analytics-events";
import type { Database } from "../db/client";
import { analyticsEvents } from "../db/schema";
import { insertDeadLetters } from "./dead-letters";
import { type PostHogTarget, sendPostHogBatch, toPostHogEvent } from "./posthog-batch";
import { retryWithBackoff } from "./retry-backoff";

export type AnalyticsConsumerDeps = { db: Database; posthog: PostHogTarget | null };

type ReadMessage = { message: Message; event: AnalyticsQueueMessage };

function toRow(event: AnalyticsQueueMessage): typeof analyticsEvents.$inferInsert {
  return {
    eventId: event.eventId,
    sessionId: event.sessionId,
    distinctId: event.distinctId ?? null,
    eventType: event.eventType,
    data: event.data,
    // The client's own time where the event carries one; funnels order by the server's receivedAt.
    occurredAt: event.eventType === "session_start" ? event.data.timestamp : event.receivedAt,
    receivedAt: event.receivedAt,
    country: event.country,
  };
}

/**
 * Consumer of the analytics queue. Delivery is at least once and unordered, so:
 * 1. every message is checked with the producer's schema; one that fails can never succeed, so it
 *    is dead-lettered at once rather than retried;
 * 2. events and those dead letters are written in ONE libSQL batch, keyed by event id, so a
 *    redelivered message is a no-op — if the write fails, every message is retried with back-off;
 * 3. the stored events are mirrored to PostHog (uuid = event id, so PostHog drops repeats); if that
 *    fails they are retried (the table write repeats as a no-op) and, after the last retry, the
 *    queue moves them to the dead-letter queue.
 * Only what was fully handled is acked.
 */
export async function consumeAnalyticsBatch(batch: MessageBatch, deps: AnalyticsConsumerDeps): Promise<void> {
  const read: ReadMessage[] = [];
  const unreadable: Message[] = [];
  for (const message of batch.messages) {
    const parsed = v.safeParse(analyticsQueueMessageSchema, message.body);
    if (parsed.success) read.push({ message, event: parsed.output });
    else {
      unreadable.push(message);
      console.warn(`analytics message ${message.id} is not a valid event: ${v.summarize(parsed.issues)}`);
    }
  }

  const statements = [
    ...(read.length
      ? [
          deps.db
            .insert(analyticsEvents)
            .values(read.map((r) => toRow(r.event)))
            .onConflictDoNothing({ target: analyticsEvents.eventId }),
        ]
      : []),
    ...(unreadable.length ? [insertDeadLetters(deps.db, unreadable)] : []),
  ];
  const [first, ...rest] = statements;
  if (!first) return;
  try {
    await deps.db.batch([first, ...rest]);
  } catch (error) {
    console.error(`analytics batch of ${batch.messages.length} not stored; retrying`, error);
    retryWithBackoff(batch.messages);
    return;
  }
  for (const message of unreadable) message.ack();

  if (deps.posthog && read.length) {
    try {
      await sendPostHogBatch(
        deps.posthog,
        read.map((r) => toPostHogEvent(r.event)),
      );
    } catch (error) {
      console.error(`PostHog mirror of ${read.length} events failed; retrying (they are stored)`, error);
      retryWithBackoff(read.map((r) => r.message));
      return;
    }
  }
  for (const { message } of read) message.ack();
}
