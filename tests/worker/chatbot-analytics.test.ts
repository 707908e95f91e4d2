import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LogMessage } from "../../analytics/events/log-message";
import worker from "../../worker";
import { oneEventOfEachType } from "./analytics-fixtures";

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

/** Calls the Worker with a queue that records what the API sends (or fails, when told to). */
async function post(body: unknown, init: { contentType?: string; queueFails?: boolean } = {}) {
  const sent: LogMessage[] = [];
  const queue = {
    send: async (message: LogMessage) => {
      if (init.queueFails) throw new Error("Queue send failed: internal error");
      sent.push(message);
    },
  } as unknown as Queue;
  const request = new Request("http://example.com/api/chatbot-analytics", {
    method: "POST",
    headers: { "content-type": init.contentType ?? "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const res = await worker.fetch(request, { ...env, ANALYTICS_QUEUE: queue }, createExecutionContext());
  return { res, sent };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("POST /api/chatbot-analytics", () => {
  for (const event of oneEventOfEachType(crypto.randomUUID())) {
    it(`accepts ${event.eventType} with 202 and queues it stamped with id, time and country`, async () => {
      const before = Date.now();
      const { res, sent } = await post(event);
      expect(res.status).toBe(202);
      const body = (await res.json()) as { accepted: boolean; eventId: string };
      expect(body).toEqual({ accepted: true, eventId: expect.stringMatching(UUID) });
      expect(sent).toEqual([
        {
          ...event,
          schemaVersion: 1,
          eventId: body.eventId,
          receivedAt: expect.any(String),
          occurredAt: event.eventType === "session_start" ? event.data.timestamp : sent[0]!.receivedAt,
          country: null,
        },
      ]);
      const receivedAt = Date.parse(sent[0]!.receivedAt);
      expect(receivedAt).toBeGreaterThanOrEqual(before - 5);
      expect(receivedAt).toBeLessThanOrEqual(Date.now());
    });
  }

  it("gives an event from an old page (no id of its own) a new id each time", async () => {
    const [event] = oneEventOfEachType(crypto.randomUUID());
    const first = (await (await post(event)).res.json()) as { eventId: string };
    const second = (await (await post(event)).res.json()) as { eventId: string };
    expect(first.eventId).not.toBe(second.eventId);
  });

  it("keeps the browser's event id, sequence number and visit, so a retried request is the same event", async () => {
    const [, event] = oneEventOfEachType(crypto.randomUUID());
    const ids = { eventId: "01937c5e-8f3a-7b2c-9d4e-5f6a7b8c9d0e", seq: 4, visitId: "01937c5e-0000-7000-8000-000000000001" };
    const first = await post({ ...event!, ...ids });
    const retried = await post({ ...event!, ...ids });
    for (const { res, sent } of [first, retried]) {
      expect(await res.json()).toEqual({ accepted: true, eventId: ids.eventId });
      expect(sent[0]).toMatchObject(ids);
    }
  });

  it("refuses a browser event id that is not a UUID, or a negative sequence number", async () => {
    const [, event] = oneEventOfEachType(crypto.randomUUID());
    for (const bad of [{ eventId: "42" }, { seq: -1 }, { seq: 1.5 }, { visitId: "visit" }]) {
      const { res, sent } = await post({ ...event!, ...bad } as never);
      expect(res.status).toBe(400);
      expect(sent).toEqual([]);
    }
  });

  it("passes the visitor's PostHog id along", async () => {
    const distinctId = crypto.randomUUID();
    const { res, sent } = await post({ eventType: "intent_selected", sessionId: crypto.randomUUID(), distinctId, data: { intent: "faq" } });
    expect(res.status).toBe(202);
    expect(sent[0]?.distinctId).toBe(distinctId);
  });

  it("strips personal data sent beside the event, so it never reaches the queue", async () => {
    const sessionId = crypto.randomUUID();
    const { res, sent } = await post({
      eventType: "form_submitted",
      sessionId,
      data: { leadScore: 40, isHighValue: false },
      name: "Amina Njeri",
      email: "amina@example.co.ke",
      phone: "+254712345678",
      company: "Njeri Law",
    });
    expect(res.status).toBe(202);
    expect(Object.keys(sent[0]!).sort()).toEqual([
      "country",
      "data",
      "eventId",
      "eventType",
      "occurredAt",
      "receivedAt",
      "schemaVersion",
      "sessionId",
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/Amina|amina@|254712345678|Njeri Law/);
  });

  const sessionId = crypto.randomUUID();
  const rejected: [string, unknown, string][] = [
    ["an unknown event type", { eventType: "lead_created", sessionId, data: {} }, "eventType"],
    ["a session id that is not a UUID", { eventType: "intent_selected", sessionId: "abc", data: { intent: "sales" } }, "sessionId"],
    ["a missing session id", { eventType: "intent_selected", data: { intent: "sales" } }, "sessionId"],
    ["a missing data object", { eventType: "intent_selected", sessionId }, "data"],
    ["an intent outside the allowed values", { eventType: "intent_selected", sessionId, data: { intent: "buy" } }, "data.intent"],
    [
      "a step value that belongs to another step",
      { eventType: "step_completed", sessionId, data: { step: "size", value: "Legal" } },
      "data.value",
    ],
    ["an unknown step", { eventType: "step_completed", sessionId, data: { step: "contact", value: "x" } }, "data.step"],
    [
      "a count that disagrees with the ids",
      { eventType: "recommendations_generated", sessionId, data: { count: 3, ids: ["data-analytics"] } },
      "data",
    ],
    [
      "an unknown recommendation id",
      { eventType: "recommendation_clicked", sessionId, data: { recommendationId: "crm" } },
      "data.recommendationId",
    ],
    ["a lead score over 100", { eventType: "form_submitted", sessionId, data: { leadScore: 101, isHighValue: true } }, "data.leadScore"],
    ["a session start without an ISO time", { eventType: "session_start", sessionId, data: { timestamp: "yesterday" } }, "data.timestamp"],
    [
      "an email inside data",
      { eventType: "form_submitted", sessionId, data: { leadScore: 10, isHighValue: false, email: "a@b.co" } },
      "data.email",
    ],
    ["a name inside data", { eventType: "intent_selected", sessionId, data: { intent: "sales", name: "Amina" } }, "data.name"],
    [
      "a phone inside data",
      { eventType: "session_start", sessionId, data: { timestamp: "2026-11-22T09:00:00Z", phone: "+254712345678" } },
      "data.phone",
    ],
    ["a company inside data", { eventType: "conversation_restarted", sessionId, data: { company: "Njeri Law" } }, "data.company"],
    [
      "free text as the restart step",
      { eventType: "conversation_restarted", sessionId, data: { fromStep: "amina@example.co.ke" } },
      "data.fromStep",
    ],
    [
      "an email as the distinct id",
      { eventType: "intent_selected", sessionId, distinctId: "amina@example.co.ke", data: { intent: "sales" } },
      "distinctId",
    ],
  ];
  for (const [what, body, path] of rejected) {
    it(`refuses ${what} with 400 naming ${path}, and queues nothing`, async () => {
      const { res, sent } = await post(body);
      expect(res.status).toBe(400);
      const error = ((await res.json()) as ErrorBody).error;
      expect(error.code).toBe("invalid_body");
      expect(error.issues?.map((i) => i.path)).toContain(path);
      expect(sent).toEqual([]);
    });
  }

  it("refuses a body that is not JSON with 400", async () => {
    const { res, sent } = await post("{not json");
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe("bad_request");
    expect(sent).toEqual([]);
  });

  it("refuses a non-JSON content type with 415", async () => {
    const { res } = await post(oneEventOfEachType(sessionId)[0], { contentType: "text/plain" });
    expect(res.status).toBe(415);
    expect(((await res.json()) as ErrorBody).error.code).toBe("unsupported_media_type");
  });

  it("refuses event data over 4 KiB with 413, even inside a body under the 16 KiB limit", async () => {
    const body = { eventType: "conversation_restarted", sessionId, data: { padding: "x".repeat(5000) } };
    const { res, sent } = await post(body);
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error).toEqual({ code: "payload_too_large", message: expect.stringMatching(/4096 bytes/) });
    expect(sent).toEqual([]);
  });

  it("refuses a body over 16 KiB with 413", async () => {
    const { res } = await post({ eventType: "session_start", sessionId, data: {}, padding: "x".repeat(17_000) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.code).toBe("payload_too_large");
  });

  it("answers 503 with the JSON error body when the queue cannot take the event", async () => {
    const { res } = await post(oneEventOfEachType(sessionId)[1], { queueFails: true });
    expect(res.status).toBe(503);
    expect(((await res.json()) as ErrorBody).error.code).toBe("queue_unavailable");
  });
});
