import { describe, expect, it } from "vitest";
import { type ChatAction, type ChatState, initialChatState, transition } from "./chat-machine";
import { restoreChatState } from "./chat-state-restore";
import { MAX_FAQ_TURNS } from "./faq-machine";

const SESSION = "0b3c6f7e-2d4a-4c1b-9e8f-1a2b3c4d5e6f";
const KEY = "q2X0vY8dLrV1qJwU5kZ3nA";

const run = (actions: ChatAction[], from: ChatState = initialChatState(SESSION, KEY)) =>
  actions.reduce((state, action) => transition(state, action).state, from);

const ask = (text: string, answer: Omit<Extract<ChatAction, { type: "faqAnswered" }>, "type">): ChatAction[] => [
  { type: "questionEdited", text },
  { type: "faqSent" },
  { type: "faqAnswered", ...answer },
];

const context = { page: "/", question: "How much for 40 users?", count: { n: 40, kind: "people" as const } };
const choices = [
  { label: "Microsoft 365", offer: "microsoft-365" },
  { label: "Google Workspace", offer: "google-workspace" },
];

describe("FAQ conversation", () => {
  it("keeps every earlier question with its reply, and the context the server returned", () => {
    const state = run([
      { type: "intentSelected", intent: "faq" },
      ...ask("What are your hours in Nairobi?", { response: "9 to 5.", matched: true, context: { question: "q1" } }),
      ...ask("what about Kampala?", { response: "8 to 5.", matched: true, context: { question: "q2", office: "Kampala" } }),
    ]);
    expect(state.transcript).toEqual([
      { asked: "What are your hours in Nairobi?", reply: { kind: "answer", response: "9 to 5.", helpful: null } },
    ]);
    expect(state.asked).toBe("what about Kampala?");
    expect(state.faqContext).toEqual({ question: "q2", office: "Kampala" });
  });

  it("an ask-back's button asks again, shown as the visitor's choice; without choices a tap does nothing", () => {
    const asked = run([
      { type: "intentSelected", intent: "faq" },
      ...ask("How much for 40 users?", { response: "Which one do you mean?", choices, context, query: "How much for 40 users?" }),
    ]);
    expect(asked.reply).toMatchObject({ choices, choiceFor: "How much for 40 users?" });
    const tapped = run([{ type: "faqChoiceSent", label: "Google Workspace" }], asked);
    expect(tapped).toMatchObject({ loading: true, asked: "Google Workspace", reply: null });
    expect(tapped.transcript.at(-1)?.asked).toBe("How much for 40 users?");
    const answered = run(
      [{ type: "faqAnswered", response: "$240 per month.", quoteUrl: "/contact?subject=quote-google-workspace" }],
      tapped,
    );
    expect(answered.reply).toMatchObject({ kind: "answer", quoteUrl: "/contact?subject=quote-google-workspace" });
    expect(run([{ type: "faqChoiceSent", label: "Microsoft 365" }], answered)).toBe(answered);
  });

  it("keeps at most MAX_FAQ_TURNS earlier turns, dropping the oldest, and Start Over clears them", () => {
    const many = Array.from({ length: MAX_FAQ_TURNS + 3 }, (_, i) => ask(`question ${i}`, { response: `answer ${i}` })).flat();
    const state = run([{ type: "intentSelected", intent: "faq" }, ...many]);
    expect(state.transcript).toHaveLength(MAX_FAQ_TURNS);
    expect(state.transcript[0]?.asked).toBe("question 2");
    expect(run([{ type: "restarted" }], state)).toMatchObject({ transcript: [], faqContext: null, asked: null });
  });

  it("survives a reload: the transcript, an ask-back and the context are restored; a malformed one is refused", () => {
    const state = run([
      { type: "intentSelected", intent: "faq" },
      ...ask("What are your hours?", { response: "9 to 5.", resourceUrl: "/contact" }),
      ...ask("How much for 40 users?", { response: "Which one do you mean?", choices, context, query: "How much for 40 users?" }),
    ]);
    const stored = JSON.parse(JSON.stringify(state));
    expect(restoreChatState(stored)).toEqual(state);
    expect(restoreChatState({ ...stored, transcript: [{ asked: 3, reply: { kind: "failed" } }] })).toBeNull();
    expect(restoreChatState({ ...stored, faqContext: { page: "not a path" } })).toBeNull();
    expect(restoreChatState({ ...stored, reply: { ...stored.reply, choiceFor: undefined } })).toBeNull();
    const { transcript: _transcript, faqContext: _context, ...older } = stored;
    expect(restoreChatState(older)).toMatchObject({ transcript: [], faqContext: null });
  });
});
