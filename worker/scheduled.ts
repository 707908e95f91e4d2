import { createDatabase } from "./db/client";
import { reportConfigurationOnce } from "./delivery/configuration-log";
import { sweepDeliveries } from "./delivery/delivery-sweep";
import { escalateUntouchedRecords } from "./desk/escalation";
import { runRetentionPurge } from "./privacy/retention-purge";

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
      return;
    }
    case DAILY_PURGE:
      await runRetentionPurge(createDatabase(env), now);
      return;
    default:
      console.warn(`no job for the Cron trigger "${controller.cron}"`);
  }
}
