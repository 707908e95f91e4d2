import { runSinks, stoppedOnBudget } from "../analytics/sinks/run-sinks";
import { createDatabase } from "./db/client";
import { reportConfigurationOnce } from "./delivery/configuration-log";
import { sweepDeliveries } from "./delivery/delivery-sweep";
import { escalateUntouchedRecords } from "./desk/escalation";
import { remindDueFollowUps } from "./desk/follow-up-reminders";
import { remindUpcomingMeetings } from "./meetings/meeting-reminders";
import { runRetentionPurge } from "./privacy/retention-purge";
import { analyticsSinks, wakeSinks } from "./queue/analytics-sinks";

/** Cron expressions as wrangler.toml declares them. */
export const EVERY_MINUTE = "* * * * *";
/** Once a day at 03:00 UTC, a quiet hour in East Africa (06:00 EAT). */
export const DAILY_PURGE = "0 3 * * *";

/** Runs the job of the Cron trigger that fired. */
export async function handleScheduled(controller: ScheduledController, env: Env): Promise<void> {
  const now = new Date(controller.scheduledTime);
  switch (controller.cron) {
    case EVERY_MINUTE: {
      reportConfigurationOnce(env);
      const db = createDatabase(env);
      await sweepDeliveries(db, env.LEADS_QUEUE, now);
      await escalateUntouchedRecords(db, env, now);
      await remindDueFollowUps(db, env, now);
      await remindUpcomingMeetings(db, env, now);
      // Catches the analytics sinks up with whatever a lost or exhausted wake-up left behind; a sink
      // that stopped on its time budget (a replay, a backlog) goes on at once rather than next minute.
      const runs = await runSinks(db, analyticsSinks(env));
      if (stoppedOnBudget(runs)) await wakeSinks(env)({ kind: "wake-sinks" }, 0);
      return;
    }
    case DAILY_PURGE:
      await runRetentionPurge(createDatabase(env), now);
      return;
    default:
      console.warn(`no job for the Cron trigger "${controller.cron}"`);
  }
}
