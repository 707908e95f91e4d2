import type { DeliveryEventType, DeliveryJob, DeliveryOutcome, Destination, RecordNotice } from "./delivery-record";
import { isFollowUpReminder, sendReminderEmail, sendReminderSlack } from "./follow-up-reminder";
import { OUTBOUND_TIMEOUT_MS } from "./http-delivery";
import { sendHubSpotContact } from "./hubspot-delivery";
import { sendLeadWebhook } from "./lead-webhook";
import { isLiveSlackAlert, sendLiveSlack } from "./live-slack-message";
import { LIVE_TRANSCRIPT_EVENT, sendTranscriptEmail } from "./live-transcript-email";
import { sendMeetingDelivery } from "./meeting-delivery";
import { isMeetingJob } from "./meeting-payload";
import { sendSalesEmail } from "./sales-email";
import { sendSlackMessage } from "./slack-message";
import { sendVisitorConfirmation } from "./visitor-email";

// One delivery attempt: the job goes to its destination's module, and whatever happens comes back
// as an outcome the caller stores. Nothing here throws, and nothing takes longer than the cap.

/**
 * The HTTP destinations abort their own request at 10 s; the send_email binding takes no signal, so
 * the attempt as a whole is capped too: one hung send must not hold the consumer's batch.
 */
const ATTEMPT_CAP_MS = OUTBOUND_TIMEOUT_MS + 1_000;

export function sendDelivery(job: DeliveryJob, env: Env, now = new Date()): Promise<DeliveryOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<DeliveryOutcome>((done) => {
    timer = setTimeout(() => done({ kind: "retry", reason: `no answer within ${OUTBOUND_TIMEOUT_MS / 1000} s` }), ATTEMPT_CAP_MS);
  });
  return Promise.race([attempt(job, env, now), cap]).finally(() => clearTimeout(timer));
}

/**
 * Where a message about a record means something, and the notice it must carry: an escalation is
 * for people (the office's inbox, Slack), a status change for the CRM, a follow-up reminder for its
 * owner (their address, Slack). These rows are only created for those destinations; this guards
 * against a row that is not, so nothing misleading is sent.
 */
const NOTICE_ROUTES: Partial<Record<DeliveryEventType, { notice: RecordNotice["kind"]; destinations: readonly Destination[] }>> = {
  "record.escalated": { notice: "escalated", destinations: ["email", "slack"] },
  "record.status_changed": { notice: "status", destinations: ["hubspot"] },
  "record.follow_up_due": { notice: "follow-up", destinations: ["email", "slack"] },
};

/** Why a job must not be sent, or null when it may. */
export function noticeRefusal({ destination, event }: DeliveryJob): string | null {
  const route = NOTICE_ROUTES[event.type];
  const notice = event.data.notice;
  if (!route) return notice ? `${event.type} carries a notice (${notice.kind}), so it is not sent to ${destination}` : null;
  if (!route.destinations.includes(destination)) return `${event.type} is not sent to ${destination}`;
  if (notice?.kind !== route.notice) return `${event.type} without its ${route.notice} notice is not sent to ${destination}`;
  return null;
}

async function attempt(job: DeliveryJob, env: Env, now: Date): Promise<DeliveryOutcome> {
  const refusal = noticeRefusal(job);
  if (refusal) return { kind: "permanent", reason: refusal };
  try {
    if (isMeetingJob(job)) return await sendMeetingDelivery(job, env, now);
    switch (job.destination) {
      case "email":
        return await (isFollowUpReminder(job) ? sendReminderEmail(job, env) : sendSalesEmail(job, env));
      case "webhook":
        return await sendLeadWebhook(job, env, now);
      case "slack":
        if (isLiveSlackAlert(job)) return await sendLiveSlack(job, env, now);
        return await (isFollowUpReminder(job) ? sendReminderSlack(job, env, now) : sendSlackMessage(job, env, now));
      case "hubspot":
        return await sendHubSpotContact(job, env, now);
      case "confirmation":
        return await (job.event.type === LIVE_TRANSCRIPT_EVENT ? sendTranscriptEmail(job, env) : sendVisitorConfirmation(job, env, now));
    }
  } catch (error) {
    // An unexpected failure (a bug, a runtime hiccup) is retried; the queue's attempt limit bounds it.
    return { kind: "retry", reason: `unexpected error: ${error instanceof Error ? error.name : "unknown"}` };
  }
}
