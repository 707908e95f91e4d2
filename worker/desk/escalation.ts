import { and, asc, eq, gte, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import { deskCopy } from "../../content/desk-copy";
import { type ResponseTarget, respondBy, responseTargetFor, responseTargets } from "../../content/response-targets";
import type { DeskRecordType } from "../../shared/desk";
import { eatTime } from "../../shared/eat-time";
import { retryWhenBusy } from "../db/busy-retry";
import type { Database } from "../db/client";
import { contactMessages, leads } from "../db/schema";
import type { ContactRecord, GuideRecord, LeadRecord, RecordNotice } from "../delivery/delivery-record";
import { configuredDestinations, type DestinationSettings } from "../delivery/destination-config";
import { createdDeliveryIds, enqueueDeliveries, insertNoticeDeliveries } from "../delivery/outbox";
import { leadRecordOf, messageRecordOf, recordContent } from "./desk-record";

// Speed to lead: the minute Cron escalates every desk record nobody has touched (first_touch_at
// null, so still "new") by its response target, measured in its office's business hours. An
// escalation is an alert to the office's inbox and Slack plus an "escalated" timeline entry, written
// in one batch and once per record and target, however many runs overlap.

/** Records escalated per run at most: the oldest first; the next minute takes the rest. */
const RUN_LIMIT = 200;
/**
 * Only records received in the last 14 days are escalated: older untouched ones are a backlog, not a
 * missed first touch, and the first deploy must not alert sales about years of old records at once.
 */
const WINDOW_DAYS = 14;
/** Records per database batch: their deliveries (two each) then fit one queue sendBatch (100). */
const BATCH_RECORDS = 20;
/** An escalation asks a person to act now: the office's inbox and Slack, not the webhook or the CRM. */
const ESCALATION_DESTINATIONS = new Set(["email", "slack"]);

const MINUTE_MS = 60_000;

type DeskDeliveryRecord = LeadRecord | ContactRecord | GuideRecord;
export type Candidate = { type: DeskRecordType; record: DeskDeliveryRecord };
export type DueEscalation = Candidate & { target: ResponseTarget; dueAt: string };

/** The target a record is held to and the instant it falls due in its office's business hours. */
export function deadlineOf({ record }: Candidate): { target: ResponseTarget; dueAt: string } {
  const isHighValue = record.kind === "lead" && record.score.isHighValue;
  return {
    target: responseTargetFor({ isHighValue }),
    dueAt: respondBy({ submittedAt: record.submittedAt, isHighValue, office: record.office.id }),
  };
}

/** The candidates past their deadline at `now` (a deadline at `now` has passed), longest overdue first. */
export function dueEscalations(candidates: readonly Candidate[], now: Date): DueEscalation[] {
  return candidates
    .map((candidate) => ({ ...candidate, ...deadlineOf(candidate) }))
    .filter(({ dueAt }) => Date.parse(dueAt) <= now.getTime())
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt));
}

/** The escalation's timeline note: its target and when it fell due. */
export const escalationNote = ({ target, dueAt }: Pick<DueEscalation, "target" | "dueAt">) =>
  deskCopy.escalationNote(target.label, eatTime(dueAt));

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS).toISOString();

/** Not yet escalated for this target (read through the unique index on desk_activity). */
const notEscalated = (recordId: SQL | typeof leads.id | typeof contactMessages.id, targetId: string) =>
  sql`not exists (select 1 from desk_activity where desk_activity.record_id = ${recordId} and desk_activity.kind = 'escalated' and desk_activity.to_value = ${targetId})`;

/**
 * Untouched records that may be past their target: a business deadline is never earlier than the
 * same minutes of wall-clock time, so each query reads a range of the partial (status, created_at)
 * index (spam left out), one per target so records not yet due under the longer target cannot
 * crowd out due ones under the shorter. Not-escalated is checked here so escalated records that
 * stay untouched do not fill the limit run after run.
 */
async function findCandidates(db: Database, now: Date, limit: number): Promise<Candidate[]> {
  const since = minutesBefore(now, WINDOW_DAYS * 24 * 60);
  const { highValue, standard } = responseTargets;
  const untouched = (table: typeof leads | typeof contactMessages, target: ResponseTarget) =>
    and(
      eq(table.status, "new"),
      isNull(table.spamReason),
      isNull(table.firstTouchAt),
      gte(table.createdAt, since),
      lte(table.createdAt, minutesBefore(now, target.businessMinutes)),
      notEscalated(table.id, target.id),
    );
  const leadsHeldTo = (target: ResponseTarget, isHighValue: boolean) =>
    db
      .select()
      .from(leads)
      .where(and(untouched(leads, target), eq(leads.isHighValue, isHighValue)))
      .orderBy(asc(leads.createdAt))
      .limit(limit);
  const [highValueLeads, otherLeads, messages] = await db.batch([
    leadsHeldTo(highValue, true),
    leadsHeldTo(standard, false),
    db
      .select()
      .from(contactMessages)
      .where(and(untouched(contactMessages, standard), inArray(contactMessages.source, ["contact", "guide"])))
      .orderBy(asc(contactMessages.createdAt))
      .limit(limit),
  ]);
  return [
    ...[...highValueLeads, ...otherLeads].map((row) => ({ type: "lead" as const, record: leadRecordOf(row) })),
    ...messages.map((row) => {
      const record = messageRecordOf(row);
      return { type: record.kind, record };
    }),
  ];
}

/**
 * One escalation's statements, each a no-op unless the record is still untouched and not yet
 * escalated for this target: the deliveries first (their condition reads desk_activity before the
 * activity row exists), then the activity row, which the unique index keeps single. A concurrent
 * run's batch sees this one's row and writes nothing; the deliveries' own key (record, event key,
 * destination) would hold even if it did not.
 */
function escalationStatements(db: Database, due: DueEscalation, destinations: readonly ("email" | "slack")[], at: string) {
  const { type, record, target, dueAt } = due;
  const tableName = type === "lead" ? "leads" : "contact_messages";
  const table = sql.raw(tableName);
  const untouched = sql`id = ${record.id} and status = 'new' and first_touch_at is null and spam_reason is null`;
  const version = sql.raw(type === "lead" ? "version" : "1 as version");
  const notice: RecordNotice = { kind: "escalated", targetId: target.id, targetLabel: target.label, dueAt };
  const deliveries = insertNoticeDeliveries(db, {
    recordType: type,
    eventType: "record.escalated",
    eventKey: `escalation:${target.id}`,
    payload: { ...recordContent(record), notice },
    destinations,
    record: sql`(select id, ${version} from ${table} where ${untouched} and ${notEscalated(sql.raw(`${tableName}.id`), target.id)})`,
    now: at,
  });
  const activity = db.run(sql`insert into desk_activity (record_type, record_id, kind, actor, from_value, to_value, note, created_at)
    select ${type}, id, 'escalated', 'system', null, ${target.id}, ${escalationNote(due)}, ${at}
    from ${table} where ${untouched}
    on conflict (record_id, to_value) where kind = 'escalated' do nothing`);
  return [...deliveries, activity];
}

export type EscalationRun = { candidates: number; due: number; escalated: number; deliveryIds: string[] };

/**
 * Escalates the untouched records past their response target at `now` (the Cron's scheduled time)
 * and queues their alerts; a failed enqueue loses nothing, the delivery sweep sends them.
 */
export async function escalateUntouchedRecords(
  db: Database,
  env: DestinationSettings & Pick<Env, "LEADS_QUEUE">,
  now: Date,
  { limit = RUN_LIMIT }: { limit?: number } = {},
): Promise<EscalationRun> {
  const candidates = await findCandidates(db, now, limit);
  const due = dueEscalations(candidates, now).slice(0, limit);
  const destinations = configuredDestinations(env).filter((d): d is "email" | "slack" => ESCALATION_DESTINATIONS.has(d));
  const at = now.toISOString();
  const run: EscalationRun = { candidates: candidates.length, due: due.length, escalated: 0, deliveryIds: [] };
  for (let i = 0; i < due.length; i += BATCH_RECORDS) {
    const perRecord = due.slice(i, i + BATCH_RECORDS).map((escalation) => escalationStatements(db, escalation, destinations, at));
    const [first, ...rest] = perRecord.flat();
    const results = await retryWhenBusy(() => db.batch([first!, ...rest]));
    const ids: string[] = [];
    let offset = 0;
    for (const statements of perRecord) {
      const own = results.slice(offset, offset + statements.length);
      offset += statements.length;
      ids.push(...createdDeliveryIds(own.slice(0, -1)));
      if ((own.at(-1) as { rowsAffected: number }).rowsAffected === 1) run.escalated++;
    }
    const queued: Promise<unknown>[] = [];
    enqueueDeliveries(env, (promise) => queued.push(promise), ids);
    await Promise.all(queued);
    run.deliveryIds.push(...ids);
  }
  console.log(
    `escalation: ${run.candidates} candidates, ${run.due} past their deadline, ${run.escalated} escalated, ${run.deliveryIds.length} alerts queued`,
  );
  return run;
}
