import { eatTime } from "../../shared/eat-time";
import type { LiveMessage } from "../../shared/live-chat";
import type { Database } from "../db/client";
import { deskActivity, type LiveConversationRow } from "../db/schema";

// An ended conversation's transcript: one line per message, in EAT, each under its author's name (the
// visitor's as they gave it), plain text wherever it goes: a note on the visitor's lead, written by
// whoever answered, and the e-mail the visitor may ask for.

type Spoken = Pick<LiveMessage, "side" | "author" | "text" | "createdAt">;

/** "[2026-11-30 10:02] Achieng: hello" (the time in EAT), one per message, in the order given. */
export function transcriptLines(visitorName: string | null, messages: Spoken[]): string[] {
  const visitor = visitorName || "Visitor";
  return messages.map((m) => `[${eatTime(m.createdAt)}] ${m.side === "visitor" ? visitor : m.author}: ${m.text}`);
}

export async function addTranscriptToLead(db: Database, conversation: LiveConversationRow, messages: LiveMessage[], now: Date) {
  if (!conversation.leadId) return;
  await db.insert(deskActivity).values({
    recordType: "lead",
    recordId: conversation.leadId,
    kind: "note",
    actor: conversation.answeredBy ?? "system",
    note: ["Live chat transcript", ...transcriptLines(conversation.visitorName, messages)].join("\n"),
    createdAt: now.toISOString(),
  });
}
