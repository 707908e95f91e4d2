import {
  type Budget,
  CHAT_STEPS,
  type ChatStep,
  type CompanySize,
  INTENTS,
  type Intent,
  type Need,
  type OrgType,
  QUALIFICATION_ORDER,
  QUALIFICATION_STEPS,
  type QualificationStep,
  type RecommendationId,
  type Stack,
  type Urgency,
} from "../../shared/allowed-values";
import type { AnalyticsEventData, AnalyticsEventType, SessionAttribution } from "../../shared/analytics-events";
import type { Recommendation } from "../../shared/lead-submission";
import { recommend } from "../../shared/recommendations";

// The assistant's step machine (intent → qualification → recommendations → contact → success)
// as a pure transition function: it returns the next state and the analytics events the move
// produces, so both are unit-tested and the panel only renders state and sends events.

export type Answers = {
  intent?: Intent;
  orgType?: OrgType;
  size?: CompanySize;
  need?: Need;
  stack?: Stack;
  urgency?: Urgency;
  budget?: Budget;
};

export type ContactDraft = { name: string; email: string; company: string; phone: string };

export type FaqReply = { kind: "answer"; response: string; resourceUrl?: string } | { kind: "failed" };

export type LeadResult = { leadScore: number; isHighValue: boolean };

export type ChatState = {
  sessionId: string;
  /** session_start is recorded once per chat session. */
  sessionStarted: boolean;
  step: ChatStep;
  answers: Answers;
  recommendations: Recommendation[];
  /** The FAQ question being typed. */
  question: string;
  /** The last question sent, shown above its reply. */
  asked: string | null;
  reply: FaqReply | null;
  contact: ContactDraft;
  /** Marketing e-mail is a separate opt-in, unticked until the visitor ticks it. */
  marketingOptIn: boolean;
  /** On during the FAQ and submit calls. */
  loading: boolean;
  result: LeadResult | null;
};

export type ChatEvent = { [K in AnalyticsEventType]: { type: K; data: AnalyticsEventData[K] } }[AnalyticsEventType];

type OptionChosen = {
  [S in QualificationStep]: { type: "optionChosen"; step: S; value: (typeof QUALIFICATION_STEPS)[S][number] };
}[QualificationStep];

export type ChatAction =
  | { type: "opened"; at: string; attribution: SessionAttribution }
  | { type: "intentSelected"; intent: Intent }
  | OptionChosen
  | { type: "recommendationViewed"; id: RecommendationId }
  | { type: "proposalRequested" }
  | { type: "questionEdited"; text: string }
  | { type: "faqSent" }
  | { type: "faqAnswered"; response: string; resourceUrl?: string }
  | { type: "faqFailed" }
  | { type: "contactEdited"; field: keyof ContactDraft; value: string }
  | { type: "marketingToggled"; value: boolean }
  | { type: "submitSent" }
  | { type: "submitSucceeded"; result: LeadResult }
  | { type: "submitFailed" }
  | { type: "restarted" }
  | { type: "reset"; sessionId: string };

export type Transition = { state: ChatState; events: ChatEvent[] };

const emptyContact: ContactDraft = { name: "", email: "", company: "", phone: "" };

export function initialChatState(sessionId: string): ChatState {
  return {
    sessionId,
    sessionStarted: false,
    step: "intent",
    answers: {},
    recommendations: [],
    question: "",
    asked: null,
    reply: null,
    contact: emptyContact,
    marketingOptIn: false,
    loading: false,
    result: null,
  };
}

/** Start Over is offered on every step except intent and success. */
export function canStartOver(step: ChatStep): boolean {
  return step !== "intent" && step !== "success";
}

function stepAfterIntent(intent: Intent): ChatStep {
  if (intent === "support" || intent === "general") return "contact";
  if (intent === "faq") return "faq";
  return QUALIFICATION_ORDER[0]!;
}

const unchanged = (state: ChatState): Transition => ({ state, events: [] });

function chooseOption(state: ChatState, action: OptionChosen): Transition {
  if (state.step !== action.step || state.loading) return unchanged(state);
  const answers: Answers = { ...state.answers, [action.step]: action.value };
  const stepCompleted = { type: "step_completed", data: { step: action.step, value: action.value } } as ChatEvent;
  const next = QUALIFICATION_ORDER[QUALIFICATION_ORDER.indexOf(action.step) + 1];
  if (next) return { state: { ...state, answers, step: next }, events: [stepCompleted] };

  // The last answer (budget) generates the recommendations and shows them.
  const recommendations = recommendationsFor(answers);
  return {
    state: { ...state, answers, recommendations, step: "recommendations" },
    events: [
      stepCompleted,
      { type: "recommendations_generated", data: { count: recommendations.length, ids: recommendations.map((r) => r.id) } },
    ],
  };
}

/** Recommendations exist once every qualification question is answered. */
function recommendationsFor(answers: Answers): Recommendation[] {
  const { orgType, size, need, stack } = answers;
  const complete = QUALIFICATION_ORDER.every((step) => answers[step]);
  return complete && orgType && size && need && stack ? recommend({ orgType, size, need, stack }) : [];
}

export function transition(state: ChatState, action: ChatAction): Transition {
  switch (action.type) {
    case "opened":
      if (state.sessionStarted) return unchanged(state);
      return {
        state: { ...state, sessionStarted: true },
        events: [{ type: "session_start", data: { timestamp: action.at, ...action.attribution } }],
      };

    case "intentSelected":
      if (state.step !== "intent") return unchanged(state);
      return {
        state: { ...state, answers: { intent: action.intent }, step: stepAfterIntent(action.intent) },
        events: [{ type: "intent_selected", data: { intent: action.intent } }],
      };

    case "optionChosen":
      return chooseOption(state, action);

    case "recommendationViewed":
      if (!state.recommendations.some((r) => r.id === action.id)) return unchanged(state);
      return { state, events: [{ type: "recommendation_clicked", data: { recommendationId: action.id } }] };

    case "proposalRequested":
      if (state.step !== "recommendations") return unchanged(state);
      return { state: { ...state, step: "contact" }, events: [] };

    case "questionEdited":
      return { state: { ...state, question: action.text }, events: [] };

    case "faqSent": {
      const query = state.question.trim();
      // A blank question is never sent.
      if (state.step !== "faq" || state.loading || query === "") return unchanged(state);
      return { state: { ...state, loading: true, asked: query, reply: null }, events: [] };
    }

    case "faqAnswered":
      if (state.step !== "faq" || !state.loading) return unchanged(state);
      return {
        state: {
          ...state,
          loading: false,
          question: "",
          reply: { kind: "answer", response: action.response, ...(action.resourceUrl ? { resourceUrl: action.resourceUrl } : {}) },
        },
        events: [],
      };

    case "faqFailed":
      if (state.step !== "faq" || !state.loading) return unchanged(state);
      return { state: { ...state, loading: false, reply: { kind: "failed" } }, events: [] };

    case "contactEdited":
      return { state: { ...state, contact: { ...state.contact, [action.field]: action.value } }, events: [] };

    case "marketingToggled":
      return { state: { ...state, marketingOptIn: action.value }, events: [] };

    case "submitSent":
      if (state.step !== "contact" || state.loading) return unchanged(state);
      return { state: { ...state, loading: true }, events: [] };

    case "submitSucceeded":
      if (state.step !== "contact" || !state.loading) return unchanged(state);
      return {
        state: { ...state, loading: false, step: "success", result: action.result },
        events: [{ type: "form_submitted", data: { leadScore: action.result.leadScore, isHighValue: action.result.isHighValue } }],
      };

    case "submitFailed":
      // The form stays filled so the visitor can try again.
      if (!state.loading) return unchanged(state);
      return { state: { ...state, loading: false }, events: [] };

    case "restarted":
      if (!canStartOver(state.step)) return unchanged(state);
      return {
        state: { ...initialChatState(state.sessionId), sessionStarted: state.sessionStarted },
        events: [{ type: "conversation_restarted", data: { fromStep: state.step } }],
      };

    case "reset":
      return { state: initialChatState(action.sessionId), events: [] };
  }
}

// Restoring a stored conversation (reload, navigation): only a state the machine could have
// reached is accepted; recommendations are recomputed from the answers, never trusted.

const answerLists = { intent: INTENTS, ...QUALIFICATION_STEPS } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

function restoreAnswers(raw: unknown): Answers | null {
  if (!isRecord(raw)) return null;
  const answers: Record<string, string> = {};
  for (const [key, list] of Object.entries(answerLists)) {
    const value = raw[key];
    if (value === undefined) continue;
    if (!isOneOf(list, value)) return null;
    answers[key] = value;
  }
  return answers as Answers;
}

/** The steps a conversation with these answers can be on. */
function reachableSteps(answers: Answers): readonly ChatStep[] {
  if (!answers.intent) return QUALIFICATION_ORDER.some((s) => answers[s]) ? [] : ["intent"];
  if (answers.intent === "faq") return ["faq"];
  if (answers.intent !== "sales") return ["contact", "success"];
  const firstUnanswered = QUALIFICATION_ORDER.findIndex((s) => !answers[s]);
  if (firstUnanswered === -1) return ["recommendations", "contact", "success"];
  const laterAnswered = QUALIFICATION_ORDER.slice(firstUnanswered).some((s) => answers[s]);
  return laterAnswered ? [] : [QUALIFICATION_ORDER[firstUnanswered]!];
}

const str = (value: unknown): string | null => (typeof value === "string" ? value : null);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function restoreReply(raw: unknown): FaqReply | null | undefined {
  if (raw === null) return null;
  if (!isRecord(raw)) return undefined;
  if (raw.kind === "failed") return { kind: "failed" };
  const response = str(raw.response);
  if (raw.kind !== "answer" || response === null) return undefined;
  const resourceUrl = str(raw.resourceUrl);
  return { kind: "answer", response, ...(resourceUrl ? { resourceUrl } : {}) };
}

function restoreResult(raw: unknown): LeadResult | null | undefined {
  if (raw === null) return null;
  if (!isRecord(raw) || typeof raw.leadScore !== "number" || typeof raw.isHighValue !== "boolean") return undefined;
  return { leadScore: raw.leadScore, isHighValue: raw.isHighValue };
}

export function restoreChatState(raw: unknown): ChatState | null {
  if (!isRecord(raw) || !isRecord(raw.contact)) return null;
  const sessionId = str(raw.sessionId);
  if (!sessionId || !uuidPattern.test(sessionId)) return null;
  const answers = restoreAnswers(raw.answers);
  const reply = restoreReply(raw.reply);
  const result = restoreResult(raw.result);
  const contact = {
    name: str(raw.contact.name),
    email: str(raw.contact.email),
    company: str(raw.contact.company),
    phone: str(raw.contact.phone),
  };
  const fields = [str(raw.question), contact.name, contact.email, contact.company, contact.phone];
  if (fields.includes(null) || !answers || reply === undefined || result === undefined) return null;
  if (!isOneOf(CHAT_STEPS, raw.step) || !reachableSteps(answers).includes(raw.step)) return null;
  if ((raw.step === "success") !== (result !== null)) return null;
  if (typeof raw.sessionStarted !== "boolean" || typeof raw.marketingOptIn !== "boolean") return null;
  if (raw.asked !== null && typeof raw.asked !== "string") return null;
  return {
    sessionId,
    sessionStarted: raw.sessionStarted,
    step: raw.step,
    answers,
    recommendations: recommendationsFor(answers),
    question: raw.question as string,
    asked: raw.asked,
    reply,
    contact: contact as ContactDraft,
    marketingOptIn: raw.marketingOptIn,
    // A request cut off by the reload is not running any more.
    loading: false,
    result,
  };
}
