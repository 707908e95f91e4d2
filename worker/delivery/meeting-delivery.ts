import type { DeliveryJob, DeliveryOutcome } from "./delivery-record";
import { sendLeadWebhook } from "./lead-webhook";
import { sendMeetingEmail } from "./meeting-email";
import { MEETING_REMINDER_EVENT, meetingPayloadOf } from "./meeting-payload";
import { sendMeetingSlack } from "./meeting-slack";

// A meeting's delivery to its destination: the e-mails to the visitor and the host with the
// invitation, and (for a booking, a move or a cancellation, not a reminder) Slack and the webhook,
// which gets the event as stored, signed as lead webhooks are.

export async function sendMeetingDelivery(job: DeliveryJob, env: Env, now: Date): Promise<DeliveryOutcome> {
  const read = meetingPayloadOf(job);
  if ("problem" in read) return { kind: "permanent", reason: read.problem };
  const reminder = job.event.type === MEETING_REMINDER_EVENT;
  switch (job.destination) {
    case "email":
    case "confirmation":
      return sendMeetingEmail(job, read.payload, env);
    case "slack":
      return sendMeetingSlack(job, read.payload, env, now);
    case "webhook":
      return reminder ? { kind: "permanent", reason: "a meeting reminder is not sent to the webhook" } : sendLeadWebhook(job, env, now);
    default:
      return { kind: "permanent", reason: `a meeting is not sent to ${job.destination}` };
  }
}
