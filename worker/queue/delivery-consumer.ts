import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import * as v from "valibot";
import type { Database } from "../db/client";
import { type DeliveryRow, deliveries } from "../db/schema";
import type { DeliveryEventType, DeliveryJob, DeliveryOutcome, DeliveryRecord } from "../delivery/delivery-record";
import { addSeconds, LEASE_SECONDS, MAX_DELIVERY_ATTEMPTS, retryDelaySeconds } from "../delivery/delivery-schedule";
import { retryWithBackoff } from "./retry-backoff";

export type DeliveryConsumerDeps = {
  db: Database;
  send: (job: DeliveryJob) => Promise<DeliveryOutcome>;
  now?: () => Date;
};

const deliveryMessageSchema = v.object({ deliveryId: v.pipe(v.string(), v.uuid()) });

/** The job as destinations see it: the stored snapshot plus the record's id (and a lead's version). */
function deliveryJob(row: DeliveryRow): DeliveryJob {
  const snapshot = row.payload as Omit<DeliveryRecord, "id">;
  const data = { ...snapshot, id: row.recordId, ...(row.recordType === "lead" ? { version: row.recordVersion } : {}) } as DeliveryRecord;
  return {
    deliveryId: row.id,
    destination: row.destination,
    event: { type: row.eventType as DeliveryEventType, timestamp: row.createdAt, data },
  };
}

/**
 * Takes the batch's deliveries for this attempt: only pending rows that no other attempt holds. A
 * message for a delivery already sent (a redelivered message, or one the sweep queued again) finds
 * nothing to take, so a destination that answered 2xx is never sent the same delivery again.
 */
async function claim(db: Database, ids: readonly string[], now: Date): Promise<DeliveryRow[]> {
  const nowIso = now.toISOString();
  return db
    .update(deliveries)
    .set({ attempts: sql`${deliveries.attempts} + 1`, leaseUntil: addSeconds(now, LEASE_SECONDS).toISOString(), updatedAt: nowIso })
    .where(
      and(
        inArray(deliveries.id, [...ids]),
        eq(deliveries.status, "pending"),
        or(isNull(deliveries.leaseUntil), lt(deliveries.leaseUntil, nowIso)),
      ),
    )
    .returning();
}

type Settled = { set: Partial<typeof deliveries.$inferInsert>; retryInSeconds?: number };

/** What the row becomes after an attempt, and when the queue should try again. */
function settle(row: DeliveryRow, outcome: DeliveryOutcome, now: Date): Settled {
  const base = { leaseUntil: null, updatedAt: now.toISOString() };
  if (outcome.kind === "delivered") return { set: { ...base, status: "delivered", deliveredAt: now.toISOString(), lastError: null } };
  if (outcome.kind === "permanent") return { set: { ...base, status: "failed", lastError: outcome.reason } };
  if (row.attempts >= MAX_DELIVERY_ATTEMPTS) {
    return { set: { ...base, status: "failed", lastError: `gave up after ${row.attempts} attempts: ${outcome.reason}` } };
  }
  const delay = retryDelaySeconds(row.attempts, outcome.retryAfterSeconds);
  return { set: { ...base, lastError: outcome.reason, nextAttemptAt: addSeconds(now, delay).toISOString() }, retryInSeconds: delay };
}

/**
 * Consumer of `kilele-leads`: each message is one delivery. The batch costs two database round
 * trips (take, then settle), whatever its size; the sends run in parallel, each capped at 10 s.
 */
export async function consumeDeliveryBatch(batch: MessageBatch, deps: DeliveryConsumerDeps): Promise<void> {
  const now = () => deps.now?.() ?? new Date();
  const byDelivery = new Map<string, Message[]>();
  for (const message of batch.messages) {
    const parsed = v.safeParse(deliveryMessageSchema, message.body);
    if (parsed.success) byDelivery.set(parsed.output.deliveryId, [...(byDelivery.get(parsed.output.deliveryId) ?? []), message]);
    else {
      // No delivery can ever match it; the rows themselves are safe with the sweep.
      console.warn(`delivery message ${message.id} is not a delivery id; dropped`);
      message.ack();
    }
  }
  if (byDelivery.size === 0) return;

  let rows: DeliveryRow[];
  try {
    rows = await claim(deps.db, [...byDelivery.keys()], now());
  } catch (error) {
    console.error(`could not take ${byDelivery.size} deliveries from the outbox; retrying`, error);
    retryWithBackoff(batch.messages);
    return;
  }
  const claimed = new Set(rows.map((row) => row.id));
  // Sent, failed, unknown, or held by another attempt (the sweep covers one that dies): nothing to do.
  for (const [id, messages] of byDelivery) if (!claimed.has(id)) for (const message of messages) message.ack();

  const settled = await Promise.all(
    rows.map(async (row) => {
      const outcome = await deps.send(deliveryJob(row)).catch(
        (error: unknown): DeliveryOutcome => ({
          kind: "retry",
          reason: `unexpected error: ${error instanceof Error ? error.message : String(error)}`,
        }),
      );
      if (outcome.kind !== "delivered") console.warn(`delivery ${row.id} to ${row.destination}: ${outcome.kind} (${outcome.reason})`);
      return { row, ...settle(row, outcome, now()) };
    }),
  );
  const [first, ...rest] = settled.map(({ row, set }) => deps.db.update(deliveries).set(set).where(eq(deliveries.id, row.id)));
  if (!first) return;
  try {
    await deps.db.batch([first, ...rest]);
  } catch (error) {
    // The leases run out and the messages come back; the outcomes are decided again then.
    console.error(`outcomes of ${settled.length} deliveries not recorded; retrying`, error);
    retryWithBackoff(settled.flatMap(({ row }) => byDelivery.get(row.id) ?? []));
    return;
  }
  for (const { row, retryInSeconds } of settled) {
    for (const message of byDelivery.get(row.id) ?? []) {
      if (retryInSeconds === undefined) message.ack();
      else message.retry({ delaySeconds: retryInSeconds });
    }
  }
}

/**
 * Consumer of `kilele-leads-dlq`: a message whose retries ran out marks its delivery failed, so it
 * stays visible (`npm run deliveries`) and can be sent again by hand.
 */
export async function failDeadDeliveries(batch: MessageBatch, deps: { db: Database; now?: () => Date }): Promise<void> {
  const ids = batch.messages.flatMap((m) => {
    const parsed = v.safeParse(deliveryMessageSchema, m.body);
    return parsed.success ? [parsed.output.deliveryId] : [];
  });
  try {
    for (const id of ids) {
      await deps.db
        .update(deliveries)
        .set({
          status: "failed",
          leaseUntil: null,
          lastError: sql`coalesce(${deliveries.lastError}, 'no answer') || ' (the queue gave up)'`,
          updatedAt: (deps.now?.() ?? new Date()).toISOString(),
        })
        .where(and(eq(deliveries.id, id), eq(deliveries.status, "pending")));
    }
  } catch (error) {
    console.error(`could not mark ${ids.length} dead deliveries failed; retrying`, error);
    retryWithBackoff(batch.messages);
    return;
  }
  for (const message of batch.messages) message.ack();
}
