import { answerLabels, whatsappCopy } from "../../content/chat";
import { QUALIFICATION_ORDER } from "../../shared/allowed-values";
import type { ChatState } from "./chat-machine";

/** The prefilled "Continue on WhatsApp" message: what the visitor chose, never their contact details. */
export function whatsappSummary({ answers, recommendations }: Pick<ChatState, "answers" | "recommendations">): string {
  const lines = [whatsappCopy.greeting];
  if (answers.intent) lines.push(whatsappCopy.intents[answers.intent]);
  for (const step of QUALIFICATION_ORDER) {
    const value = answers[step];
    if (value) lines.push(`${answerLabels[step]}: ${value}`);
  }
  if (recommendations.length > 0) {
    lines.push(`${whatsappCopy.interestedIn}: ${recommendations.map((r) => r.name).join(", ")}`);
  }
  return lines.join("\n");
}
