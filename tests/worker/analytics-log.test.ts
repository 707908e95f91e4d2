import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { eventRegistry } from "../../analytics/events/registry";
import { replayRejects } from "../../analytics/log/replay-rejects";
import { postHogSink } from "../../analytics/sinks/posthog-sink";
import { createDatabase } from "../../worker/db/client";
import { analyticsEvents, analyticsRejects } from "../../worker/db/schema";
import { ANALYTICS_DEAD_LETTER_QUEUE, ANALYTICS_QUEUE } from "../../worker/queue";
import { consumeAnalyticsBatch } from "../../worker/queue/analytics-consumer";
import { oneEventOfEachType, queued } from "./analytics-fixtures";
import { deliver, recordingQueue } from "./analytics-queue";
import { DEAD_DATABASE_URL } from "./worker-harness";

const db = createDatabase(env);
const rowsOf = (eventIds: string[]) =>
  db.select().from(analyticsEvents).where(inArray(analyticsEvents.eventId, eventIds)).orderBy(analyticsEvents.logOffset);
const rejectOf = async (messageId: string) =>
  (await db.select().from(analyticsRejects).where(eq(analyticsRejects.messageId, messageId)))[0];
const sorted = (ids: string[]) => [...ids].sort();
/** Only the funnel rollup runs (no PostHog key), and wake-ups are kept here rather than consumed. */
const quiet = () => {
  const wakes = recordingQueue();
  return { wakes, env: { POSTHOG_API_KEY: undefined, ANALYTICS_QUEUE: wakes.queue } };
};

describe("the analytics log", () => {
  it("appends every event with a growing offset, its schema version and the browser's ids, then wakes the sinks once", async () => {
    const sessionId = crypto.randomUUID();
    const visitId = crypto.randomUUID();
    const messages = oneEventOfEachType(sessionId).map((event, seq) => queued(event, { visitId, seq }));
    const { wakes, env: bindings } = quiet();
    const { ids, acked, retried } = await deliver(
      ANALYTICS_QUEUE,
      messages.map((body) => ({ body })),
      bindings,
    );

    expect(acked).toEqual(sorted(ids));
    expect(retried).toEqual([]);
    const rows = await rowsOf(messages.map((m) => m.eventId));
    // Appended in the batch's order, each offset above the one before.
    expect(rows.map((row) => row.eventId)).toEqual(messages.map((m) => m.eventId));
    expect(rows.every((row, i) => i === 0 || row.logOffset > rows[i - 1]!.logOffset)).toBe(true);
    for (const [i, message] of messages.entries()) {
      expect(rows[i]).toMatchObject({
        sessionId,
        visitId,
        seq: i,
        eventType: message.eventType,
        schemaVersion: 1,
        data: message.data,
        occurredAt: message.receivedAt,
        country: "KE",
      });
    }
    expect(wakes.sent).toEqual([{ body: { kind: "wake-sinks" }, delaySeconds: undefined }]);
  });

  it("appends an event id once: redelivered, twice in one batch, or retried by the browser as a new message", async () => {
    const message = queued(oneEventOfEachType(crypto.randomUUID())[1]!);
    const messageId = crypto.randomUUID();
    const first = await deliver(ANALYTICS_QUEUE, [{ id: messageId, body: message }], quiet().env);
    const [row] = await rowsOf([message.eventId]);
    await deliver(ANALYTICS_QUEUE, [{ id: messageId, body: message, attempts: 2 }], quiet().env);
    await deliver(ANALYTICS_QUEUE, [{ body: message }, { body: { ...message, receivedAt: new Date().toISOString() } }], quiet().env);

    expect(first.acked).toEqual([messageId]);
    expect(await rowsOf([message.eventId])).toEqual([row]);
  });

  it("keeps offsets strictly increasing from one batch to the next", async () => {
    const batches = [0, 1, 2].map(() =>
      oneEventOfEachType(crypto.randomUUID())
        .slice(0, 2)
        .map((event) => queued(event)),
    );
    for (const batch of batches)
      await deliver(
        ANALYTICS_QUEUE,
        batch.map((body) => ({ body })),
        quiet().env,
      );
    const offsets = (await rowsOf(batches.flat().map((m) => m.eventId))).map((row) => row.eventId);
    expect(offsets).toEqual(batches.flat().map((m) => m.eventId));
  });

  it("retries every message with growing back-off, and appends nothing, when the database is unreachable", async () => {
    const [a, b] = oneEventOfEachType(crypto.randomUUID()).map((e) => queued(e));
    const { ids, acked, retried } = await deliver(
      ANALYTICS_QUEUE,
      [
        { body: a, attempts: 1 },
        { body: b, attempts: 3 },
      ],
      { ...quiet().env, TURSO_DATABASE_URL: DEAD_DATABASE_URL },
    );
    expect(acked).toEqual([]);
    expect(retried).toEqual([
      { msgId: ids[0], delaySeconds: 10 },
      { msgId: ids[1], delaySeconds: 40 },
    ]);
    expect(await rowsOf([a!.eventId, b!.eventId])).toEqual([]);
  });
});

describe("rejects: the stream for bad events", () => {
  it("keeps each bad event whole with its reason, at once and without retrying, and still appends the good ones", async () => {
    const sessionId = crypto.randomUUID();
    const [start, intent] = oneEventOfEachType(sessionId);
    const good = queued(start!);
    const badData = { ...queued(intent!), data: { intent: "buy" } };
    const unknownType = { ...queued(intent!), eventType: "page_viewed" };
    const futureVersion = { ...queued(intent!), schemaVersion: 2 };
    const { ids, acked, retried } = await deliver(
      ANALYTICS_QUEUE,
      [good, badData, unknownType, futureVersion, "not an event"].map((body) => ({ body })),
      quiet().env,
    );

    expect(acked).toEqual(sorted(ids));
    expect(retried).toEqual([]);
    expect((await rowsOf([good.eventId, badData.eventId, unknownType.eventId, futureVersion.eventId])).map((r) => r.eventId)).toEqual([
      good.eventId,
    ]);
    expect(await rejectOf(ids[1]!)).toMatchObject({ eventId: badData.eventId, eventType: "intent_selected", attempts: 1 });
    expect((await rejectOf(ids[1]!))!.reason).toMatch(/^intent_selected v1: [\s\S]*intent/);
    expect(JSON.parse((await rejectOf(ids[1]!))!.body)).toEqual(badData);
    expect((await rejectOf(ids[2]!))!.reason).toBe('unknown event type "page_viewed"');
    expect(await rejectOf(ids[3]!)).toMatchObject({ schemaVersion: 2, reason: "intent_selected has no schema version 2 (known: 1–1)" });
    expect((await rejectOf(ids[4]!))!.reason).toMatch(/^not an analytics event/);
  });

  it("replays a reject into the log once the registry knows its schema, and keeps the others with today's reason", async () => {
    const intent = `buy-${crypto.randomUUID()}`;
    const event = { ...queued(oneEventOfEachType(crypto.randomUUID())[1]!), schemaVersion: 2, data: { intent } };
    const other = { ...queued(oneEventOfEachType(crypto.randomUUID())[1]!), schemaVersion: 2, data: { intent: "sell" } };
    const { ids } = await deliver(ANALYTICS_QUEUE, [{ body: event }, { body: other }], quiet().env);
    expect(await rowsOf([event.eventId])).toEqual([]);

    // The fix: version 2 of intent_selected, whose intents include this one; version 1 rows upgrade to it.
    const fixed = {
      ...eventRegistry,
      intent_selected: [
        eventRegistry.intent_selected![0],
        { data: v.strictObject({ intent: v.literal(intent) }), upgrade: (old: unknown) => old },
      ] as const,
    };
    const replay = await replayRejects(db, fixed);

    expect(replay.appended).toBeGreaterThanOrEqual(1);
    expect(await rowsOf([event.eventId])).toMatchObject([{ eventType: "intent_selected", schemaVersion: 2, data: { intent } }]);
    expect(await rejectOf(ids[0]!)).toBeUndefined();
    expect(await rejectOf(ids[1]!)).toMatchObject({ reason: expect.stringMatching(/^intent_selected v2: /) });
    expect(replay.stillRejected.map((r) => r.messageId)).toContain(ids[1]);
  });

  it("stores what the queue gave up on, whole, with its attempts, once; a wake-up there is let go", async () => {
    const message = queued(oneEventOfEachType(crypto.randomUUID())[4]!);
    const id = crypto.randomUUID();
    const { ids, acked } = await deliver(ANALYTICS_DEAD_LETTER_QUEUE, [
      { id, body: message, attempts: 6 },
      { body: "not an event", attempts: 6 },
      { body: { kind: "wake-sinks", attempt: 3 }, attempts: 6 },
    ]);
    await deliver(ANALYTICS_DEAD_LETTER_QUEUE, [{ id, body: message, attempts: 7 }]);

    expect(acked).toEqual(sorted(ids));
    expect(await rejectOf(id)).toMatchObject({ eventId: message.eventId, reason: "the queue gave up after 6 attempts", attempts: 6 });
    expect(JSON.parse((await rejectOf(id))!.body)).toEqual(message);
    expect(await rejectOf(ids[1]!)).toMatchObject({ eventId: null, body: JSON.stringify("not an event") });
    expect(await rejectOf(ids[2]!)).toBeUndefined();
  });

  it("retries the dead letters, and acks nothing, when the database is unreachable", async () => {
    const { ids, acked, retried } = await deliver(ANALYTICS_DEAD_LETTER_QUEUE, [{ body: { eventId: "x" }, attempts: 2 }], {
      TURSO_DATABASE_URL: DEAD_DATABASE_URL,
    });
    expect(acked).toEqual([]);
    expect(retried).toEqual([{ msgId: ids[0], delaySeconds: 20 }]);
  });
});

describe("wake-ups", () => {
  const fakeBatch = (bodies: unknown[]) => {
    const acked: unknown[] = [];
    const messages = bodies.map((body) => ({
      id: crypto.randomUUID(),
      timestamp: new Date(),
      attempts: 1,
      body,
      ack: () => acked.push(body),
      retry: () => {},
    }));
    return { batch: { queue: ANALYTICS_QUEUE, messages, ackAll: () => {}, retryAll: () => {} } as unknown as MessageBatch, acked };
  };
  // A real PostHog sink whose destination is down, under its own name so no other test's sink is touched.
  const downSink = () => postHogSink({ apiKey: "phc_down", host: DEAD_DATABASE_URL }, { name: `posthog-down-${crypto.randomUUID()}` });

  it("a run that failed wakes the sinks again with a growing delay, then leaves it to the Cron", async () => {
    for (const [attempt, expected] of [
      [0, [{ body: { kind: "wake-sinks", attempt: 1 }, delaySeconds: 2 }]],
      [3, [{ body: { kind: "wake-sinks", attempt: 4 }, delaySeconds: 16 }]],
      [5, []],
    ] as const) {
      const wakes = recordingQueue();
      const { batch, acked } = fakeBatch([{ kind: "wake-sinks", attempt }]);
      await consumeAnalyticsBatch(batch, {
        db,
        sinks: [downSink()],
        wake: (message, delay) => wakes.queue.send(message, { delaySeconds: delay }),
      });
      expect(acked).toHaveLength(1);
      expect(wakes.sent).toEqual(expected);
    }
  });
});
