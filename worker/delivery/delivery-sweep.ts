import { and, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { deliveries } from "../db/schema";
import { addSeconds, SWEEP_GRACE_SECONDS } from "./delivery-schedule";
import type { DeliveryMessage } from "./outbox";

/** Cloudflare Queues' largest sendBatch. */
const QUEUE_BATCH = 100;
/** Enough for any backlog a minute can leave; the next minute takes the rest. */
const SWEEP_LIMIT = 1000;

/**
 * The minute Cron's safety net: pending deliveries two minutes past their due time, and not held by
 * an attempt, lost their queue message (a failed enqueue, a dropped message). They are queued again
 * and their due time moved to now, so the next sweep leaves them to the queue unless lost again.
 */
export async function sweepDeliveries(db: Database, queue: Queue, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const overdue = db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.status, "pending"),
        lte(deliveries.nextAttemptAt, addSeconds(now, -SWEEP_GRACE_SECONDS).toISOString()),
        or(isNull(deliveries.leaseUntil), lt(deliveries.leaseUntil, nowIso)),
      ),
    )
    .limit(SWEEP_LIMIT);
  const rows = await db
    .update(deliveries)
    .set({ nextAttemptAt: nowIso, updatedAt: nowIso })
    .where(inArray(deliveries.id, overdue))
    .returning({ id: deliveries.id });
  for (let i = 0; i < rows.length; i += QUEUE_BATCH) {
    const chunk = rows.slice(i, i + QUEUE_BATCH);
    await queue.sendBatch(chunk.map(({ id }) => ({ body: { deliveryId: id } satisfies DeliveryMessage, contentType: "json" as const })));
  }
  if (rows.length) console.warn(`sweep: re-queued ${rows.length} overdue deliveries`);
  return rows.length;
}
