import { sql } from "drizzle-orm";
import type { ChangeOutcome } from "../../shared/desk";
import { retryWhenBusy } from "../db/busy-retry";
import type { Database } from "../db/client";
import type { Destination } from "../delivery/delivery-record";
import { createdDeliveryIds, insertDeliveries } from "../delivery/outbox";
import { findDeskRecord, recordContent } from "./desk-record";
import { activityWhere, nowIso, type RecordRef, tableOf, updateWhere } from "./record-writes";

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

/**
 * Not spam: the record leaves the spam view and goes to every configured destination, exactly once.
 * The deliveries are written only while the record is still flagged, in the same batch that clears
 * the flag, so a double click or two reviewers at once release it once; the outbox's unique key
 * (record, version, destination) holds even if they did not. Returns the deliveries to queue.
 */
export async function releaseFromSpam(
  db: Database,
  ref: RecordRef,
  actor: string,
  destinations: readonly Destination[],
): Promise<{ outcome: ChangeOutcome; deliveryIds: string[] }> {
  const found = await findDeskRecord(db, ref.type, ref.id);
  if (!found) return { outcome: "not-found", deliveryIds: [] };
  const at = nowIso();
  const flagged = sql.raw("spam_reason is not null");
  const { table, match } = tableOf(ref);
  const outbox = insertDeliveries(db, {
    recordType: ref.type,
    payload: recordContent(found.record),
    destinations,
    record: sql`(select id, ${ref.type === "lead" ? sql.raw("version") : sql.raw("1 as version")} from ${table} where ${match} and ${flagged})`,
    now: at,
  });
  const [, ...rest] = await retryWhenBusy(() =>
    db.batch([
      activityWhere(db, ref, flagged, { kind: "released", actor, from: sql`spam_reason`, to: sql`null`, at }),
      ...outbox,
      updateWhere(db, ref, flagged, sql`spam_reason = null`),
    ]),
  );
  const update = rest.at(-1) as { rowsAffected: number };
  return update.rowsAffected === 1
    ? { outcome: "released", deliveryIds: createdDeliveryIds(rest.slice(0, -1)) }
    : { outcome: "not-spam-already", deliveryIds: [] };
}
