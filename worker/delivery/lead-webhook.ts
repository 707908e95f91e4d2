import { Webhook } from "standardwebhooks";
import type { DeliveryJob, DeliveryOutcome } from "./delivery-record";
import { type DestinationSettings, describeProblem, destinationProblems, setting } from "./destination-config";
import { postToDestination } from "./http-delivery";

// The signed webhook (Standard Webhooks): the body is the event as stored; `webhook-id` is the
// delivery's id, the same on every retry, so the receiver can drop a copy it already has.

function signedWebhookRequest(job: DeliveryJob, secret: string, now: Date): { headers: Record<string, string>; body: string } {
  const body = JSON.stringify(job.event);
  return {
    body,
    headers: {
      "content-type": "application/json",
      "webhook-id": job.deliveryId,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": new Webhook(secret).sign(job.deliveryId, now, body),
    },
  };
}

export async function sendLeadWebhook(job: DeliveryJob, env: DestinationSettings, now: Date): Promise<DeliveryOutcome> {
  const url = setting(env, "LEAD_WEBHOOK_URL");
  if (!url) return { kind: "permanent", reason: "LEAD_WEBHOOK_URL is not set" };
  const [problem] = destinationProblems(env, "webhook");
  const secret = setting(env, "LEAD_WEBHOOK_SECRET");
  if (problem || !secret) return { kind: "permanent", reason: problem ? describeProblem(problem) : "LEAD_WEBHOOK_SECRET is not set" };
  const { headers, body } = signedWebhookRequest(job, secret, now);
  return postToDestination({ url, headers, body, secrets: [secret], now });
}
