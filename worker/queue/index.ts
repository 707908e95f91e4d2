import { createDatabase } from "../db/client";
import { reportConfigurationOnce } from "../delivery/configuration-log";
import { sendDelivery } from "../delivery/send-delivery";
import { consumeAnalyticsBatch } from "./analytics-consumer";
import { analyticsSinks, wakeSinks } from "./analytics-sinks";
import { storeDeadLetters } from "./dead-letters";
import { consumeDeliveryBatch, failDeadDeliveries } from "./delivery-consumer";

/** Queue names as wrangler.toml declares them. */
export const ANALYTICS_QUEUE = "kilele-analytics";
export const ANALYTICS_DEAD_LETTER_QUEUE = "kilele-analytics-dlq";
export const LEADS_QUEUE = "kilele-leads";
const LEADS_DEAD_LETTER_QUEUE = "kilele-leads-dlq";

/** Routes each batch to the consumer of the queue it came from (see wrangler.toml). */
export async function handleQueueBatch(batch: MessageBatch, env: Env): Promise<void> {
  switch (batch.queue) {
    case ANALYTICS_QUEUE:
      return consumeAnalyticsBatch(batch, { db: createDatabase(env), sinks: analyticsSinks(env), wake: wakeSinks(env) });
    case ANALYTICS_DEAD_LETTER_QUEUE:
      return storeDeadLetters(batch, { db: createDatabase(env) });
    case LEADS_QUEUE:
      reportConfigurationOnce(env);
      return consumeDeliveryBatch(batch, { db: createDatabase(env), send: (job) => sendDelivery(job, env) });
    case LEADS_DEAD_LETTER_QUEUE:
      return failDeadDeliveries(batch, { db: createDatabase(env) });
    default:
      // Throwing retries the batch, so a mis-wired queue loses nothing while it is fixed.
      throw new Error(`No consumer for queue ${batch.queue}`);
  }
}
