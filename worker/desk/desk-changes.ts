import { type SQL, sql } from "drizzle-orm";
import type { ChangeOutcome, DeskActivityKind, DeskRecordType, LeadStatus, StatusChange } from "../../shared/desk";
import type { OfficeId } from "../../shared/office-ids";
import { retryWhenBusy } from "../db/busy-retry";
import type { Database } from "../db/client";
import type { Destination } from "../delivery/delivery-record";
import { createdDeliveryIds, insertDeliveries } from "../delivery/outbox";
import { type FollowUps, type RecordFacts, type StatusMove, statusFollowUps } from "./desk-follow-ups";
import { findDeskRecord, recordContent } from "./desk-record";

// Every change sales make to a record. Each is one atomic batch: the activity rows are written by
// INSERT … SELECT under the same condition as the UPDATE that follows them, so a change either
// happens with its timeline entry or not at all, and two people acting at once cannot both win
// (SQLite runs one write batch at a time; the second finds the condition no longer true).

export type RecordRef = { type: DeskRecordType; id: string };

const nowIso = () => new Date().toISOString();

function tableOf({ type, id }: RecordRef): { table: SQL; match: SQL } {
  return type === "lead"
    ? { table: sql.raw("leads"), match: sql`id = ${id}` }
    : { table: sql.raw("contact_messages"), match: sql`id = ${id} and source = ${type}` };
}

type Activity = { kind: DeskActivityKind; actor: string; from: SQL; to: SQL; note?: string | null; at: string };

/** An activity row for the record, written only when `condition` holds for it. */
function activityWhere(db: Database, ref: RecordRef, condition: SQL, activity: Activity) {
  const { table, match } = tableOf(ref);
  return db.run(sql`insert into desk_activity (record_type, record_id, kind, actor, from_value, to_value, note, created_at)
    select ${ref.type}, id, ${activity.kind}, ${activity.actor}, ${activity.from}, ${activity.to}, ${activity.note ?? null}, ${activity.at}
    from ${table} where ${match} and ${condition}`);
}

function updateWhere(db: Database, ref: RecordRef, condition: SQL, set: SQL) {
  const { table, match } = tableOf(ref);
  return db.run(sql`update ${table} set ${set} where ${match} and ${condition}`);
}

/** The record's current owner, or "missing" when there is no such record. */
async function currentOwner(db: Database, ref: RecordRef): Promise<string | null | "missing"> {
  const { table, match } = tableOf(ref);
  const [row] = await db.all<{ owner: string | null }>(sql`select owner from ${table} where ${match}`);
  return row ? row.owner : "missing";
}

/**
 * The first move out of "new" is the record's first touch: its time is set once and kept. `from`
 * is the status the row holds before the update.
 */
const touchColumns = (to: LeadStatus, at: string) =>
  sql`first_touch_at = case when status = 'new' and ${to} <> 'new' then coalesce(first_touch_at, ${at}) else first_touch_at end`;

/** What a status change's follow-ups need to know of the record, read before the batch; null when there is none. */
async function factsOf(db: Database, ref: RecordRef): Promise<RecordFacts | null> {
  const found = await findDeskRecord(db, ref.type, ref.id);
  if (!found) return null;
  const { record, work } = found;
  return {
    createdAt: work.createdAt,
    office: work.office,
    status: work.status,
    isHighValue: record.kind === "lead" && record.score.isHighValue,
    content: record,
  };
}

/** The follow-ups' statements for a move, or none when the caller did not ask for them. */
async function followUpsOfMove(db: Database, ref: RecordRef, condition: SQL, move: StatusMove, followUps?: FollowUps) {
  const facts = followUps && (await factsOf(db, ref));
  if (!followUps || !facts) return { statements: [] as const, collect: () => {} };
  return statusFollowUps(db, { ...tableOf(ref), type: ref.type }, condition, facts, move, followUps);
}

/**
 * Claim: the actor becomes the owner of an unowned record; a "new" one moves to "attempting" (its
 * first touch). A record someone else owns is not taken from them (reassign does that). With
 * `followUps`, the move out of "new" also writes its analytics events and CRM status sync.
 */
export async function claimRecord(db: Database, ref: RecordRef, actor: string, followUps?: FollowUps): Promise<ChangeOutcome> {
  const at = nowIso();
  const unowned = sql.raw("owner is null");
  const touched = sql.raw("owner is null and status = 'new'");
  const effects = await followUpsOfMove(db, ref, touched, { to: "attempting", actor, lostReason: null, at }, followUps);
  const [, , ...rest] = await retryWhenBusy(() =>
    db.batch([
      activityWhere(db, ref, unowned, { kind: "claimed", actor, from: sql`null`, to: sql`${actor}`, at }),
      activityWhere(db, ref, touched, { kind: "status", actor, from: sql`status`, to: sql`'attempting'`, at }),
      ...effects.statements,
      updateWhere(
        db,
        ref,
        unowned,
        sql`owner = ${actor}, ${touchColumns("attempting", at)}, status = case when status = 'new' then 'attempting' else status end`,
      ),
    ]),
  );
  const update = rest.at(-1) as { rowsAffected: number };
  if (update.rowsAffected === 1) {
    effects.collect(rest.slice(0, -1));
    return "claimed";
  }
  const owner = await currentOwner(db, ref);
  if (owner === "missing") return "not-found";
  return owner === actor ? "already-yours" : "taken";
}

/** Reassign to a colleague (by the e-mail address Access knows them by). */
export async function assignRecord(db: Database, ref: RecordRef, actor: string, owner: string): Promise<ChangeOutcome> {
  const at = nowIso();
  const changes = sql`owner is not ${owner}`;
  const [, update] = await retryWhenBusy(() =>
    db.batch([
      activityWhere(db, ref, changes, { kind: "assigned", actor, from: sql`owner`, to: sql`${owner}`, at }),
      updateWhere(db, ref, changes, sql`owner = ${owner}`),
    ]),
  );
  if (update.rowsAffected === 1) return "assigned";
  return (await currentOwner(db, ref)) === "missing" ? "not-found" : "unchanged";
}

/** Route the record to another office. */
export async function changeOffice(db: Database, ref: RecordRef, actor: string, office: OfficeId): Promise<ChangeOutcome> {
  const at = nowIso();
  const changes = sql`office <> ${office}`;
  const [, update] = await retryWhenBusy(() =>
    db.batch([
      activityWhere(db, ref, changes, { kind: "office", actor, from: sql`office`, to: sql`${office}`, at }),
      updateWhere(db, ref, changes, sql`office = ${office}`),
    ]),
  );
  if (update.rowsAffected === 1) return "office-changed";
  return (await currentOwner(db, ref)) === "missing" ? "not-found" : "unchanged";
}

/**
 * Move the record to a status, with an optional note; "lost" keeps its reason. The same status with
 * a note is a note. With `followUps`, the move also writes its analytics events and CRM status sync.
 */
export async function changeStatus(
  db: Database,
  ref: RecordRef,
  actor: string,
  change: StatusChange,
  followUps?: FollowUps,
): Promise<ChangeOutcome> {
  const at = nowIso();
  const lostReason = change.status === "lost" ? change.lostReason : null;
  const differs = sql`status <> ${change.status}`;
  const effects = await followUpsOfMove(db, ref, differs, { to: change.status, actor, lostReason, at }, followUps);
  const [, ...rest] = await retryWhenBusy(() =>
    db.batch([
      activityWhere(db, ref, differs, {
        kind: "status",
        actor,
        from: sql`status`,
        to: sql`${change.status}`,
        note: [lostReason && `Reason: ${lostReason}`, change.note].filter(Boolean).join("\n") || null,
        at,
      }),
      ...effects.statements,
      updateWhere(db, ref, differs, sql`${touchColumns(change.status, at)}, status = ${change.status}, lost_reason = ${lostReason}`),
    ]),
  );
  const update = rest.at(-1) as { rowsAffected: number };
  if (update.rowsAffected === 1) {
    effects.collect(rest.slice(0, -1));
    return "status-changed";
  }
  if ((await currentOwner(db, ref)) === "missing") return "not-found";
  return change.note ? addNote(db, ref, actor, change.note) : "unchanged";
}

export async function addNote(db: Database, ref: RecordRef, actor: string, note: string): Promise<ChangeOutcome> {
  const [result] = await retryWhenBusy(() =>
    db.batch([activityWhere(db, ref, sql`true`, { kind: "note", actor, from: sql`null`, to: sql`null`, note, at: nowIso() })]),
  );
  return result.rowsAffected === 1 ? "noted" : "not-found";
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
