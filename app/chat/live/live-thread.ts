import type { LiveMessage, LiveStatus } from "../../../shared/live-chat";

// The visitor's conversation as this tab keeps it (sessionStorage, so a page change or a reload
// resumes it): its id and capability, the last position seen (a reconnect asks for what follows)
// and the messages sent but not yet acknowledged (sent again, with the same number, on reconnect).

export type Pending = { seq: number; text: string };
/** `office`: the one the offer was for (a meeting is booked there); `context`: the chat so far, for a message left instead. */
export type SavedLive = {
  id: string;
  token: string;
  last: number;
  nextSeq: number;
  pending: Pending[];
  startedAt: string;
  office?: string;
  context?: string[];
  visitor?: Visitor;
};

/** Who the visitor said they are, asked once per tab (or known from the chat's contact step). */
export type Visitor = { name: string; email: string };

const KEY = "kilele-live-chat";
const VISITOR_KEY = "kilele-live-visitor";

export function loadVisitor(): Visitor | null {
  try {
    const visitor = JSON.parse(sessionStorage.getItem(VISITOR_KEY) ?? "null") as Visitor | null;
    return visitor && typeof visitor.name === "string" && typeof visitor.email === "string" ? visitor : null;
  } catch {
    return null;
  }
}

export function saveVisitor(visitor: Visitor): void {
  try {
    sessionStorage.setItem(VISITOR_KEY, JSON.stringify(visitor));
  } catch {
    // Private modes may refuse storage: the visitor is asked again next time.
  }
}

export function loadLive(): SavedLive | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as SavedLive | null;
    return saved && typeof saved.id === "string" && typeof saved.token === "string" ? saved : null;
  } catch {
    return null;
  }
}

export function saveLive(saved: SavedLive | null): void {
  try {
    if (saved) sessionStorage.setItem(KEY, JSON.stringify(saved));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Private modes may refuse storage: the conversation still works until the page changes.
  }
}

export type Thread = { messages: LiveMessage[]; status: LiveStatus; answeredBy: string | null };

/** Adds a message once, in position order: a message seen again (after a reconnect) changes nothing. */
export function withMessage(thread: Thread, message: LiveMessage): Thread {
  if (thread.messages.some((m) => m.position === message.position)) return thread;
  const messages = [...thread.messages, message].sort((a, b) => a.position - b.position);
  return { ...thread, messages };
}

/** What is still unacknowledged once `seq` is. */
export const acknowledged = (pending: Pending[], seq: number): Pending[] => pending.filter((p) => p.seq !== seq);
