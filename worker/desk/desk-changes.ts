import { type SQL, sql } from "drizzle-orm";
import {
  type ChangeOutcome,
  earlierStatuses,
  forwardStatuses,
  LEAD_STATUSES,
  type LeadStatus,
  OPEN_STATUSES,
  type OpenStatus,
  type StatusChange,
} from "../../shared/desk";
import type { WonDeal } from "../../shared/desk-activities";
import type { OfficeId } from "../../shared/office-ids";
import { retryWhenBusy } from "../db/busy-retry";
import type { Database } from "../db/client";
import { type FollowUps, type RecordFacts, type StatusMove, statusFollowUps } from "./desk-follow-ups";
import { findDeskRecord } from "./desk-record";
import { activityWhere, live, nowIso, type RecordRef, tableOf, updateWhere } from "./record-writes";

// Every change sales make to a record. Each is one atomic batch: the activity rows are written by
// INSERT … SELECT under the same condition as the UPDATE that follows them, so a change either
// happens with its timeline entry or not at all, and two people acting at once cannot both win
// (SQLite runs one write batch at a time; the second finds the condition no longer true). A record
// held for review is worked only by releasing it, so every other change requires it not to be held.

/** Won with its deal (shared/desk-activities.ts); `productNames` is the timeline's wording of the products. */
export type WonChange = { status: "won"; deal: WonDeal; productNames: string | null };

type CurrentState = { owner: string | null; status: LeadStatus; held: boolean };

/** Where the record stands after a change did not apply, to say why; null when there is no such record. */
async function currentState(db: Database, ref: RecordRef): Promise<CurrentState | null> {
  const { table, match } = tableOf(ref);
  const [row] = await db.all<{ owner: string | null; status: LeadStatus; held: number }>(
    sql`select owner, status, spam_reason is not null as held from ${table} where ${match}`,
  );
  return row ? { owner: row.owner, status: row.status, held: Boolean(Number(row.held)) } : null;
}

/** Why a change that needs a live record did not apply, or null when the caller must decide. */
const refusal = (state: CurrentState | null): ChangeOutcome | null => (!state ? "not-found" : state.held ? "held" : null);

/** `status` is one of these (none: never true). */
const statusIn = (statuses: readonly LeadStatus[]) =>
  statuses.length === 0
    ? sql.raw("0")
    : sql`status in (${sql.join(
        statuses.map((status) => sql`${status}`),
        sql`, `,
      )})`;

/**
 * The first move out of "new" is the record's first touch: its time is set once and kept. `from`
 * is the status the row holds before the update.
 */
const touchColumns = (to: LeadStatus, at: string) =>
  sql`first_touch_at = case when status = 'new' and ${to} <> 'new' then coalesce(first_touch_at, ${at}) else first_touch_at end`;

/** What a status change's follow-ups need to know of the record, read before the batch; null when there is none. */
export async function factsOf(db: Database, ref: RecordRef): Promise<RecordFacts | null> {
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
  // Only while nobody owns it and it is still open: a won or lost record is moved back before it is worked again.
  const unowned = live(sql.raw(`owner is null and status in (${OPEN_STATUSES.map((status) => `'${status}'`).join(", ")})`));
  const touched = live(sql.raw("owner is null and status = 'new'"));
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
  const state = await currentState(db, ref);
  return refusal(state) ?? (state?.owner === actor ? "already-yours" : state?.owner ? "taken" : "closed");
}

/** Reassign to someone on the team (by the e-mail address Access knows them by); anyone else is refused. */
export async function assignRecord(db: Database, ref: RecordRef, actor: string, owner: string): Promise<ChangeOutcome> {
  const at = nowIso();
  // Checked in the same statements as the change, so a member removed meanwhile is not given it.
  const changes = live(sql`owner is not ${owner} and exists (select 1 from team_members where email = ${owner})`);
  const [, update] = await retryWhenBusy(() =>
    db.batch([
      activityWhere(db, ref, changes, { kind: "assigned", actor, from: sql`owner`, to: sql`${owner}`, at }),
      updateWhere(db, ref, changes, sql`owner = ${owner}`),
    ]),
  );
  if (update.rowsAffected === 1) return "assigned";
  const state = await currentState(db, ref);
  return refusal(state) ?? (state?.owner === owner ? "unchanged" : "not-on-team");
}

/** Route the record to another office. */
export async function changeOffice(db: Database, ref: RecordRef, actor: string, office: OfficeId): Promise<ChangeOutcome> {
  const at = nowIso();
  const changes = live(sql`office <> ${office}`);
  const [, update] = await retryWhenBusy(() =>
    db.batch([
      activityWhere(db, ref, changes, { kind: "office", actor, from: sql`office`, to: sql`${office}`, at }),
      updateWhere(db, ref, changes, sql`office = ${office}`),
    ]),
  );
  if (update.rowsAffected === 1) return "office-changed";
  return refusal(await currentState(db, ref)) ?? "unchanged";
}

/** The statuses from which a plain status change may reach `to` (shared/desk.ts forwardStatuses). */
const forwardFrom = (to: LeadStatus) => LEAD_STATUSES.filter((from) => forwardStatuses(from).includes(to));

/**
 * Move the record forward to a status; "lost" keeps its reason. A move backwards (or out of won or
 * lost) changes nothing here: only moveBack does that. With `followUps`, the move also writes its
 * analytics events and CRM status sync.
 */
export async function changeStatus(
  db: Database,
  ref: RecordRef,
  actor: string,
  change: StatusChange | WonChange,
  followUps?: FollowUps,
): Promise<ChangeOutcome> {
  const at = nowIso();
  const lostReason = change.status === "lost" ? change.lostReason : null;
  const won = "deal" in change ? change : null;
  const forward = live(statusIn(forwardFrom(change.status)));
  const effects = await followUpsOfMove(db, ref, forward, { to: change.status, actor, lostReason, at }, followUps);
  // Won keeps its deal: the value and products on the record (reports read them) and its own timeline entry.
  const wonEntry = won
    ? [
        activityWhere(db, ref, forward, {
          kind: "won",
          actor,
          from: sql`null`,
          to: sql`${String(won.deal.valueCents)}`,
          note: won.productNames,
          at,
        }),
      ]
    : [];
  const [, ...rest] = await retryWhenBusy(() =>
    db.batch([
      activityWhere(db, ref, forward, {
        kind: "status",
        actor,
        from: sql`status`,
        to: sql`${change.status}`,
        note: lostReason && `Reason: ${lostReason}`,
        at,
      }),
      ...wonEntry,
      ...effects.statements,
      updateWhere(
        db,
        ref,
        forward,
        sql`${touchColumns(change.status, at)}, status = ${change.status}, lost_reason = ${lostReason},
          won_value_cents = ${won?.deal.valueCents ?? null}, won_products = ${won ? JSON.stringify(won.deal.products) : null}`,
      ),
    ]),
  );
  const update = rest.at(-1) as { rowsAffected: number };
  if (update.rowsAffected === 1) {
    effects.collect(rest.slice(wonEntry.length, -1));
    return "status-changed";
  }
  const state = await currentState(db, ref);
  return refusal(state) ?? (state?.status === change.status ? "unchanged" : "not-forward");
}

/**
 * The confirmed move back to an earlier open status (a mistake undone, a lost lead reopened): its own
 * timeline entry, and a status change like any other for analytics and the CRM. The lost reason and
 * the won deal go with the status they belonged to; the first touch stays.
 */
export async function moveBack(db: Database, ref: RecordRef, actor: string, to: OpenStatus, followUps?: FollowUps): Promise<ChangeOutcome> {
  const at = nowIso();
  const later = live(statusIn(LEAD_STATUSES.filter((from) => earlierStatuses(from).includes(to))));
  const effects = await followUpsOfMove(db, ref, later, { to, actor, lostReason: null, at }, followUps);
  const [, ...rest] = await retryWhenBusy(() =>
    db.batch([
      activityWhere(db, ref, later, { kind: "moved-back", actor, from: sql`status`, to: sql`${to}`, at }),
      ...effects.statements,
      updateWhere(db, ref, later, sql`status = ${to}, lost_reason = null, won_value_cents = null, won_products = null`),
    ]),
  );
  const update = rest.at(-1) as { rowsAffected: number };
  if (update.rowsAffected === 1) {
    effects.collect(rest.slice(0, -1));
    return "moved-back";
  }
  const state = await currentState(db, ref);
  return refusal(state) ?? (state?.status === to ? "unchanged" : "not-earlier");
}

/** A note on the timeline; it never changes the record. */
export async function addNote(db: Database, ref: RecordRef, actor: string, note: string): Promise<ChangeOutcome> {
  const [result] = await retryWhenBusy(() =>
    db.batch([activityWhere(db, ref, live(sql`true`), { kind: "note", actor, from: sql`null`, to: sql`null`, note, at: nowIso() })]),
  );
  return result.rowsAffected === 1 ? "noted" : (refusal(await currentState(db, ref)) ?? "not-found");
}
