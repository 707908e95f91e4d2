import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_TOKEN_HEADER, FORM_TOKEN_META } from "../../shared/form-guard";
import { setVisitorDistinctId } from "../analytics/visitor-id";
import {
  ANALYTICS_RETRY_DELAYS_MS,
  askFaq,
  ChatApiError,
  recordChatEvent,
  sendFaqFeedback,
  submitLead,
  withSubmitRetries,
} from "./chat-api";

// The client's own behaviour (parsing, errors, retries) with a stand-in fetch; the real endpoints
// are exercised by the browser tests.

const SESSION = "0b3c6f7e-2d4a-4c1b-9e8f-1a2b3c4d5e6f";
const KEY = "q2X0vY8dLrV1qJwU5kZ3nA";
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let fetchMock: ReturnType<typeof vi.fn>;
let errors: unknown[][];

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setVisitorDistinctId(undefined);
});

describe("submitLead", () => {
  it("posts the payload as JSON and reads leadScore and isHighValue", async () => {
    fetchMock.mockResolvedValue(json(200, { leadScore: 72, isHighValue: true, leadId: "l1" }));
    const payload = {
      sessionId: SESSION,
      sessionKey: KEY,
      intent: "support" as const,
      contact: { name: "A", email: "a@b.co", company: "C" },
    };
    await expect(submitLead(payload)).resolves.toEqual({ leadScore: 72, isHighValue: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/chatbot-submit");
    expect(init).toMatchObject({ method: "POST", headers: { "content-type": "application/json" } });
    expect(JSON.parse(init.body)).toEqual(payload);
  });

  it("puts the fresh form token a stored lead's answer carries into the page's meta, for the next record", async () => {
    const meta = { content: "first-token" };
    const querySelector = vi.fn((selector: string) => (selector === `meta[name="${FORM_TOKEN_META}"]` ? meta : null));
    vi.stubGlobal("document", { querySelector });
    const lead = { sessionId: SESSION, sessionKey: KEY, intent: "general" as const, contact: { name: "A", email: "a@b.co", company: "C" } };
    fetchMock.mockResolvedValueOnce(json(200, { leadScore: 5, isHighValue: false }));
    await submitLead(lead);
    expect(meta.content).toBe("first-token");
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ leadScore: 5, isHighValue: false }), {
        headers: { "content-type": "application/json", [FORM_TOKEN_HEADER]: "fresh-token" },
      }),
    );
    await submitLead(lead);
    expect(meta.content).toBe("fresh-token");
  });

  it("throws on a non-2xx answer", async () => {
    fetchMock.mockResolvedValue(json(503, { error: { code: "unavailable", message: "down" } }));
    await expect(
      submitLead({ sessionId: SESSION, sessionKey: KEY, intent: "general", contact: { name: "A", email: "a@b.co", company: "C" } }),
    ).rejects.toBeInstanceOf(ChatApiError);
  });
});

describe("withSubmitRetries", () => {
  const lead = { sessionId: SESSION, sessionKey: KEY, intent: "general" as const, contact: { name: "A", email: "a@b.co", company: "C" } };
  const busy = () =>
    new Response(JSON.stringify({ error: { code: "database_unavailable", message: "busy" } }), {
      status: 503,
      headers: { "content-type": "application/json", "retry-after": "2" },
    });

  it("sends a lead again after the server's Retry-After when it could not take it, and resolves with the answer", async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(json(200, { leadScore: 40, isHighValue: false }));
    const result = withSubmitRetries(() => submitLead(lead));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_500 + 5_500);
    await expect(result).resolves.toEqual({ leadScore: 40, isHighValue: false });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("gives up after three repeats, and does not repeat an answer that refused the lead", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => busy());
    const exhausted = withSubmitRetries(() => submitLead(lead)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await exhausted).toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(4);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json(422, { error: { code: "validation_failed", message: "bad e-mail" } }));
    await expect(withSubmitRetries(() => submitLead(lead))).rejects.toMatchObject({ status: 422 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("stops waiting as soon as the visitor starts over", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => busy());
    const controller = new AbortController();
    const stopped = withSubmitRetries(() => submitLead(lead, controller.signal), controller.signal).catch(() => "stopped");
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    expect(await stopped).toBe("stopped");
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("sendFaqFeedback", () => {
  it("posts the vote to the feedback endpoint and rejects when it was not recorded", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { helpful: false }));
    await expect(sendFaqFeedback({ sessionId: SESSION, query: "Hours?", helpful: false })).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/chatbot-faq/feedback");
    expect(JSON.parse(init.body)).toEqual({ sessionId: SESSION, query: "Hours?", helpful: false });
    fetchMock.mockResolvedValueOnce(json(404, { error: { code: "question_not_found", message: "nothing to rate" } }));
    await expect(sendFaqFeedback({ sessionId: SESSION, query: "Hours?", helpful: true })).rejects.toBeInstanceOf(ChatApiError);
  });
});

describe("askFaq", () => {
  it("sends {query, sessionId} and returns the response and its link; no sources: the fallback, not matched", async () => {
    fetchMock.mockResolvedValue(json(200, { response: "We open at 9.", resourceUrl: "/contact", sources: [] }));
    await expect(askFaq("Hours?", SESSION)).resolves.toEqual({ response: "We open at 9.", resourceUrl: "/contact", matched: false });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ query: "Hours?", sessionId: SESSION });
  });

  it("an answer with sources came from the corpus: matched", async () => {
    const sources = [{ id: "opening-hours", question: "When are you open?", url: "/contact" }];
    fetchMock.mockResolvedValue(json(200, { response: "We open at 9.", sources }));
    await expect(askFaq("Hours?", SESSION)).resolves.toEqual({ response: "We open at 9.", matched: true });
  });

  it("keeps the entries a fallback offers when they are well formed, at most two, and none with a matched answer", async () => {
    const offered = {
      id: "microsoft-365-plans",
      question: "What do the Microsoft 365 plans cost?",
      answer: "From $6.",
      url: "/products/microsoft-365",
    };
    const related = [
      offered,
      { question: "no answer", url: "/x" },
      { ...offered, url: "https://elsewhere.example" },
      { ...offered, url: "/b" },
      { ...offered, url: "/c" },
    ];
    fetchMock.mockResolvedValueOnce(json(200, { response: "Ask our team.", resourceUrl: "/contact", related }));
    await expect(askFaq("E3 price?", SESSION)).resolves.toEqual({
      response: "Ask our team.",
      resourceUrl: "/contact",
      matched: false,
      related: [
        { question: offered.question, answer: offered.answer, url: offered.url },
        { question: offered.question, answer: offered.answer, url: "/b" },
      ],
    });
    const sources = [{ id: "opening-hours", question: "When are you open?", url: "/contact" }];
    fetchMock.mockResolvedValueOnce(json(200, { response: "We open at 9.", sources, related }));
    await expect(askFaq("Hours?", SESSION)).resolves.toEqual({ response: "We open at 9.", matched: true });
  });

  it("sends the conversation's context and keeps the next one, an ask-back's well-formed buttons and a site quote path", async () => {
    const context = { page: "/", offer: "microsoft-365", count: { n: 40, kind: "people" as const } };
    const choices = [
      { label: "Microsoft 365", offer: "microsoft-365" },
      { label: 3 },
      { label: "Google Workspace", offer: "google-workspace", x: 1 },
    ];
    fetchMock.mockResolvedValueOnce(
      json(200, { response: "Which one?", choices, quoteUrl: "//evil.example", context: { page: "/", question: "q" } }),
    );
    await expect(askFaq("How much for 40 users?", SESSION, context)).resolves.toEqual({
      response: "Which one?",
      matched: false,
      choices: [
        { label: "Microsoft 365", offer: "microsoft-365" },
        { label: "Google Workspace", offer: "google-workspace" },
      ],
      context: { page: "/", question: "q" },
    });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ query: "How much for 40 users?", sessionId: SESSION, context });
    fetchMock.mockResolvedValueOnce(json(200, { response: "$500 per month.", quoteUrl: "/contact?subject=quote-microsoft-365" }));
    await expect(askFaq("and for Standard?", SESSION, context)).resolves.toMatchObject({
      quoteUrl: "/contact?subject=quote-microsoft-365",
    });
  });

  it("rejects when the call fails or the answer has no response text", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(askFaq("Hours?", SESSION)).rejects.toThrow("Failed to fetch");
    fetchMock.mockResolvedValueOnce(json(200, { answer: "wrong shape" }));
    await expect(askFaq("Hours?", SESSION)).rejects.toBeInstanceOf(ChatApiError);
  });
});

describe("recordChatEvent", () => {
  const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body) as Record<string, unknown>);

  it("posts {eventType, sessionId, eventId, seq, visitId, distinctId, data} with keepalive", async () => {
    setVisitorDistinctId("ph-123");
    fetchMock.mockResolvedValue(json(202, { accepted: true, eventId: "e1" }));
    recordChatEvent(SESSION, { type: "intent_selected", data: { intent: "sales" } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/chatbot-analytics");
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(init.body)).toEqual({
      eventType: "intent_selected",
      sessionId: SESSION,
      eventId: expect.stringMatching(UUID_V7),
      seq: expect.any(Number),
      visitId: expect.stringMatching(UUID_V7),
      distinctId: "ph-123",
      data: { intent: "sales" },
    });
  });

  it("uses the visit id as distinctId when posthog-js has not loaded", async () => {
    fetchMock.mockResolvedValue(json(202, { accepted: true, eventId: "e1" }));
    recordChatEvent(SESSION, { type: "recommendation_clicked", data: { recommendationId: "data-analytics" } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [body] = bodies();
    expect(body?.distinctId).toBe(body?.visitId);
  });

  it("gives each event its own id and the next sequence number, in one visit", async () => {
    fetchMock.mockResolvedValue(json(202, { accepted: true, eventId: "e1" }));
    recordChatEvent(SESSION, { type: "intent_selected", data: { intent: "sales" } });
    recordChatEvent(SESSION, { type: "step_completed", data: { step: "size", value: "11–50" } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [first, second] = bodies();
    expect(second?.eventId).not.toBe(first?.eventId);
    expect(second?.seq).toBe((first?.seq as number) + 1);
    expect(second?.visitId).toBe(first?.visitId);
  });

  it("retries server and network failures with back-off, logs each, then gives up without throwing", async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(json(503, {})).mockRejectedValueOnce(new TypeError("offline")).mockResolvedValueOnce(json(500, {}));
    expect(() => recordChatEvent(SESSION, { type: "session_start", data: { timestamp: new Date(0).toISOString() } })).not.toThrow();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ANALYTICS_RETRY_DELAYS_MS[0]!);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(ANALYTICS_RETRY_DELAYS_MS[1]!);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(errors).toHaveLength(3);
    expect(String(errors.at(-1)![0])).toContain("giving up");
    // Every attempt is the same event: the server keeps one of them.
    const [first, ...retries] = fetchMock.mock.calls.map(([, init]) => init.body as string);
    expect(retries).toEqual([first, first]);
  });

  it("stops after a retry succeeds", async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(json(429, {})).mockResolvedValueOnce(json(202, { accepted: true, eventId: "e" }));
    recordChatEvent(SESSION, { type: "conversation_restarted", data: { fromStep: "size" } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(1);
  });

  it("does not retry an event the server refused (400)", async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(json(400, { error: { code: "invalid_body", message: "bad" } }));
    recordChatEvent(SESSION, { type: "intent_selected", data: { intent: "faq" } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
  });
});
