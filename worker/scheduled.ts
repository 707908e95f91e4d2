import { createDatabase } from "./db/client";
import { reportConfigurationOnce } from "./delivery/configuration-log";
import { sweepDeliveries } from "./delivery/delivery-sweep";

/** Cron expressions as wrangler.toml declares them. */
export const EVERY_MINUTE = "* * * * *";

/** Runs the job of the Cron trigger that fired. */
export async function handleScheduled(controller: ScheduledController, env: Env): Promise<void> {
  const now = new Date(controller.scheduledTime);
  switch (controller.cron) {
    case EVERY_MINUTE:
      reportConfigurationOnce(env);
      await sweepDeliveries(createDatabase(env), env.LEADS_QUEUE, now);
      return;
    default:
      console.warn(`no job for the Cron trigger "${controller.cron}"`);
  }
}
