import type { DeliveryJob, DeliveryOutcome } from "./delivery-record";
import { sendHubSpotContact } from "./hubspot-contact";
import { sendLeadWebhook } from "./lead-webhook";
import { sendSalesEmail } from "./sales-email";
import { sendSlackMessage } from "./slack-message";

// One delivery attempt: the job goes to its destination's module, and whatever happens comes back
// as an outcome the caller stores. Nothing here throws.

export async function sendDelivery(job: DeliveryJob, env: Env, now = new Date()): Promise<DeliveryOutcome> {
  try {
    switch (job.destination) {
      case "email":
        return await sendSalesEmail(job, env);
      case "webhook":
        return await sendLeadWebhook(job, env, now);
      case "slack":
        return await sendSlackMessage(job, env, now);
      case "hubspot":
        return await sendHubSpotContact(job, env, now);
    }
  } catch (error) {
    // An unexpected failure (a bug, a runtime hiccup) is retried; the queue's attempt limit bounds it.
    return { kind: "retry", reason: `unexpected error: ${error instanceof Error ? error.name : "unknown"}` };
  }
}
