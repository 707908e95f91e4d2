import type { FaqChoice, FaqContext } from "../../shared/faq-conversation";
import type { FaqFeedback } from "../../shared/faq-feedback";
import type { FaqAnswer } from "../../shared/faq-question";
import { FORM_TOKEN_HEADER } from "../../shared/form-guard";
import type { LeadSubmissionInput, LeadSubmitResponse } from "../../shared/lead-submission";
import { submitRetryDelayMs } from "../../shared/submit-retry";
import { nextEventIds } from "../analytics/visit";
import { getVisitorDistinctId } from "../analytics/visitor-id";
import type { ChatEvent, LeadResult } from "./chat-machine";
import { type FaqLink, toFaqLink } from "./faq-link";
import { adoptFormToken } from "./form-token";

// The assistant's server calls: analytics, FAQ, the FAQ answer's "Helpful?" vote and lead submit.
// Lead submit, FAQ and the vote report failures to the panel (a lead the server could not take just
// now is first sent again, withSubmitRetries); analytics is fire-and-forget: logged, retried a
// couple of times, never seen by the visitor.

const SUBMIT_TIMEOUT_MS = 20_000;
const FAQ_TIMEOUT_MS = 15_000;
/** The server may wait about 3 s for a just-answered question's log row before recording a vote. */
const FEEDBACK_TIMEOUT_MS = 10_000;
/** Back-off between analytics retries; a lost event skews the funnel, so it is worth two more tries. */
export const ANALYTICS_RETRY_DELAYS_MS = [1_000, 4_000];

export class ChatApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's Retry-After header, if it had one. */
    readonly retryAfter: string | null = null,
  ) {
    super(message);
    this.name = "ChatApiError";
  }
}

/** POSTs JSON, aborting after `timeoutMs` or when `signal` aborts (AbortSignal.any is too new for older phones). */
async function postJson(
  path: string,
  body: unknown,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<{ body: unknown; headers: Headers }> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  signal?.addEventListener("abort", abort);
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) throw new ChatApiError(response.status, `${path} answered ${response.status}`, response.headers.get("retry-after"));
    return { body: await response.json(), headers: response.headers };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }
}

/**
 * Reads only leadScore and isHighValue: the chat uses nothing else from the answer, except the fresh
 * form token it may carry for the page's next record.
 */
export async function submitLead(payload: LeadSubmissionInput, signal?: AbortSignal): Promise<LeadResult> {
  const { body, headers } = await postJson("/api/chatbot-submit", payload, SUBMIT_TIMEOUT_MS, signal);
  adoptFormToken(headers.get(FORM_TOKEN_HEADER));
  const { leadScore, isHighValue } = (body ?? {}) as Partial<LeadSubmitResponse>;
  if (typeof leadScore !== "number" || typeof isHighValue !== "boolean") {
    throw new ChatApiError(200, "chatbot-submit answered without a lead score");
  }
  return { leadScore, isHighValue };
}

/** Resolves after `ms`, or rejects as soon as `signal` aborts (the visitor started over). */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", stop);
      resolve();
    }, ms);
    signal?.addEventListener("abort", stop, { once: true });
  });
}

/**
 * Runs `attempt` (one lead submission, with a fresh Turnstile token each time) until it succeeds,
 * sending it again when the server could not take it just now (shared/submit-retry.ts); any other
 * failure, or the last, is thrown for the panel to show.
 */
export async function withSubmitRetries<T>(attempt: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let repeat = 0; ; repeat++) {
    try {
      return await attempt();
    } catch (error) {
      const delay =
        error instanceof ChatApiError && !signal?.aborted ? submitRetryDelayMs(repeat, error.status, error.retryAfter) : undefined;
      if (delay === undefined) throw error;
      await wait(delay, signal);
    }
  }
}

/** The entries a fallback offers, as far as they are well formed: at most MAX_RELATED, each on a site path. */
const MAX_RELATED = 2;
function relatedLinks(related: unknown): FaqLink[] {
  if (!Array.isArray(related)) return [];
  return related
    .map(toFaqLink)
    .filter((link) => link !== null)
    .slice(0, MAX_RELATED);
}

/** An ask-back's buttons, as far as they are well formed. */
const MAX_CHOICES = 6;
function choiceList(choices: unknown): FaqChoice[] {
  if (!Array.isArray(choices)) return [];
  return choices
    .filter((c): c is FaqChoice => typeof c?.label === "string" && typeof c?.offer === "string")
    .map(({ label, offer }) => ({ label, offer }))
    .slice(0, MAX_CHOICES);
}

const sitePath = (url: unknown): url is string => typeof url === "string" && url.startsWith("/") && !url.startsWith("//");

/**
 * The answer, and whether a corpus entry gave it (`matched`) rather than the fallback, which has no
 * sources but may offer the closest entries (`related`). `context` (the page and what the
 * conversation settled) lets the server resolve a follow-up; the answer carries the next one, an
 * ask-back's `choices` and an estimate's `quoteUrl`.
 */
export async function askFaq(
  query: string,
  sessionId: string,
  context?: FaqContext,
  signal?: AbortSignal,
): Promise<
  Pick<FaqAnswer, "response" | "resourceUrl" | "quoteUrl" | "context"> & { matched: boolean; related?: FaqLink[]; choices?: FaqChoice[] }
> {
  const { body } = await postJson("/api/chatbot-faq", { query, sessionId, context }, FAQ_TIMEOUT_MS, signal);
  const { response, resourceUrl, sources, related, quoteUrl, choices, context: next } = (body ?? {}) as Partial<FaqAnswer>;
  if (typeof response !== "string") throw new ChatApiError(200, "chatbot-faq answered without a response");
  const matched = Array.isArray(sources) && sources.length > 0;
  const links = matched ? [] : relatedLinks(related);
  const buttons = choiceList(choices);
  return {
    response,
    ...(typeof resourceUrl === "string" && resourceUrl ? { resourceUrl } : {}),
    matched,
    ...(links.length ? { related: links } : {}),
    ...(sitePath(quoteUrl) ? { quoteUrl } : {}),
    ...(buttons.length ? { choices: buttons } : {}),
    ...(next && typeof next === "object" ? { context: next } : {}),
  };
}

/** Records the visitor's vote on an FAQ answer; throws when it was not recorded. */
export async function sendFaqFeedback(feedback: FaqFeedback): Promise<void> {
  await postJson("/api/chatbot-faq/feedback", feedback, FEEDBACK_TIMEOUT_MS);
}

/** Retrying helps only when the server or the network failed, not when it refused the event. */
const worthRetrying = (status: number) => status >= 500 || status === 429;

async function sendEvent(body: string, attempt: number): Promise<void> {
  let failure: unknown;
  try {
    // keepalive: an event recorded just before a page change still leaves.
    const response = await fetch("/api/chatbot-analytics", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      keepalive: true,
    });
    if (response.ok) return;
    failure = new ChatApiError(response.status, `chatbot-analytics answered ${response.status}`);
    if (!worthRetrying(response.status)) {
      console.error("Chat analytics event refused", failure);
      return;
    }
  } catch (error) {
    failure = error;
  }
  const delay = ANALYTICS_RETRY_DELAYS_MS[attempt];
  console.error(`Chat analytics event not recorded${delay === undefined ? "; giving up" : "; retrying"}`, failure);
  if (delay !== undefined) setTimeout(() => void sendEvent(body, attempt + 1), delay);
}

/**
 * The event's id, sequence number and visit are made once, here: the retries re-send the same body,
 * so the log stores the event once however many of them reach the server.
 */
export function recordChatEvent(sessionId: string, event: ChatEvent): void {
  const { eventId, seq, visitId } = nextEventIds();
  const distinctId = getVisitorDistinctId() ?? visitId;
  const body = JSON.stringify({ eventType: event.type, sessionId, eventId, seq, visitId, distinctId, data: event.data });
  void sendEvent(body, 0);
}
