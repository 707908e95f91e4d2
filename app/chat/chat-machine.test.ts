import { describe, expect, it } from "vitest";
import { INTENTS, QUALIFICATION_ORDER } from "../../shared/allowed-values";
import { recommend } from "../../shared/recommendations";
import { type ChatAction, type ChatState, canStartOver, initialChatState, transition } from "./chat-machine";
import { restoreChatState } from "./chat-state-restore";

const SESSION = "0b3c6f7e-2d4a-4c1b-9e8f-1a2b3c4d5e6f";
const OTHER_SESSION = "5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6";
const KEY = "q2X0vY8dLrV1qJwU5kZ3nA";
const OTHER_KEY = "Zr7-pK2_wQ9sT4uV6xY8aB";

/** Applies actions in turn, collecting every event. */
function run(actions: ChatAction[], from: ChatState = initialChatState(SESSION, KEY)) {
  let state = from;
  const events = [];
  for (const action of actions) {
    const next = transition(state, action);
    state = next.state;
    events.push(...next.events);
  }
  return { state, events };
}

const salesAnswers: ChatAction[] = [
  { type: "intentSelected", intent: "sales" },
  { type: "optionChosen", step: "orgType", value: "Healthcare" },
  { type: "optionChosen", step: "size", value: "51–300" },
  { type: "optionChosen", step: "need", value: "Security/Compliance" },
  { type: "optionChosen", step: "stack", value: "Microsoft 365" },
  { type: "optionChosen", step: "urgency", value: "Now" },
  { type: "optionChosen", step: "budget", value: "Enterprise" },
];

const atContact = () => run([...salesAnswers, { type: "proposalRequested" }]).state;

describe("chat machine: session start", () => {
  it("records session_start once per session, with the time and the visit's attribution given", () => {
    const attribution = { utm_source: "newsletter", $referring_domain: "mail.example.com", landing_path: "/pricing" };
    const first = transition(initialChatState(SESSION, KEY), { type: "opened", at: "2026-11-22T10:00:00.000Z", attribution });
    expect(first.events).toEqual([{ type: "session_start", data: { timestamp: "2026-11-22T10:00:00.000Z", ...attribution } }]);
    expect(first.state.sessionStarted).toBe(true);
    expect(transition(first.state, { type: "opened", at: "2026-11-22T10:05:00.000Z", attribution: {} }).events).toEqual([]);
  });
});

describe("chat machine: intent", () => {
  it.each([
    ["support", "request"],
    ["general", "request"],
    ["faq", "faq"],
    ["sales", "orgType"],
  ] as const)("intent %s goes to %s and records intent_selected", (intent, step) => {
    const { state, events } = transition(initialChatState(SESSION, KEY), { type: "intentSelected", intent });
    expect(state.step).toBe(step);
    expect(state.answers).toEqual({ intent });
    expect(events).toEqual([{ type: "intent_selected", data: { intent } }]);
  });

  it("ignores an intent chosen when not on the intent step", () => {
    const faq = transition(initialChatState(SESSION, KEY), { type: "intentSelected", intent: "faq" }).state;
    expect(transition(faq, { type: "intentSelected", intent: "sales" })).toEqual({ state: faq, events: [] });
  });
});

describe("chat machine: qualification", () => {
  it("asks orgType, size, need, stack, urgency, budget in order, storing each answer", () => {
    let state = transition(initialChatState(SESSION, KEY), { type: "intentSelected", intent: "sales" }).state;
    const steps = [];
    for (const action of salesAnswers.slice(1)) {
      steps.push(state.step);
      const next = transition(state, action);
      if (action.type === "optionChosen") {
        expect(next.state.answers[action.step]).toBe(action.value);
        expect(next.events[0]).toEqual({ type: "step_completed", data: { step: action.step, value: action.value } });
      }
      state = next.state;
    }
    expect(steps).toEqual(QUALIFICATION_ORDER);
    expect(state.step).toBe("recommendations");
  });

  it("choosing the budget generates the recommendations and records them", () => {
    const { state, events } = run(salesAnswers);
    const expected = recommend({ orgType: "Healthcare", size: "51–300", need: "Security/Compliance", stack: "Microsoft 365" });
    expect(state.recommendations).toEqual(expected);
    expect(events.at(-1)).toEqual({
      type: "recommendations_generated",
      data: { count: expected.length, ids: expected.map((r) => r.id) },
    });
    expect(events.filter((e) => e.type === "step_completed")).toHaveLength(6);
  });

  it("ignores an answer for a step other than the current one (a double click)", () => {
    const atSize = run(salesAnswers.slice(0, 2)).state;
    expect(transition(atSize, { type: "optionChosen", step: "orgType", value: "Legal" })).toEqual({ state: atSize, events: [] });
  });

  it("a recommendation click is recorded by id, only for a recommendation shown", () => {
    const { state } = run(salesAnswers);
    const id = state.recommendations[0]!.id;
    expect(transition(state, { type: "recommendationViewed", id }).events).toEqual([
      { type: "recommendation_clicked", data: { recommendationId: id } },
    ]);
    expect(transition(state, { type: "recommendationViewed", id: "google-workspace" }).events).toEqual([]);
  });

  it("Get my proposal moves from recommendations to contact", () => {
    expect(atContact().step).toBe("contact");
    expect(transition(initialChatState(SESSION, KEY), { type: "proposalRequested" }).state.step).toBe("intent");
  });
});

describe("chat machine: FAQ", () => {
  const atFaq = () => transition(initialChatState(SESSION, KEY), { type: "intentSelected", intent: "faq" }).state;

  it("never sends a blank or whitespace question", () => {
    for (const text of ["", "   ", "\n\t "]) {
      const state = transition(atFaq(), { type: "questionEdited", text }).state;
      expect(transition(state, { type: "faqSent" })).toEqual({ state, events: [] });
    }
  });

  it("sending turns loading on; the answer turns it off, shows the reply and clears the box", () => {
    const typed = transition(atFaq(), { type: "questionEdited", text: "  What are your hours? " }).state;
    const sent = transition(typed, { type: "faqSent" }).state;
    expect(sent).toMatchObject({ loading: true, asked: "What are your hours?", reply: null });
    expect(transition(sent, { type: "faqSent" }).state).toBe(sent);
    const answered = transition(sent, { type: "faqAnswered", response: "Mon–Fri 9–5.", resourceUrl: "/contact" }).state;
    expect(answered).toMatchObject({
      loading: false,
      question: "",
      reply: { kind: "answer", response: "Mon–Fri 9–5.", resourceUrl: "/contact" },
    });
  });

  it("a failed call keeps the question and shows the failure reply", () => {
    const sent = run([{ type: "intentSelected", intent: "faq" }, { type: "questionEdited", text: "Prices?" }, { type: "faqSent" }]).state;
    const failed = transition(sent, { type: "faqFailed" }).state;
    expect(failed).toMatchObject({ loading: false, question: "Prices?", reply: { kind: "failed" } });
  });

  it("an answer from the corpus can be rated, the fallback cannot; a second vote replaces the first", () => {
    const sent = run([{ type: "intentSelected", intent: "faq" }, { type: "questionEdited", text: "Prices?" }, { type: "faqSent" }]).state;
    const fallback = transition(sent, { type: "faqAnswered", response: "Ask our team.", matched: false }).state;
    expect(fallback.reply).toEqual({ kind: "answer", response: "Ask our team." });
    expect(transition(fallback, { type: "faqRated", query: "Prices?", helpful: false }).state).toBe(fallback);

    const answered = transition(sent, { type: "faqAnswered", response: "From $6.", matched: true }).state;
    expect(answered.reply).toEqual({ kind: "answer", response: "From $6.", helpful: null });
    const no = transition(answered, { type: "faqRated", query: "Prices?", helpful: false });
    expect(no).toEqual({ state: { ...answered, reply: { kind: "answer", response: "From $6.", helpful: false } }, events: [] });
    expect(transition(no.state, { type: "faqRated", query: "Prices?", helpful: true }).state.reply).toMatchObject({ helpful: true });
  });

  it("a fallback keeps the entries it offers; an answer from the corpus has none", () => {
    const sent = run([{ type: "intentSelected", intent: "faq" }, { type: "questionEdited", text: "E3 price?" }, { type: "faqSent" }]).state;
    const related = [{ question: "What do the Microsoft 365 plans cost?", answer: "From $6.", url: "/products/microsoft-365" }];
    const fallback = transition(sent, { type: "faqAnswered", response: "Ask our team.", matched: false, related }).state;
    expect(fallback.reply).toEqual({ kind: "answer", response: "Ask our team.", related });
    const answered = transition(sent, { type: "faqAnswered", response: "From $6.", matched: true, related }).state;
    expect(answered.reply).toEqual({ kind: "answer", response: "From $6.", helpful: null });
  });

  it("a vote confirmed after the visitor asked something else is not applied to the new answer", () => {
    const answered = run([
      { type: "intentSelected", intent: "faq" },
      { type: "questionEdited", text: "Prices?" },
      { type: "faqSent" },
      { type: "faqAnswered", response: "From $6.", matched: true },
      { type: "questionEdited", text: "Hours?" },
    ]).state;
    const asking = transition(answered, { type: "faqSent" }).state;
    expect(transition(asking, { type: "faqRated", query: "Prices?", helpful: false }).state).toBe(asking);
    const next = transition(asking, { type: "faqAnswered", response: "9 to 5.", matched: true }).state;
    expect(transition(next, { type: "faqRated", query: "Prices?", helpful: false }).state).toBe(next);
  });

  it("an answer arriving after Start Over is ignored", () => {
    const sent = run([{ type: "intentSelected", intent: "faq" }, { type: "questionEdited", text: "Prices?" }, { type: "faqSent" }]).state;
    const restarted = transition(sent, { type: "restarted" }).state;
    expect(transition(restarted, { type: "faqAnswered", response: "late" }).state).toBe(restarted);
  });
});

describe("chat machine: contact and submit", () => {
  it("stores contact fields and the marketing opt-in (unticked by default)", () => {
    const { state } = run(
      [
        { type: "contactEdited", field: "name", value: "Amina" },
        { type: "contactEdited", field: "email", value: "amina@clinic.co.ke" },
        { type: "marketingToggled", value: true },
      ],
      atContact(),
    );
    expect(atContact().marketingOptIn).toBe(false);
    expect(state.contact).toEqual({ name: "Amina", email: "amina@clinic.co.ke", company: "", phone: "" });
    expect(state.marketingOptIn).toBe(true);
  });

  it("submit: loading while in flight (a second submit is ignored), success records form_submitted", () => {
    const sending = transition(atContact(), { type: "submitSent" }).state;
    expect(sending.loading).toBe(true);
    expect(transition(sending, { type: "submitSent" }).state).toBe(sending);
    const done = transition(sending, { type: "submitSucceeded", result: { leadScore: 78, isHighValue: true } });
    expect(done.state).toMatchObject({ step: "success", loading: false, result: { leadScore: 78, isHighValue: true } });
    expect(done.events).toEqual([{ type: "form_submitted", data: { leadScore: 78, isHighValue: true } }]);
  });

  it("a failed submit keeps the form filled on the contact step", () => {
    const filled = transition(atContact(), { type: "contactEdited", field: "company", value: "Acme" }).state;
    const failed = run([{ type: "submitSent" }, { type: "submitFailed" }], filled).state;
    expect(failed).toEqual(filled);
  });

  it("support intent submits straight from contact once it said how we can help", () => {
    const { state } = run([
      { type: "intentSelected", intent: "support" },
      { type: "requestEdited", text: "Printer offline" },
      { type: "requestSent" },
      { type: "submitSent" },
    ]);
    expect(state).toMatchObject({ step: "contact", loading: true });
  });
});

describe("chat machine: the support and general request step", () => {
  const support = () => run([{ type: "intentSelected", intent: "support" }]).state;
  const general = () => run([{ type: "intentSelected", intent: "general" }]).state;

  it("support needs a message before the contact step: blank or spaces stay on the request step", () => {
    expect(transition(support(), { type: "requestSent" }).state.step).toBe("request");
    expect(run([{ type: "requestEdited", text: "   " }, { type: "requestSent" }], support()).state.step).toBe("request");
    const { state } = run([{ type: "requestEdited", text: "Email bounces since 9:00" }, { type: "requestSent" }], support());
    expect(state).toMatchObject({ step: "contact", request: { message: "Email bounces since 9:00", downNow: null } });
  });

  it("general may go on without a message", () => {
    expect(transition(general(), { type: "requestSent" }).state.step).toBe("contact");
  });

  it("records whether something is down now for support (shown at once with the emergency line), never for general", () => {
    const down = transition(support(), { type: "downNowAnswered", value: true }).state;
    expect(down).toMatchObject({ step: "request", request: { downNow: true } });
    expect(transition(down, { type: "downNowAnswered", value: false }).state.request.downNow).toBe(false);
    expect(transition(general(), { type: "downNowAnswered", value: true }).state).toEqual(general());
  });

  it("ignores request edits outside the request step", () => {
    expect(transition(atContact(), { type: "requestEdited", text: "x" }).state).toEqual(atContact());
    expect(transition(atContact(), { type: "requestSent" }).state).toEqual(atContact());
  });

  it("Start Over clears the request", () => {
    const typed = run(
      [
        { type: "downNowAnswered", value: true },
        { type: "requestEdited", text: "Down" },
      ],
      support(),
    );
    expect(transition(typed.state, { type: "restarted" }).state.request).toEqual({ message: "", downNow: null });
  });
});

describe("chat machine: Start Over and reset", () => {
  it("is offered on every step except intent and success", () => {
    expect(
      ["intent", "faq", "request", ...QUALIFICATION_ORDER, "recommendations", "contact", "success"].filter((s) => canStartOver(s as never)),
    ).toEqual(["faq", "request", ...QUALIFICATION_ORDER, "recommendations", "contact"]);
  });

  it("clears every answer, the question, the reply and the contact; keeps the session; records conversation_restarted", () => {
    const dirty = run([
      { type: "opened", at: "2026-11-22T10:00:00.000Z", attribution: {} },
      ...salesAnswers,
      { type: "proposalRequested" },
      { type: "contactEdited", field: "name", value: "Juma" },
      { type: "questionEdited", text: "x" },
    ]).state;
    const { state, events } = transition(dirty, { type: "restarted" });
    expect(state).toEqual({ ...initialChatState(SESSION, KEY), sessionStarted: true });
    expect(events).toEqual([{ type: "conversation_restarted", data: { fromStep: "contact" } }]);
  });

  it("does nothing on the intent and success steps", () => {
    const start = initialChatState(SESSION, KEY);
    expect(transition(start, { type: "restarted" }).events).toEqual([]);
    const success = run(
      [{ type: "submitSent" }, { type: "submitSucceeded", result: { leadScore: 10, isHighValue: false } }],
      atContact(),
    ).state;
    expect(transition(success, { type: "restarted" })).toEqual({ state: success, events: [] });
  });

  it("reset after success starts a new session from scratch, with the new session's key", () => {
    const { state } = transition(atContact(), { type: "reset", sessionId: OTHER_SESSION, sessionKey: OTHER_KEY });
    expect(state).toEqual(initialChatState(OTHER_SESSION, OTHER_KEY));
  });

  it("Start Over keeps the session's key, so a lead the session already sent stays its own", () => {
    const { state } = transition(atContact(), { type: "restarted" });
    expect(state.sessionKey).toBe(KEY);
  });
});

describe("chat machine: the session key stays out of analytics", () => {
  it("no event of a whole conversation carries the key", () => {
    const { events } = run([
      { type: "opened", at: "2026-11-22T10:00:00.000Z", attribution: { utm_source: "newsletter" } },
      ...salesAnswers,
      {
        type: "recommendationViewed",
        id: recommend({ orgType: "Healthcare", size: "51–300", need: "Security/Compliance", stack: "Microsoft 365" })[0]!.id,
      },
      { type: "proposalRequested" },
      { type: "contactEdited", field: "name", value: "Juma" },
      { type: "restarted" },
      ...salesAnswers,
      { type: "proposalRequested" },
      { type: "submitSent" },
      { type: "submitSucceeded", result: { leadScore: 93, isHighValue: true } },
    ]);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(["session_start", "conversation_restarted", "form_submitted"]));
    expect(JSON.stringify(events)).not.toContain(KEY);
  });
});

describe("chat machine: restore from storage", () => {
  const roundTrip = (state: ChatState) => restoreChatState(JSON.parse(JSON.stringify(state)));

  it("restores every reachable state, with loading off and recommendations recomputed", () => {
    const states = [
      initialChatState(SESSION, KEY),
      ...INTENTS.map((intent) => transition(initialChatState(SESSION, KEY), { type: "intentSelected", intent }).state),
      run([
        { type: "intentSelected", intent: "support" },
        { type: "downNowAnswered", value: true },
        { type: "requestEdited", text: "Server down" },
        { type: "requestSent" },
      ]).state,
      ...salesAnswers.map((_, i) => run(salesAnswers.slice(0, i + 1)).state),
      atContact(),
      run([{ type: "submitSent" }, { type: "submitSucceeded", result: { leadScore: 50, isHighValue: false } }], atContact()).state,
      ...[null, false, true].map(
        (helpful) =>
          run([
            { type: "intentSelected", intent: "faq" },
            { type: "questionEdited", text: "Prices?" },
            { type: "faqSent" },
            { type: "faqAnswered", response: "From $6.", matched: true },
            ...(helpful === null ? [] : [{ type: "faqRated", query: "Prices?", helpful } as const]),
          ]).state,
      ),
      run([
        { type: "intentSelected", intent: "faq" },
        { type: "questionEdited", text: "E3 price?" },
        { type: "faqSent" },
        {
          type: "faqAnswered",
          response: "Ask our team.",
          related: [{ question: "M365 plans?", answer: "From $6.", url: "/products/microsoft-365" }],
        },
      ]).state,
    ];
    for (const state of states) expect(roundTrip(state)).toEqual(state);
    const sending = transition(atContact(), { type: "submitSent" }).state;
    expect(roundTrip(sending)).toEqual({ ...sending, loading: false });
    const tampered = { ...atContact(), recommendations: [{ id: "data-analytics", name: "x", url: "https://evil.example", reason: "" }] };
    expect(roundTrip(tampered as ChatState)?.recommendations).toEqual(atContact().recommendations);
  });

  it("keeps the stored key; a conversation stored without one gets a new key until it has sent a lead", () => {
    const stored = JSON.parse(JSON.stringify(atContact()));
    expect(restoreChatState(stored)?.sessionKey).toBe(KEY);
    const { sessionKey: _, ...keyless } = stored;
    expect(restoreChatState(keyless, () => OTHER_KEY)).toEqual({ ...atContact(), sessionKey: OTHER_KEY });
    const sent = JSON.parse(
      JSON.stringify(
        run([{ type: "submitSent" }, { type: "submitSucceeded", result: { leadScore: 50, isHighValue: false } }], atContact()).state,
      ),
    );
    delete sent.sessionKey;
    expect(restoreChatState(sent, () => OTHER_KEY)).toBeNull();
  });

  it("a conversation stored before the request step gets an empty one; a support request past it without words is refused", () => {
    const { request: _, ...stored } = JSON.parse(JSON.stringify(atContact()));
    expect(restoreChatState(stored)).toEqual(atContact());
    const support = JSON.parse(JSON.stringify(run([{ type: "intentSelected", intent: "support" }]).state));
    const { request: __, ...olderSupport } = { ...support, step: "contact" };
    expect(restoreChatState(olderSupport)).toBeNull();
  });

  it("refuses anything the machine could not have produced", () => {
    const valid = JSON.parse(JSON.stringify(atContact()));
    const broken = [
      null,
      "text",
      { ...valid, sessionId: "not-a-uuid" },
      { ...valid, sessionKey: "short" },
      { ...valid, sessionKey: "not base64url, though long enough" },
      { ...valid, sessionKey: 42 },
      { ...valid, sessionKey: null },
      { ...valid, step: "nowhere" },
      { ...valid, answers: { ...valid.answers, size: "1-10" } },
      { ...valid, answers: { intent: "sales", orgType: "SMEs", need: "Website" }, step: "size" },
      { ...valid, answers: { intent: "sales", orgType: "SMEs" }, step: "need" },
      { ...valid, answers: { intent: "faq" }, step: "contact" },
      { ...valid, answers: { intent: "support" }, step: "contact", request: { message: " ", downNow: null } },
      { ...valid, answers: { intent: "support" }, step: "request", request: { message: "x", downNow: "yes" } },
      { ...valid, answers: {}, step: "orgType" },
      { ...valid, step: "success", result: null },
      { ...valid, contact: { ...valid.contact, email: 42 } },
      { ...valid, reply: { kind: "answer" } },
      { ...valid, reply: { kind: "answer", response: "From $6.", helpful: "no" } },
      { ...valid, reply: { kind: "answer", response: "Ask us.", related: "none" } },
      {
        ...valid,
        reply: { kind: "answer", response: "Ask us.", related: [{ question: "Plans?", answer: "From $6.", url: "https://evil.example" }] },
      },
      { ...valid, reply: { kind: "answer", response: "Ask us.", related: [{ question: "Plans?", url: "/products" }] } },
      { ...valid, marketingOptIn: "yes" },
    ];
    for (const raw of broken) expect(restoreChatState(raw)).toBeNull();
  });
});
