import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
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
export function deliveryJob(row: DeliveryRow): DeliveryJob {
  const snapshot = row.payload as Omit<DeliveryRecord, "id">;
  const data = { ...snapshot, id: row.recordId, ...(row.recordType === "lead" ? { version: row.recordVersion } : {}) } as DeliveryRecord;
  return { deliveryId: row.id, destination: row.destination, event: { type: row.eventType as DeliveryEventType, timestamp: row.createdAt, data } };
}

/**
 * Takes the delivery for this attempt: only a pending row that no other attempt holds. A message
 * for a delivery already sent (a redelivered message, or one the sweep queued again) finds nothing
 * to take, so a destination that answered 2xx is never sent the same delivery again.
 */
async function claim(db: Database, id: string, now: Date): Promise<DeliveryRow | undefined> {
  const nowIso = now.toISOString();
  const [row] = await db
    .update(deliveries)
    .set({ attempts: sql`${deliveries.attempts} + 1`, leaseUntil: addSeconds(now, LEASE_SECONDS).toISOString(), updatedAt: nowIso })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, "pending"), or(isNull(deliveries.leaseUntil), lt(deliveries.leaseUntil, nowIso))))
    .returning();
  return row;
}

type Settled = { set: Partial<typeof deliveries.$inferInsert>; retryInSeconds?: number };

/** What the row becomes after an attempt, and when the queue should try again. */
export function settle(row: DeliveryRow, outcome: DeliveryOutcome, now: Date): Settled {
  const base = { leaseUntil: null, updatedAt: now.toISOString() };
  if (outcome.kind === "delivered") return { set: { ...base, status: "delivered", deliveredAt: now.toISOString(), lastError: null } };
  if (outcome.kind === "permanent") return { set: { ...base, status: "failed", lastError: outcome.reason } };
  if (row.attempts >= MAX_DELIVERY_ATTEMPTS) {
    return { set: { ...base, status: "failed", lastError: `gave up after ${row.attempts} attempts: ${outcome.reason}` } };
  }
  const delay = retryDelaySeconds(row.attempts, outcome.retryAfterSeconds);
  return { set: { ...base, lastError: outcome.reason, nextAttemptAt: addSeconds(now, delay).toISOString() }, retryInSeconds: delay };
}

async function deliverOne(message: Message, deps: DeliveryConsumerDeps): Promise<void> {
  const now = () => deps.now?.() ?? new Date();
  const parsed = v.safeParse(deliveryMessageSchema, message.body);
  if (!parsed.success) {
    // No delivery can ever match it; the rows themselves are safe with the sweep.
    console.warn(`delivery message ${message.id} is not a delivery id; dropped`);
    message.ack();
    return;
  }
  const { deliveryId } = parsed.output;
  let row: DeliveryRow | undefined;
  try {
    row = await claim(deps.db, deliveryId, now());
  } catch (error) {
    console.error(`delivery ${deliveryId}: could not read the outbox; retrying`, error);
    retryWithBackoff([message]);
    return;
  }
  if (!row) {
    message.ack();
    return;
  }
  const outcome = await deps.send(deliveryJob(row)).catch(
    (error: unknown): DeliveryOutcome => ({ kind: "retry", reason: `unexpected error: ${error instanceof Error ? error.message : String(error)}` }),
  );
  const settled = settle(row, outcome, now());
  try {
    await deps.db.update(deliveries).set(settled.set).where(eq(deliveries.id, row.id));
  } catch (error) {
    // The lease runs out and the message comes back; the outcome is decided again then.
    console.error(`delivery ${deliveryId}: outcome ${outcome.kind} not recorded; retrying`, error);
    retryWithBackoff([message]);
    return;
  }
  if (outcome.kind !== "delivered") console.warn(`delivery ${deliveryId} to ${row.destination}: ${outcome.kind} (${outcome.reason})`);
  if (settled.retryInSeconds === undefined) message.ack();
  else message.retry({ delaySeconds: settled.retryInSeconds });
}

/** Consumer of `kilele-leads`: each message is one delivery, settled on its own. */
export async function consumeDeliveryBatch(batch: MessageBatch, deps: DeliveryConsumerDeps): Promise<void> {
  await Promise.all(batch.messages.map((message) => deliverOne(message, deps)));
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
