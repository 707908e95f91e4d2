import type { FaqAnswer } from "../../shared/faq-question";
import type { LeadSubmissionInput, LeadSubmitResponse } from "../../shared/lead-submission";
import { getVisitorDistinctId } from "../analytics/visitor-id";
import type { ChatEvent, LeadResult } from "./chat-machine";

// The assistant's three server calls: analytics, FAQ and lead submit. Lead submit and FAQ report
// failures to the panel; analytics is fire-and-forget: logged, retried a couple of times, never
// seen by the visitor.

const SUBMIT_TIMEOUT_MS = 20_000;
const FAQ_TIMEOUT_MS = 15_000;
/** Back-off between analytics retries; a lost event skews the funnel, so it is worth two more tries. */
export const ANALYTICS_RETRY_DELAYS_MS = [1_000, 4_000];

export class ChatApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ChatApiError";
  }
}

/** POSTs JSON, aborting after `timeoutMs` or when `signal` aborts (AbortSignal.any is too new for older phones). */
async function postJson(path: string, body: unknown, timeoutMs: number, signal?: AbortSignal): Promise<unknown> {
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
    if (!response.ok) throw new ChatApiError(response.status, `${path} answered ${response.status}`);
    return await response.json();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }
}

/** Reads only leadScore and isHighValue: the chat uses nothing else from the answer. */
export async function submitLead(payload: LeadSubmissionInput, signal?: AbortSignal): Promise<LeadResult> {
  const body = await postJson("/api/chatbot-submit", payload, SUBMIT_TIMEOUT_MS, signal);
  const { leadScore, isHighValue } = (body ?? {}) as Partial<LeadSubmitResponse>;
  if (typeof leadScore !== "number" || typeof isHighValue !== "boolean") {
    throw new ChatApiError(200, "chatbot-submit answered without a lead score");
  }
  return { leadScore, isHighValue };
}

export async function askFaq(query: string, sessionId: string, signal?: AbortSignal): Promise<Pick<FaqAnswer, "response" | "resourceUrl">> {
  const body = await postJson("/api/chatbot-faq", { query, sessionId }, FAQ_TIMEOUT_MS, signal);
  const { response, resourceUrl } = (body ?? {}) as Partial<FaqAnswer>;
  if (typeof response !== "string") throw new ChatApiError(200, "chatbot-faq answered without a response");
  return typeof resourceUrl === "string" && resourceUrl ? { response, resourceUrl } : { response };
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

export function recordChatEvent(sessionId: string, event: ChatEvent): void {
  const body = JSON.stringify({ eventType: event.type, sessionId, distinctId: getVisitorDistinctId(), data: event.data });
  void sendEvent(body, 0);
}
