import type { LiveEnded } from "../../shared/live-chat";
import { createDatabase } from "../db/client";
import type { LiveConversationRow } from "../db/schema";
import { queueTranscriptEmail, transcriptEmailOn } from "../delivery/live-transcript-email";
import { enqueueDeliveries } from "../delivery/outbox";
import type { LiveConversation } from "./live-conversation-object";
import { appendLiveEvent } from "./live-events";
import { endConversation, findConversation, messagesAfter } from "./live-store";
import { addTranscriptToLead } from "./live-transcript";

// The visitor's End chat: the conversation closes (its object tells whoever is connected, the desk
// included), its transcript joins the lead as when the team ends it, and, when asked, the transcript
// is e-mailed to the visitor. Ending twice, or ending after the team did, changes nothing more than
// the e-mail, which is queued once whatever happens.

type Effects = { stub: DurableObjectStub<LiveConversation>; waitUntil: (promise: Promise<unknown>) => void };

/** The visitor's and the team's messages, without the notices (joined, ended) between them. */
async function spoken(db: ReturnType<typeof createDatabase>, id: string) {
  return (await messagesAfter(db, id, 0)).filter((message) => message.side !== "system");
}

export async function endByVisitor(
  env: Env,
  conversation: LiveConversationRow,
  transcript: boolean,
  now: Date,
  { stub, waitUntil }: Effects,
): Promise<LiveEnded> {
  const db = createDatabase(env);
  if ((await endConversation(db, conversation.id, now)) === "ended") {
    await stub.announce(conversation.id, `${conversation.visitorName || "The visitor"} ended the chat.`);
    const messages = await spoken(db, conversation.id);
    await addTranscriptToLead(db, (await findConversation(db, conversation.id)) ?? conversation, messages, now);
    if (conversation.status === "waiting") await appendLiveEvent(db, "live_missed", conversation, now);
    else await appendLiveEvent(db, "live_ended", conversation, now, messages.length, "visitor");
  }
  const ended = (await findConversation(db, conversation.id)) ?? conversation;
  if (!transcript) return { status: ended.status, transcript: "not_asked" };
  if (!transcriptEmailOn(env)) return { status: ended.status, transcript: "off" };
  if (!ended.visitorEmail) return { status: ended.status, transcript: "no_email" };
  enqueueDeliveries(env, waitUntil, await queueTranscriptEmail(db, ended, await spoken(db, ended.id), now));
  return { status: ended.status, transcript: "queued" };
}
