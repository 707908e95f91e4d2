import { sql } from "drizzle-orm";
import type { MeetingReminder } from "../../content/meeting-emails";
import { retryWhenBusy } from "../db/busy-retry";
import type { Database } from "../db/client";
import { configuredDestinations, type DestinationSettings } from "../delivery/destination-config";
import { createdDeliveryIds, enqueueDeliveries } from "../delivery/outbox";
import { REMINDER_COLUMNS, REMINDER_DESTINATIONS, REMINDER_LEAD_MS, reminderInserts } from "./meeting-deliveries";

// The minute Cron's meeting reminders, 24 hours and 1 hour before the start, to the visitor and the
// host. A reminder is claimed by a conditional UPDATE of its reminded_* column in the same batch as
// its deliveries, each statement only while it is unclaimed and the meeting still booked in the
// window, so however often (or at once) the Cron runs, a reminder is written once; the deliveries'
// own key (meeting, reminder and SEQUENCE, destination) would hold even if it were not. A meeting
// (re)booked inside a window has that reminder marked at booking (meeting-deliveries.ts).

/** Reminders written per run at most, the soonest first; the next minute takes the rest. */
const RUN_LIMIT = 100;

/** A 24 hour reminder still unsent when the meeting is an hour away is left to the 1 hour one. */
const windowOf = (reminder: MeetingReminder, now: Date) => ({
  from: new Date(now.getTime() + (reminder === "24h" ? REMINDER_LEAD_MS["1h"] : 0)).toISOString(),
  to: new Date(now.getTime() + REMINDER_LEAD_MS[reminder]).toISOString(),
});

export type MeetingReminderRun = { due: number; reminded: number; deliveryIds: string[] };

/** Writes and queues the reminders due at `now` (the Cron's scheduled time). */
export async function remindUpcomingMeetings(
  db: Database,
  env: DestinationSettings & Pick<Env, "LEADS_QUEUE">,
  now: Date,
  { limit = RUN_LIMIT }: { limit?: number } = {},
): Promise<MeetingReminderRun> {
  const run: MeetingReminderRun = { due: 0, reminded: 0, deliveryIds: [] };
  const destinations = configuredDestinations(env).filter((d) => REMINDER_DESTINATIONS.includes(d));
  if (destinations.length === 0) return run;
  const at = now.toISOString();
  const reminders = Object.keys(REMINDER_COLUMNS) as MeetingReminder[];
  const unclaimed = (reminder: MeetingReminder) => {
    const { from, to } = windowOf(reminder, now);
    return sql`m.status = 'booked' and m.spam_reason is null and m.${sql.raw(REMINDER_COLUMNS[reminder])} is null
      and m.start_at > ${from} and m.start_at <= ${to}`;
  };
  const due = await db.all<{ id: string; reminder: MeetingReminder }>(
    sql
      .join(
        reminders.map((reminder) => sql`select m.id, ${reminder} as reminder, m.start_at from meetings as m where ${unclaimed(reminder)}`),
        sql` union all `,
      )
      .append(sql` order by start_at limit ${limit}`),
  );
  run.due = due.length;
  if (due.length === 0) return run;
  const statements = due.flatMap(({ id, reminder }) => {
    const when = sql`${unclaimed(reminder)} and m.id = ${id}`;
    const claim = db.run(sql`update meetings as m set ${sql.raw(REMINDER_COLUMNS[reminder])} = ${at} where ${when}`);
    return [...reminderInserts(db, destinations, id, reminder, when, now), claim];
  });
  const [first, ...rest] = statements;
  const results = await retryWhenBusy(() => db.batch([first!, ...rest]));
  run.deliveryIds = createdDeliveryIds(results);
  const claimAt = (k: number) => results[k * (destinations.length + 1) + destinations.length] as { rowsAffected: number };
  run.reminded = due.filter((_, k) => claimAt(k).rowsAffected === 1).length;
  const queued: Promise<unknown>[] = [];
  enqueueDeliveries(env, (promise) => queued.push(promise), run.deliveryIds);
  await Promise.all(queued);
  console.log(`meetings: ${run.due} reminders due, ${run.reminded} claimed, ${run.deliveryIds.length} messages queued`);
  return run;
}
