import { eatTime } from "../../shared/eat-time";
import type { LiveMessage } from "../../shared/live-chat";
import type { Database } from "../db/client";
import { deskActivity, type LiveConversationRow } from "../db/schema";

// An ended conversation's transcript joins the visitor's lead: a note on its timeline, written by
// whoever answered, one line per message in EAT (plain text, as the desk shows every note).

function transcriptText(conversation: LiveConversationRow, messages: LiveMessage[]): string {
  const visitor = conversation.visitorName || "Visitor";
  const lines = messages.map((m) => `[${eatTime(m.createdAt)}] ${m.side === "visitor" ? visitor : m.author}: ${m.text}`);
  return ["Live chat transcript", ...lines].join("\n");
}

export async function addTranscriptToLead(db: Database, conversation: LiveConversationRow, messages: LiveMessage[], now: Date) {
  if (!conversation.leadId) return;
  await db.insert(deskActivity).values({
    recordType: "lead",
    recordId: conversation.leadId,
    kind: "note",
    actor: conversation.answeredBy ?? "system",
    note: transcriptText(conversation, messages),
    createdAt: now.toISOString(),
  });
}
