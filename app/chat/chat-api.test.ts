import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setVisitorDistinctId } from "../analytics/visitor-id";
import { ANALYTICS_RETRY_DELAYS_MS, askFaq, ChatApiError, recordChatEvent, submitLead } from "./chat-api";

// The client's own behaviour (parsing, errors, retries) with a stand-in fetch; the real endpoints
// are exercised by the browser tests.

const SESSION = "0b3c6f7e-2d4a-4c1b-9e8f-1a2b3c4d5e6f";
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
    const payload = { sessionId: SESSION, intent: "support" as const, contact: { name: "A", email: "a@b.co", company: "C" } };
    await expect(submitLead(payload)).resolves.toEqual({ leadScore: 72, isHighValue: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/chatbot-submit");
    expect(init).toMatchObject({ method: "POST", headers: { "content-type": "application/json" } });
    expect(JSON.parse(init.body)).toEqual(payload);
  });

  it("throws on a non-2xx answer", async () => {
    fetchMock.mockResolvedValue(json(503, { error: { code: "unavailable", message: "down" } }));
    await expect(
      submitLead({ sessionId: SESSION, intent: "general", contact: { name: "A", email: "a@b.co", company: "C" } }),
    ).rejects.toBeInstanceOf(ChatApiError);
  });
});

describe("askFaq", () => {
  it("sends {query, sessionId} and returns the response and its link", async () => {
    fetchMock.mockResolvedValue(json(200, { response: "We open at 9.", resourceUrl: "/contact", sources: [] }));
    await expect(askFaq("Hours?", SESSION)).resolves.toEqual({ response: "We open at 9.", resourceUrl: "/contact" });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ query: "Hours?", sessionId: SESSION });
  });

  it("rejects when the call fails or the answer has no response text", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(askFaq("Hours?", SESSION)).rejects.toThrow("Failed to fetch");
    fetchMock.mockResolvedValueOnce(json(200, { answer: "wrong shape" }));
    await expect(askFaq("Hours?", SESSION)).rejects.toBeInstanceOf(ChatApiError);
  });
});

describe("recordChatEvent", () => {
  it("posts {eventType, sessionId, distinctId, data} with keepalive", async () => {
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
      distinctId: "ph-123",
      data: { intent: "sales" },
    });
  });

  it("leaves distinctId out when posthog has not loaded", async () => {
    fetchMock.mockResolvedValue(json(202, { accepted: true, eventId: "e1" }));
    recordChatEvent(SESSION, { type: "recommendation_clicked", data: { recommendationId: "data-analytics" } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).not.toHaveProperty("distinctId");
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
