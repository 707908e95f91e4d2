import type { Context } from "hono";
import type { AppBindings } from "./app-env";
import { handleScheduled } from "./scheduled";

/**
 * Cron triggers do not fire under local dev, and wrangler's own trigger endpoint fails for this
 * build (it cannot pass the ScheduledController on). `npm start` sets LOCAL_SCHEDULED_ROUTE and
 * fires the crons through this route instead; without the variable (production) it does not exist.
 */
export async function localScheduled(c: Context<AppBindings>) {
  if (c.env.LOCAL_SCHEDULED_ROUTE !== "on") return c.notFound();
  const cron = c.req.query("cron") ?? "";
  // ?at=<ISO time> runs the jobs as of that time (a fixed clock for browser tests); production has no such route.
  const at = c.req.query("at");
  const scheduledTime = at ? Date.parse(at) : Date.now();
  if (Number.isNaN(scheduledTime)) return c.text("at must be an ISO-8601 time\n", 400);
  const controller: ScheduledController = { cron, scheduledTime, noRetry: () => {} };
  await handleScheduled(controller, c.env);
  return c.text(`ran ${cron}\n`);
}
