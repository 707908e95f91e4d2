import type { AnalyticsEventData, AnalyticsEventType, SessionAttribution } from "../../analytics/events/chat-events";
import {
  type Budget,
  type ChatStep,
  type CompanySize,
  type Intent,
  type Need,
  type OrgType,
  QUALIFICATION_ORDER,
  type QUALIFICATION_STEPS,
  type QualificationStep,
  type RecommendationId,
  type Stack,
  type Urgency,
} from "../../shared/allowed-values";
import type { FaqContext } from "../../shared/faq-conversation";
import type { Recommendation } from "../../shared/lead-submission";
import { recommend } from "../../shared/recommendations";
import { type FaqAction, type FaqReply, type FaqTurn, faqTransition } from "./faq-machine";

export type { FaqReply };

// The assistant's step machine (intent → qualification → recommendations → contact → success;
// support and general go intent → request → contact → success)
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

/**
 * The support and general intents' own step: "How can we help?" (required for support) and, for
 * support, whether something is down right now (null until answered).
 */
export type RequestDraft = { message: string; downNow: boolean | null };

export type ContactDraft = { name: string; email: string; company: string; phone: string };

export type LeadResult = { leadScore: number; isHighValue: boolean };

export type ChatState = {
  sessionId: string;
  /** The session's secret (session-key.ts): sent with the lead only, never with an event or a question. */
  sessionKey: string;
  /** session_start is recorded once per chat session. */
  sessionStarted: boolean;
  step: ChatStep;
  answers: Answers;
  recommendations: Recommendation[];
  request: RequestDraft;
  /** The FAQ question being typed. */
  question: string;
  /** The questions asked before the last one, oldest first, with their replies. */
  transcript: FaqTurn[];
  /** The last question sent, shown above its reply. */
  asked: string | null;
  reply: FaqReply | null;
  /** What the server resolved the conversation to (offer, plan, office, count…), sent with the next question. */
  faqContext: FaqContext | null;
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
  | { type: "downNowAnswered"; value: boolean }
  | { type: "requestEdited"; text: string }
  | { type: "requestSent" }
  | FaqAction
  | { type: "contactEdited"; field: keyof ContactDraft; value: string }
  | { type: "marketingToggled"; value: boolean }
  | { type: "submitSent" }
  | { type: "submitSucceeded"; result: LeadResult }
  | { type: "submitFailed" }
  | { type: "restarted" }
  | { type: "reset"; sessionId: string; sessionKey: string };

export type Transition = { state: ChatState; events: ChatEvent[] };

const emptyContact: ContactDraft = { name: "", email: "", company: "", phone: "" };
const emptyRequest: RequestDraft = { message: "", downNow: null };

export function initialChatState(sessionId: string, sessionKey: string): ChatState {
  return {
    sessionId,
    sessionKey,
    sessionStarted: false,
    step: "intent",
    answers: {},
    recommendations: [],
    request: emptyRequest,
    question: "",
    transcript: [],
    asked: null,
    reply: null,
    faqContext: null,
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
  if (intent === "support" || intent === "general") return "request";
  if (intent === "faq") return "faq";
  return QUALIFICATION_ORDER[0]!;
}

const unchanged = (state: ChatState): Transition => ({ state, events: [] });

/** Support needs the visitor's own words before the contact step; general may leave them out. */
export function requestComplete(intent: Intent | undefined, request: RequestDraft): boolean {
  return intent !== "support" || request.message.trim() !== "";
}

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
export function recommendationsFor(answers: Answers): Recommendation[] {
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

    case "downNowAnswered":
      if (state.step !== "request" || state.answers.intent !== "support") return unchanged(state);
      return { state: { ...state, request: { ...state.request, downNow: action.value } }, events: [] };

    case "requestEdited":
      if (state.step !== "request") return unchanged(state);
      return { state: { ...state, request: { ...state.request, message: action.text } }, events: [] };

    case "requestSent":
      if (state.step !== "request" || !requestComplete(state.answers.intent, state.request)) return unchanged(state);
      return { state: { ...state, step: "contact" }, events: [] };

    case "questionEdited":
    case "faqSent":
    case "faqChoiceSent":
    case "faqAnswered":
    case "faqRated":
    case "faqFailed":
      return { state: faqTransition(state, action), events: [] };

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
      // The same session, so the same key: a lead it already sent stays its own.
      return {
        state: { ...initialChatState(state.sessionId, state.sessionKey), sessionStarted: state.sessionStarted },
        events: [{ type: "conversation_restarted", data: { fromStep: state.step } }],
      };

    case "reset":
      return { state: initialChatState(action.sessionId, action.sessionKey), events: [] };
  }
}
