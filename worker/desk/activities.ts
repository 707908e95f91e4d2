import { sql } from "drizzle-orm";
import type { ChangeOutcome } from "../../shared/desk";
import type { LoggedActivity } from "../../shared/desk-activities";
import { retryWhenBusy } from "../db/busy-retry";
import type { Database } from "../db/client";
import { factsOf } from "./desk-changes";
import { type FollowUps, firstTouchEvent } from "./desk-follow-ups";
import { type RecordRef, tableOf } from "./record-writes";

// Log activity: a call, e-mail, WhatsApp message or meeting with its outcome, and optionally the
// next step with when it is due. One batch writes the timeline row, closes the record's open
// follow-ups (this activity is what they asked for), opens the new one for the record's owner (the
// logger when nobody owns it), keeps the record's next_follow_up_at on its earliest open follow-up
// and sets its first touch when it has none (with its analytics event, as a claim's). Every
// statement holds only for a record that exists and is not held for review, so a refused log
// writes nothing. The status never changes here.

/** A due time this far in the past is a mistake, not a next step: the form is refused. */
const PAST_DUE_GRACE_MS = 5 * 60_000;

/** The earliest open follow-up of the record, or null. */
const earliestOpen = (ref: RecordRef) =>
  sql`(select min(due_at) from follow_ups where record_id = ${ref.id} and record_type = ${ref.type} and done_at is null)`;

/**
 * Logs the activity at `now`. With `followUps`, a first touch also appends its analytics event
 * (lead_first_touch), as the first move out of "new" does.
 */
export async function logActivity(
  db: Database,
  ref: RecordRef,
  actor: string,
  input: LoggedActivity,
  now: Date,
  followUps?: FollowUps,
): Promise<ChangeOutcome> {
  if (input.due && Date.parse(input.due) < now.getTime() - PAST_DUE_GRACE_MS) return "due-passed";
  const at = now.toISOString();
  const { table, match } = tableOf(ref);
  const live = sql`${match} and spam_reason is null`;
  const exists = sql`exists (select 1 from ${table} where ${live})`;
  const facts = followUps && (await factsOf(db, ref));
  const touchEvent = facts ? [firstTouchEvent(db, { table, match, type: ref.type }, sql`spam_reason is null`, facts, at)] : [];
  const statements = [
    db.run(sql`insert into desk_activity (record_type, record_id, kind, actor, channel, outcome, note, created_at)
      select ${ref.type}, id, 'activity', ${actor}, ${input.channel}, ${input.outcome}, ${input.note || null}, ${at}
      from ${table} where ${live}`),
    db.run(sql`update follow_ups set done_at = ${at}
      where record_id = ${ref.id} and record_type = ${ref.type} and done_at is null and ${exists}`),
    ...(input.due && input.nextStep
      ? [
          // The activity just written is the record's newest: the batch is one transaction.
          db.run(sql`insert into follow_ups (record_type, record_id, activity_id, owner, next_step, due_at, created_at)
            select ${ref.type}, id,
              (select max(id) from desk_activity where record_id = ${ref.id} and kind = 'activity'),
              coalesce(owner, ${actor}), ${input.nextStep}, ${input.due}, ${at}
            from ${table} where ${live}`),
        ]
      : []),
    ...touchEvent,
    db.run(sql`update ${table} set next_follow_up_at = ${earliestOpen(ref)}, first_touch_at = coalesce(first_touch_at, ${at})
      where ${live}`),
  ];
  const results = await retryWhenBusy(() => db.batch(statements as [(typeof statements)[0], ...typeof statements]));
  const logged = results[0] as { rowsAffected: number };
  if (logged.rowsAffected === 1) {
    if (followUps && touchEvent.length) followUps.appendedEvents += (results.at(-2) as unknown[]).length;
    return "activity-logged";
  }
  const [row] = await db.all<{ held: number }>(sql`select spam_reason is not null as held from ${table} where ${match}`);
  return row ? "held" : "not-found";
}
