import { liveVisitorCopy as copy } from "../../../content/live-chat-copy";
import { QUALIFICATION_ORDER } from "../../../shared/allowed-values";
import { DAY_MS, EAT_OFFSET_MS, eatDay, eatTime } from "../../../shared/eat-time";
import { LIVE_MESSAGE_MAX, type LiveMessage } from "../../../shared/live-chat";
import type { ChatState } from "../chat-machine";

// The visitor's words around live chat, as pure functions of what they are given (the clock too):
// when the team is back, what the chat knows so far, and the message left when nobody can answer.

/** "today at 09:00 EAT", "tomorrow at 08:00 EAT", "on Monday at 09:00 EAT", read from `now`. */
export function backAtWords(backAt: string, now: Date): string {
  const clock = eatTime(backAt).slice(11);
  const day = eatDay(backAt);
  if (day === eatDay(now.toISOString())) return copy.backWhen.today(clock);
  if (day === eatDay(new Date(now.getTime() + DAY_MS).toISOString())) return copy.backWhen.tomorrow(clock);
  return copy.backWhen.later(copy.weekdays[new Date(Date.parse(backAt) + EAT_OFFSET_MS).getUTCDay()]!, clock);
}

type SoFar = Pick<ChatState, "answers" | "request" | "transcript" | "asked" | "reply">;

const firstLine = (text: string) => text.split("\n")[0]!.slice(0, 300);

/** What the visitor told the chat so far, one line each: their choices, their words, the FAQ's questions and replies. */
export function chatSoFar({ answers, request, transcript, asked, reply }: SoFar): string[] {
  const lines: string[] = [];
  if (answers.intent) lines.push(copy.soFar.intent(copy.soFar.intents[answers.intent]));
  for (const step of QUALIFICATION_ORDER) {
    const value = answers[step];
    if (value) lines.push(`${copy.soFar.answers[step]}: ${value}`);
  }
  if (request.message.trim()) lines.push(copy.soFar.request(request.message.trim()));
  const turns = [...transcript, ...(asked && reply ? [{ asked, reply }] : [])];
  for (const turn of turns) {
    lines.push(copy.soFar.asked(turn.asked));
    if (turn.reply.kind === "answer") lines.push(copy.soFar.answered(firstLine(turn.reply.response)));
  }
  return lines.map((line) => line.slice(0, LIVE_MESSAGE_MAX));
}

/** A live conversation's own messages, for a message left while nobody answered. */
export const conversationLines = (messages: LiveMessage[], you: string): string[] =>
  messages.filter((m) => m.side !== "system").map((m) => copy.soFar.said(m.side === "visitor" ? you : m.author, m.text));

/** The contact message's text: the visitor's words, then the chat so far, within the contact form's 5000 characters. */
export function messageWithChat(note: string, lines: string[], max = 5000): string {
  const own = note.trim();
  if (lines.length === 0) return own.slice(0, max);
  const full = [own, "", copy.messageChatSoFar, ...lines].join("\n").trim();
  return full.length <= max ? full : `${full.slice(0, max - 1)}…`;
}
