import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { AnalyticsEvent } from "../../shared/analytics-events";
import worker from "../../worker";
import { createDatabase } from "../../worker/db/client";
import { analyticsDeadLetters, analyticsEvents } from "../../worker/db/schema";
import { ANALYTICS_DEAD_LETTER_QUEUE, ANALYTICS_QUEUE } from "../../worker/queue";
import { oneEventOfEachType, queued } from "./analytics-fixtures";
import { failNextBatches, receivedBatches, uniqueKey } from "./posthog-stand-in-client";

const db = createDatabase(env);
const DEAD_DB = "http://127.0.0.1:9";

type Delivery = { id?: string; attempts?: number; body: unknown };

/**
 * Delivers one batch to the Worker's queue handler, as the queue would, and returns acks and retries.
 * getQueueResult does not report retry delays, so each message's retry() is watched for them.
 */
async function deliver(queue: string, deliveries: Delivery[], overrides: Partial<Env> = {}) {
  const batch = createMessageBatch(
    queue,
    deliveries.map((d) => ({ id: d.id ?? crypto.randomUUID(), timestamp: new Date(), attempts: d.attempts ?? 1, body: d.body })),
  );
  const delays = new Map<string, number | undefined>();
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    vi.spyOn(message, "retry").mockImplementation((options) => {
      delays.set(message.id, options?.delaySeconds);
      retry(options);
    });
  }
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...overrides });
  // Typed here: the generated runtime types lack FetcherQueueResult.
  const result: { ackAll: boolean; explicitAcks: string[]; retryMessages: { msgId: string }[] } = await getQueueResult(batch, ctx);
  const retried = result.retryMessages.map(({ msgId }) => ({ msgId, delaySeconds: delays.get(msgId) }));
  return { ids: batch.messages.map((m) => m.id), acked: [...result.explicitAcks].sort(), retried, result };
}

const rowsOf = (eventIds: string[]) => db.select().from(analyticsEvents).where(inArray(analyticsEvents.eventId, eventIds));
const sorted = (ids: string[]) => [...ids].sort();

describe("analytics queue consumer", () => {
  it("writes a batch of every event type to analytics_events and acks each message", async () => {
    const key = uniqueKey();
    const messages = oneEventOfEachType(crypto.randomUUID()).map((e) => queued(e));
    const { ids, acked, retried } = await deliver(
      ANALYTICS_QUEUE,
      messages.map((body) => ({ body })),
      { POSTHOG_API_KEY: key },
    );

    expect(acked).toEqual(sorted(ids));
    expect(retried).toEqual([]);
    const rows = await rowsOf(messages.map((m) => m.eventId));
    expect(rows).toHaveLength(7);
    for (const message of messages) {
      expect(rows.find((r) => r.eventId === message.eventId)).toEqual({
        eventId: message.eventId,
        sessionId: message.sessionId,
        distinctId: null,
        eventType: message.eventType,
        data: message.data,
        occurredAt: message.eventType === "session_start" ? message.data.timestamp : message.receivedAt,
        receivedAt: message.receivedAt,
        country: "KE",
      });
    }
    const batches = await receivedBatches(key);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.batch.map((e) => e.uuid).sort()).toEqual(sorted(messages.map((m) => m.eventId)));
  });

  it("keeps one row when the same message is delivered twice, in two batches or in one", async () => {
    const message = queued(oneEventOfEachType(crypto.randomUUID())[1]!);
    const messageId = crypto.randomUUID();
    const first = await deliver(ANALYTICS_QUEUE, [{ id: messageId, body: message }]);
    const again = await deliver(ANALYTICS_QUEUE, [{ id: messageId, body: message, attempts: 2 }]);
    const twiceInOneBatch = await deliver(ANALYTICS_QUEUE, [{ body: message }, { body: message }]);

    expect(first.acked).toEqual([messageId]);
    expect(again.acked).toEqual([messageId]);
    expect(twiceInOneBatch.acked).toEqual(sorted(twiceInOneBatch.ids));
    expect(await rowsOf([message.eventId])).toHaveLength(1);
  });

  it("retries every message with growing back-off, and acks none, when the database is unreachable", async () => {
    const key = uniqueKey();
    const [a, b] = oneEventOfEachType(crypto.randomUUID()).map((e) => queued(e));
    const { ids, acked, retried, result } = await deliver(
      ANALYTICS_QUEUE,
      [
        { body: a, attempts: 1 },
        { body: b, attempts: 3 },
      ],
      { TURSO_DATABASE_URL: DEAD_DB, POSTHOG_API_KEY: key },
    );

    expect(acked).toEqual([]);
    expect(result.ackAll).toBe(false);
    expect(retried).toEqual([
      { msgId: ids[0], delaySeconds: 10 },
      { msgId: ids[1], delaySeconds: 40 },
    ]);
    expect(await rowsOf([a!.eventId, b!.eventId])).toEqual([]);
    expect(await receivedBatches(key)).toEqual([]);
  });

  it("retries when PostHog fails, keeps the table complete, and adds no duplicate on redelivery", async () => {
    const key = uniqueKey();
    const messages = oneEventOfEachType(crypto.randomUUID())
      .slice(0, 3)
      .map((e) => queued(e));
    const deliveries = messages.map((body) => ({ id: crypto.randomUUID(), body }));
    await failNextBatches(key, 1, 503);

    const failed = await deliver(ANALYTICS_QUEUE, deliveries, { POSTHOG_API_KEY: key });
    expect(failed.acked).toEqual([]);
    expect(failed.retried.map((r) => r.msgId).sort()).toEqual(sorted(failed.ids));
    expect(failed.retried.every((r) => r.delaySeconds === 10)).toBe(true);
    expect(await rowsOf(messages.map((m) => m.eventId))).toHaveLength(3);
    expect(await receivedBatches(key)).toEqual([]);

    const redelivered = await deliver(
      ANALYTICS_QUEUE,
      deliveries.map((d) => ({ ...d, attempts: 2 })),
      { POSTHOG_API_KEY: key },
    );
    expect(redelivered.acked).toEqual(sorted(redelivered.ids));
    expect(redelivered.retried).toEqual([]);
    expect(await rowsOf(messages.map((m) => m.eventId))).toHaveLength(3);
    const batches = await receivedBatches(key);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.batch.map((e) => e.uuid).sort()).toEqual(sorted(messages.map((m) => m.eventId)));
  });

  it("fills the table and skips the mirror when no PostHog key is configured", async () => {
    const message = queued(oneEventOfEachType(crypto.randomUUID())[2]!);
    // An unreachable host: were the mirror attempted, it would fail and the message would be retried.
    const { ids, acked, retried } = await deliver(ANALYTICS_QUEUE, [{ body: message }], {
      POSTHOG_API_KEY: undefined,
      POSTHOG_HOST: DEAD_DB,
    });
    expect(acked).toEqual(ids);
    expect(retried).toEqual([]);
    expect(await rowsOf([message.eventId])).toHaveLength(1);
  });

  it("dead-letters a message that is not a valid event at once, and still stores the valid ones", async () => {
    const valid = queued(oneEventOfEachType(crypto.randomUUID())[0]!);
    const invalid = { ...queued(oneEventOfEachType(crypto.randomUUID())[1]!), data: { intent: "buy" } };
    const { ids, acked, retried } = await deliver(ANALYTICS_QUEUE, [{ body: valid }, { body: invalid, attempts: 1 }]);

    expect(acked).toEqual(sorted(ids));
    expect(retried).toEqual([]);
    expect(await rowsOf([valid.eventId, invalid.eventId])).toHaveLength(1);
    const [letter] = await db.select().from(analyticsDeadLetters).where(eq(analyticsDeadLetters.messageId, ids[1]!));
    expect(letter).toMatchObject({ eventId: invalid.eventId, attempts: 1 });
    expect(JSON.parse(letter!.body)).toEqual(invalid);
  });

  describe("the PostHog request", () => {
    it("is one batch capture call: api_key, and per event uuid = event id, distinct_id, timestamp, properties", async () => {
      const key = uniqueKey();
      const sessionId = crypto.randomUUID();
      const distinctId = crypto.randomUUID();
      const [start, intent] = oneEventOfEachType(sessionId);
      const anonymous = queued(start!);
      const identified = queued({ ...intent!, distinctId } as AnalyticsEvent, { country: null });
      await deliver(ANALYTICS_QUEUE, [{ body: anonymous }, { body: identified }], { POSTHOG_API_KEY: key });

      const [body, ...more] = await receivedBatches(key);
      expect(more).toEqual([]);
      expect(Object.keys(body!).sort()).toEqual(["api_key", "batch"]);
      expect(body!.api_key).toBe(key);
      expect(body!.batch).toEqual([
        {
          event: "session_start",
          uuid: anonymous.eventId,
          distinct_id: sessionId,
          timestamp: anonymous.receivedAt,
          properties: {
            timestamp: "2026-11-22T09:00:00.000Z",
            session_id: sessionId,
            country: "KE",
            $geoip_disable: true,
            $process_person_profile: false,
          },
        },
        {
          event: "intent_selected",
          uuid: identified.eventId,
          distinct_id: distinctId,
          timestamp: identified.receivedAt,
          properties: { intent: "sales", session_id: sessionId, country: null, $geoip_disable: true },
        },
      ]);
    });
  });
});

describe("dead-letter queue consumer", () => {
  it("stores each message that exhausted its retries, whole, with its attempts, and acks it", async () => {
    const message = queued(oneEventOfEachType(crypto.randomUUID())[4]!);
    const { ids, acked } = await deliver(ANALYTICS_DEAD_LETTER_QUEUE, [
      { body: message, attempts: 1 },
      { body: "not an event", attempts: 2 },
    ]);

    expect(acked).toEqual(sorted(ids));
    const letters = await db.select().from(analyticsDeadLetters).where(inArray(analyticsDeadLetters.messageId, ids));
    expect(letters.map(({ failedAt, ...rest }) => rest).sort((a, b) => a.attempts - b.attempts)).toEqual([
      { messageId: ids[0], eventId: message.eventId, body: JSON.stringify(message), attempts: 1 },
      { messageId: ids[1], eventId: null, body: JSON.stringify("not an event"), attempts: 2 },
    ]);
  });

  it("keeps one row when a dead letter is delivered twice", async () => {
    const id = crypto.randomUUID();
    const body = queued(oneEventOfEachType(crypto.randomUUID())[5]!);
    await deliver(ANALYTICS_DEAD_LETTER_QUEUE, [{ id, body }]);
    const again = await deliver(ANALYTICS_DEAD_LETTER_QUEUE, [{ id, body, attempts: 2 }]);
    expect(again.acked).toEqual([id]);
    expect(await db.select().from(analyticsDeadLetters).where(eq(analyticsDeadLetters.messageId, id))).toHaveLength(1);
  });

  it("retries, and acks nothing, when the database is unreachable", async () => {
    const { ids, acked, retried } = await deliver(ANALYTICS_DEAD_LETTER_QUEUE, [{ body: { eventId: "x" }, attempts: 2 }], {
      TURSO_DATABASE_URL: DEAD_DB,
    });
    expect(acked).toEqual([]);
    expect(retried).toEqual([{ msgId: ids[0], delaySeconds: 20 }]);
  });
});
