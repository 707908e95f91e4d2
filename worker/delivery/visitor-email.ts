import { visitorConfirmationCopy } from "../../content/visitor-confirmation";
import { siteUrl } from "../http/site-url";
import type { DeliveryJob, DeliveryOutcome } from "./delivery-record";
import { type DestinationSettings, describeProblem, destinationProblems, isEmailAddress, setting } from "./destination-config";
import { sendErrorOutcome } from "./sales-email";
import { visitorConfirmation } from "./visitor-confirmation";

// The confirmation to the visitor, through its own send_email binding (VISITOR_EMAIL): unlike the
// sales binding it may send to any address, so it is kept apart from the one that reaches staff.

export async function sendVisitorConfirmation(
  job: DeliveryJob,
  env: DestinationSettings & { VISITOR_EMAIL?: SendEmail },
  now: Date,
): Promise<DeliveryOutcome> {
  const from = setting(env, "VISITOR_EMAIL_FROM");
  if (!from || !env.VISITOR_EMAIL)
    return { kind: "permanent", reason: "the confirmation is off: VISITOR_EMAIL_FROM or the VISITOR_EMAIL binding is missing" };
  const [problem] = destinationProblems(env, "confirmation");
  if (problem) return { kind: "permanent", reason: describeProblem(problem) };
  const record = job.event.data;
  if (record.kind !== "lead")
    return { kind: "permanent", reason: `a confirmation is sent for a chat lead, not for a ${record.kind} record` };
  const to = record.contact.email.trim();
  if (!isEmailAddress(to)) return { kind: "permanent", reason: "the visitor's address is not an email address" };
  const message = visitorConfirmation(record, now, siteUrl(env));
  try {
    await env.VISITOR_EMAIL.send({
      from: { email: from, name: visitorConfirmationCopy.senderName },
      to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo,
    });
    return { kind: "delivered" };
  } catch (error) {
    const outcome = sendErrorOutcome(error, "VISITOR_EMAIL_FROM, the visitor's address");
    // The reason is stored and logged: an address the binding names in its error is the visitor's, so it is cut.
    return { ...outcome, reason: outcome.reason.replace(/[^\s@<>()",;:]+@[^\s@<>()",;:]+/g, "<address>") };
  }
}
