import { sql } from "drizzle-orm";
import { retryWhenBusy } from "../db/busy-retry";
import type { Database } from "../db/client";
import type { Destination } from "../delivery/delivery-record";
import { type RecordRef, releaseFromSpam, tableOf } from "./desk-changes";

// The spam view's bulk actions. Not spam releases each record through the single release, so a
// page of them is delivered exactly as one would be (once, however often it is pressed); Delete
// removes only what is still held, with everything that hangs on it.

type BulkRelease = { released: number; deliveryIds: string[] };

/** Releases each selected record in turn; one already released (by anyone) is passed over. */
export async function releaseHeld(db: Database, refs: readonly RecordRef[], actor: string, destinations: readonly Destination[]) {
  const result: BulkRelease = { released: 0, deliveryIds: [] };
  for (const ref of refs) {
    const { outcome, deliveryIds } = await releaseFromSpam(db, ref, actor, destinations);
    if (outcome === "released") result.released += 1;
    result.deliveryIds.push(...deliveryIds);
  }
  return result;
}

/**
 * Deletes each selected record that is still held, with its deliveries and desk activity, in one
 * batch per record under that condition: a record released meanwhile (or never held) is left alone.
 * Returns how many were deleted.
 */
export async function deleteHeld(db: Database, refs: readonly RecordRef[]): Promise<number> {
  let deleted = 0;
  for (const ref of refs) {
    const { table, match } = tableOf(ref);
    const held = sql`exists (select 1 from ${table} where ${match} and spam_reason is not null)`;
    const [, , record] = await retryWhenBusy(() =>
      db.batch([
        db.run(sql`delete from deliveries where record_id = ${ref.id} and record_type = ${ref.type} and ${held}`),
        db.run(sql`delete from desk_activity where record_id = ${ref.id} and record_type = ${ref.type} and ${held}`),
        db.run(sql`delete from ${table} where ${match} and spam_reason is not null`),
      ]),
    );
    deleted += record.rowsAffected;
  }
  return deleted;
}
