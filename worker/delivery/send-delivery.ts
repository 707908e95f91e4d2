import type { DeliveryJob, DeliveryOutcome } from "./delivery-record";
import { sendLeadWebhook } from "./lead-webhook";

// One delivery attempt: the job goes to its destination's module, and whatever happens comes back
// as an outcome the caller stores. Nothing here throws.

export async function sendDelivery(job: DeliveryJob, env: Env, now = new Date()): Promise<DeliveryOutcome> {
  try {
    switch (job.destination) {
      case "webhook":
        return await sendLeadWebhook(job, env, now);
      default:
        return { kind: "permanent", reason: `destination ${job.destination} is not built yet` };
    }
  } catch (error) {
    // An unexpected failure (a bug, a runtime hiccup) is retried; the queue's attempt limit bounds it.
    return { kind: "retry", reason: `unexpected error: ${error instanceof Error ? error.name : "unknown"}` };
  }
}
