import * as v from "valibot";
import { company } from "../../content/company";
import { liveTranscriptEmailCopy as copy } from "../../content/live-chat-copy";
import { LIVE_SIDES } from "../../shared/live-chat";
import { OFFICE_IDS } from "../../shared/office-ids";
import type { Database } from "../db/client";
import { deliveries, type LiveConversationRow } from "../db/schema";
import { transcriptLines } from "../live/live-transcript";
import { meetingOffices } from "../meetings/meeting-offices";
import type { DeliveryJob, DeliveryOutcome } from "./delivery-record";
import { type DestinationSettings, describeProblem, destinationProblems, isEmailAddress, setting } from "./destination-config";
import { headerSafe, sendErrorOutcome } from "./sales-email";

// A live conversation's transcript, e-mailed to the visitor who asked for it, through the outbox
// like every message we send: one delivery row per conversation, ever (keyed by the conversation
// and the event key), so asking twice, or ending twice, sends it once; a failed send is retried by
// the queue and the sweep. The row holds the transcript as it was when the conversation ended.

export const LIVE_TRANSCRIPT_EVENT = "live.transcript";

const transcriptSchema = v.object({
  kind: v.literal("live-transcript"),
  name: v.nullable(v.string()),
  email: v.string(),
  office: v.picklist(OFFICE_IDS),
  messages: v.array(v.object({ side: v.picklist(LIVE_SIDES), author: v.string(), text: v.string(), createdAt: v.string() })),
});
export type LiveTranscriptPayload = v.InferOutput<typeof transcriptSchema>;

/** The e-mail's text: the greeting, one line per message (plain text, times in EAT), the sign-off. */
function transcriptEmailText(payload: LiveTranscriptPayload): string {
  const lines = transcriptLines(payload.name, payload.messages);
  return [
    copy.greeting(payload.name ?? ""),
    "",
    copy.intro,
    "",
    ...(lines.length ? lines : [copy.noMessages]),
    "",
    copy.signOff,
    "",
    company.name,
  ].join("\n");
}

/**
 * Queues the transcript of an ended conversation to the visitor's address, once: a second call finds
 * the row there and adds nothing. The ids of the deliveries created (none the second time).
 */
export async function queueTranscriptEmail(
  db: Database,
  conversation: LiveConversationRow,
  messages: LiveTranscriptPayload["messages"],
  now: Date,
): Promise<string[]> {
  if (!conversation.visitorEmail) return [];
  const at = now.toISOString();
  const payload: LiveTranscriptPayload = {
    kind: "live-transcript",
    name: conversation.visitorName,
    email: conversation.visitorEmail,
    office: v.parse(v.picklist(OFFICE_IDS), conversation.office),
    messages: messages.map(({ side, author, text, createdAt }) => ({ side, author, text, createdAt })),
  };
  const created = await db
    .insert(deliveries)
    .values({
      id: crypto.randomUUID(),
      recordType: "live",
      recordId: conversation.id,
      recordVersion: 1,
      destination: "confirmation",
      eventType: LIVE_TRANSCRIPT_EVENT,
      eventKey: "transcript",
      payload,
      nextAttemptAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: deliveries.id });
  return created.map((row) => row.id);
}

/** Whether a transcript can be e-mailed at all: the visitor's sender and binding are set. */
export const transcriptEmailOn = (env: DestinationSettings & { VISITOR_EMAIL?: SendEmail }): boolean =>
  Boolean(setting(env, "VISITOR_EMAIL_FROM") && env.VISITOR_EMAIL);

/** One attempt to send the transcript, through the visitor's binding (VISITOR_EMAIL). */
export async function sendTranscriptEmail(
  job: DeliveryJob,
  env: DestinationSettings & { VISITOR_EMAIL?: SendEmail },
): Promise<DeliveryOutcome> {
  const from = setting(env, "VISITOR_EMAIL_FROM");
  if (!from || !env.VISITOR_EMAIL)
    return { kind: "permanent", reason: "the transcript is off: VISITOR_EMAIL_FROM or the VISITOR_EMAIL binding is missing" };
  const [problem] = destinationProblems(env, "confirmation");
  if (problem) return { kind: "permanent", reason: describeProblem(problem) };
  const parsed = v.safeParse(transcriptSchema, { ...(job.event.data as object) });
  if (!parsed.success) return { kind: "permanent", reason: `not a transcript: ${v.summarize(parsed.issues)}` };
  const payload = parsed.output;
  if (!isEmailAddress(payload.email)) return { kind: "permanent", reason: "the visitor's address is not an email address" };
  try {
    await env.VISITOR_EMAIL.send({
      from: { email: from, name: company.name },
      to: payload.email,
      subject: headerSafe(copy.subject),
      text: transcriptEmailText(payload),
      replyTo: meetingOffices[payload.office].office.email,
    });
    return { kind: "delivered" };
  } catch (error) {
    const outcome = sendErrorOutcome(error, "VISITOR_EMAIL_FROM, the visitor's address");
    // The reason is stored and logged: an address the binding names in its error is the visitor's, so it is cut.
    return { ...outcome, reason: outcome.reason.replace(/[^\s@<>()",;:]+@[^\s@<>()",;:]+/g, "<address>") };
  }
}
