import * as v from "valibot";
import { CHAT_STEPS, type ChatStep, INTENTS, QUALIFICATION_ORDER, QUALIFICATION_STEPS } from "../../shared/allowed-values";
import { type FaqChoice, faqContextSchema } from "../../shared/faq-conversation";
import { newSessionKey } from "../../shared/session-key";
import {
  type Answers,
  type ChatState,
  type ContactDraft,
  type FaqReply,
  type LeadResult,
  type RequestDraft,
  recommendationsFor,
  requestComplete,
} from "./chat-machine";
import { type FaqLink, toFaqLink } from "./faq-link";
import { type FaqTurn, MAX_FAQ_TURNS } from "./faq-machine";

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
  if (answers.intent !== "sales") return ["request", "contact", "success"];
  const firstUnanswered = QUALIFICATION_ORDER.findIndex((s) => !answers[s]);
  if (firstUnanswered === -1) return ["recommendations", "contact", "success"];
  const laterAnswered = QUALIFICATION_ORDER.slice(firstUnanswered).some((s) => answers[s]);
  return laterAnswered ? [] : [QUALIFICATION_ORDER[firstUnanswered]!];
}

const str = (value: unknown): string | null => (typeof value === "string" ? value : null);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sessionKeyPattern = /^[\w-]{22,86}$/;

/** The entries a fallback offered (question, answer, site path), or null when any is not one. */
function restoreLinks(raw: unknown): FaqLink[] | null {
  if (!Array.isArray(raw)) return null;
  const links = raw.map(toFaqLink);
  return links.every((link) => link !== null) ? links : null;
}

function restoreReply(raw: unknown): FaqReply | null | undefined {
  if (raw === null) return null;
  if (!isRecord(raw)) return undefined;
  if (raw.kind === "failed") return { kind: "failed" };
  const response = str(raw.response);
  if (raw.kind !== "answer" || response === null) return undefined;
  const resourceUrl = str(raw.resourceUrl);
  const { helpful, related } = raw;
  if (helpful !== undefined && helpful !== null && typeof helpful !== "boolean") return undefined;
  const links = related === undefined ? [] : restoreLinks(related);
  if (links === null) return undefined;
  const quoteUrl = str(raw.quoteUrl);
  const choiceFor = str(raw.choiceFor);
  const choices = raw.choices === undefined ? [] : restoreChoices(raw.choices);
  if (choices === null || (choices.length > 0 && !choiceFor)) return undefined;
  return {
    kind: "answer",
    response,
    ...(resourceUrl ? { resourceUrl } : {}),
    ...(helpful === undefined ? {} : { helpful }),
    ...(links.length ? { related: links } : {}),
    ...(quoteUrl?.startsWith("/") && !quoteUrl.startsWith("//") ? { quoteUrl } : {}),
    ...(choices.length && choiceFor ? { choices, choiceFor } : {}),
  };
}

/** An ask-back's buttons: each a label and an offer id. */
function restoreChoices(raw: unknown): FaqChoice[] | null {
  if (!Array.isArray(raw)) return null;
  const choices = raw.filter((c): c is FaqChoice => isRecord(c) && typeof c.label === "string" && typeof c.offer === "string");
  return choices.length === raw.length ? choices : null;
}

/** The earlier turns; a conversation stored before the transcript has none. */
function restoreTranscript(raw: unknown): FaqTurn[] | null {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return null;
  const turns: FaqTurn[] = [];
  for (const turn of raw.slice(-MAX_FAQ_TURNS)) {
    const reply = isRecord(turn) && typeof turn.asked === "string" ? restoreReply(turn.reply) : undefined;
    if (!reply || !isRecord(turn)) return null;
    turns.push({ asked: turn.asked as string, reply });
  }
  return turns;
}

/** A conversation stored before the request step has none: an empty one. */
function restoreRequest(raw: unknown): RequestDraft | null {
  if (raw === undefined) return { message: "", downNow: null };
  if (!isRecord(raw) || typeof raw.message !== "string") return null;
  if (raw.downNow !== null && typeof raw.downNow !== "boolean") return null;
  return { message: raw.message, downNow: raw.downNow };
}

function restoreResult(raw: unknown): LeadResult | null | undefined {
  if (raw === null) return null;
  if (!isRecord(raw) || typeof raw.leadScore !== "number" || typeof raw.isHighValue !== "boolean") return undefined;
  return { leadScore: raw.leadScore, isHighValue: raw.isHighValue };
}

/**
 * A conversation stored before sessions had a key gets one while it has sent no lead; one that has
 * (success) cannot prove the lead is its own, so it is not restored and the chat starts afresh.
 */
export function restoreChatState(raw: unknown, makeKey: () => string = newSessionKey): ChatState | null {
  if (!isRecord(raw) || !isRecord(raw.contact)) return null;
  const sessionId = str(raw.sessionId);
  if (!sessionId || !uuidPattern.test(sessionId)) return null;
  const answers = restoreAnswers(raw.answers);
  const reply = restoreReply(raw.reply);
  const result = restoreResult(raw.result);
  const request = restoreRequest(raw.request);
  const transcript = restoreTranscript(raw.transcript);
  const faqContext = raw.faqContext === undefined || raw.faqContext === null ? null : v.safeParse(faqContextSchema, raw.faqContext);
  const contact = {
    name: str(raw.contact.name),
    email: str(raw.contact.email),
    company: str(raw.contact.company),
    phone: str(raw.contact.phone),
  };
  const fields = [str(raw.question), contact.name, contact.email, contact.company, contact.phone];
  if (fields.includes(null) || !answers || !request || reply === undefined || result === undefined) return null;
  if (!transcript || faqContext?.success === false) return null;
  if (!isOneOf(CHAT_STEPS, raw.step) || !reachableSteps(answers).includes(raw.step)) return null;
  // Past the request step, a support conversation has said how we can help.
  if (raw.step !== "request" && !requestComplete(answers.intent, request)) return null;
  if ((raw.step === "success") !== (result !== null)) return null;
  if (typeof raw.sessionStarted !== "boolean" || typeof raw.marketingOptIn !== "boolean") return null;
  if (raw.asked !== null && typeof raw.asked !== "string") return null;
  const storedKey = str(raw.sessionKey);
  if (storedKey !== null && !sessionKeyPattern.test(storedKey)) return null;
  if (storedKey === null && (raw.sessionKey !== undefined || result !== null)) return null;
  return {
    sessionId,
    sessionKey: storedKey ?? makeKey(),
    sessionStarted: raw.sessionStarted,
    step: raw.step,
    answers,
    recommendations: recommendationsFor(answers),
    request,
    question: raw.question as string,
    transcript,
    asked: raw.asked,
    reply,
    faqContext: faqContext?.success ? faqContext.output : null,
    contact: contact as ContactDraft,
    marketingOptIn: raw.marketingOptIn,
    // A request cut off by the reload is not running any more.
    loading: false,
    result,
  };
}
