import { sql } from "drizzle-orm";
import type { DeskRecordType } from "../../shared/desk";
import { retryWhenBusy } from "../db/busy-retry";
import type { Database } from "../db/client";
import type { RecordNotice } from "../delivery/delivery-record";
import { configuredDestinations, type DestinationSettings } from "../delivery/destination-config";
import { createdDeliveryIds, enqueueDeliveries, insertNoticeDeliveries } from "../delivery/outbox";
import { findDeskRecord, recordContent } from "./desk-record";
import { tableOf } from "./record-writes";

// The minute Cron's follow-up reminders: each open follow-up whose due time has come is reminded
// once, to its owner by e-mail and to Slack, through the outbox like every delivery. One batch per
// follow-up writes its deliveries and sets reminded_at, each statement only while it is still open
// and not yet reminded, so however often (or at once) the Cron runs, the second run writes nothing;
// the deliveries' own key (record, follow-up, destination) would hold even if it did not.

/** Follow-ups reminded per run at most, the longest overdue first; the next minute takes the rest. */
const RUN_LIMIT = 100;
/** A reminder asks a person to act: their inbox and Slack, never the webhook or the CRM. */
const REMINDER_DESTINATIONS = new Set(["email", "slack"]);

type DueFollowUp = { id: number; record_type: DeskRecordType; record_id: string; owner: string; next_step: string; due_at: string };

export type ReminderRun = { due: number; reminded: number; deliveryIds: string[] };

/** Reminds the owners of the follow-ups due at `now` (the Cron's scheduled time) and queues the messages. */
export async function remindDueFollowUps(
  db: Database,
  env: DestinationSettings & Pick<Env, "LEADS_QUEUE">,
  now: Date,
  { limit = RUN_LIMIT }: { limit?: number } = {},
): Promise<ReminderRun> {
  const at = now.toISOString();
  const due = await db.all<DueFollowUp>(sql`select id, record_type, record_id, owner, next_step, due_at from follow_ups
    where done_at is null and reminded_at is null and due_at <= ${at} order by due_at limit ${limit}`);
  const destinations = configuredDestinations(env).filter((d): d is "email" | "slack" => REMINDER_DESTINATIONS.has(d));
  const run: ReminderRun = { due: due.length, reminded: 0, deliveryIds: [] };
  for (const followUp of due) {
    const ref = { type: followUp.record_type, id: followUp.record_id };
    const found = await findDeskRecord(db, ref.type, ref.id);
    const open = sql`exists (select 1 from follow_ups where id = ${followUp.id} and done_at is null and reminded_at is null)`;
    const notice: RecordNotice = {
      kind: "follow-up",
      followUpId: followUp.id,
      owner: followUp.owner,
      nextStep: followUp.next_step,
      dueAt: followUp.due_at,
    };
    const { table, match } = tableOf(ref);
    // A record erased since the follow-up was set has nothing to remind about: the follow-up is only marked.
    const deliveries = found
      ? insertNoticeDeliveries(db, {
          recordType: ref.type,
          eventType: "record.follow_up_due",
          eventKey: `follow-up:${followUp.id}`,
          payload: { ...recordContent(found.record), notice },
          destinations,
          record: sql`(select id, ${sql.raw(ref.type === "lead" ? "version" : "1 as version")} from ${table} where ${match} and ${open})`,
          now: at,
        })
      : [];
    const mark = db.run(
      sql`update follow_ups set reminded_at = ${at} where id = ${followUp.id} and done_at is null and reminded_at is null`,
    );
    const [first, ...rest] = [...deliveries, mark];
    const results = await retryWhenBusy(() => db.batch([first!, ...rest]));
    const ids = createdDeliveryIds(results.slice(0, -1));
    if ((results.at(-1) as { rowsAffected: number }).rowsAffected === 1) run.reminded++;
    run.deliveryIds.push(...ids);
  }
  const queued: Promise<unknown>[] = [];
  enqueueDeliveries(env, (promise) => queued.push(promise), run.deliveryIds);
  await Promise.all(queued);
  if (run.due > 0) console.log(`follow-ups: ${run.due} due, ${run.reminded} reminded, ${run.deliveryIds.length} reminders queued`);
  return run;
}
