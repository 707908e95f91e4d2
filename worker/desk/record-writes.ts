import { type SQL, sql } from "drizzle-orm";
import type { DeskActivityKind, DeskRecordType } from "../../shared/desk";
import type { Database } from "../db/client";

// The statements every desk change is made of: a record's table and row, and an activity row or an
// update written only while a condition holds (worker/desk/desk-changes.ts says why).

export type RecordRef = { type: DeskRecordType; id: string };

export const nowIso = () => new Date().toISOString();

export function tableOf({ type, id }: RecordRef): { table: SQL; match: SQL } {
  return type === "lead"
    ? { table: sql.raw("leads"), match: sql`id = ${id}` }
    : { table: sql.raw("contact_messages"), match: sql`id = ${id} and source = ${type}` };
}

type Activity = { kind: DeskActivityKind; actor: string; from: SQL; to: SQL; note?: string | null; at: string };

/** An activity row for the record, written only when `condition` holds for it. */
export function activityWhere(db: Database, ref: RecordRef, condition: SQL, activity: Activity) {
  const { table, match } = tableOf(ref);
  return db.run(sql`insert into desk_activity (record_type, record_id, kind, actor, from_value, to_value, note, created_at)
    select ${ref.type}, id, ${activity.kind}, ${activity.actor}, ${activity.from}, ${activity.to}, ${activity.note ?? null}, ${activity.at}
    from ${table} where ${match} and ${condition}`);
}

export function updateWhere(db: Database, ref: RecordRef, condition: SQL, set: SQL) {
  const { table, match } = tableOf(ref);
  return db.run(sql`update ${table} set ${set} where ${match} and ${condition}`);
}

/** Not held for review: the condition of every change but the release. */
export const live = (condition: SQL) => sql`spam_reason is null and ${condition}`;
