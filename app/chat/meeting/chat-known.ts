// What a booking takes from the chat: the visitor's contact answers, the session and the main need,
// read from the stored conversation as plain strings (the API checks them). Reading only these,
// rather than restoring the whole state, keeps the chat machine's code out of this chunk.

export type ChatKnown = {
  contact: { name: string; email: string; company: string; phone: string };
  sessionId?: string;
  need?: string;
};

const fieldsOf = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? { ...value } : {});
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The known parts of a stored chat state; empty strings where it holds nothing usable. */
export function knownFrom(stored: unknown): ChatKnown {
  const state = fieldsOf(stored);
  const contact = fieldsOf(state.contact);
  const sessionId = text(state.sessionId);
  const need = text(fieldsOf(state.answers).need);
  return {
    contact: { name: text(contact.name), email: text(contact.email), company: text(contact.company), phone: text(contact.phone) },
    ...(sessionId ? { sessionId } : {}),
    ...(need ? { need } : {}),
  };
}
