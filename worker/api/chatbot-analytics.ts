import { Hono, type MiddlewareHandler } from "hono";
import { type AnalyticsAccepted, analyticsEventSchema, MAX_EVENT_DATA_BYTES } from "../../analytics/events/chat-events";
import type { LogMessage } from "../../analytics/events/log-message";
import { currentVersion, eventRegistry } from "../../analytics/events/registry";
import type { AppBindings } from "../app-env";
import { visitorCountry } from "../http/visitor-country";
import { ApiError } from "./errors";
import { limitBody, requireJson, validJson } from "./request-guards";

const encoder = new TextEncoder();

/** 413 when `data` alone is over 4 KiB; a body that is not JSON is left for validJson to refuse. */
const limitEventData: MiddlewareHandler = async (c, next) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  const data = typeof body === "object" && body !== null ? (body as { data?: unknown }).data : undefined;
  if (data !== undefined && encoder.encode(JSON.stringify(data)).byteLength > MAX_EVENT_DATA_BYTES) {
    throw new ApiError(413, "payload_too_large", `The event data must be at most ${MAX_EVENT_DATA_BYTES} bytes.`);
  }
  await next();
};

/**
 * Accepts a chat analytics event and hands it to the queue; the consumer appends it to the log and
 * the sinks take it from there. The answer waits for neither, so a slow database never slows the chat.
 */
export const chatbotAnalytics = new Hono<AppBindings>().post(
  "/",
  requireJson,
  limitBody,
  limitEventData,
  validJson(analyticsEventSchema),
  async (c) => {
    const event = c.req.valid("json");
    const receivedAt = new Date().toISOString();
    const message: LogMessage = {
      ...event,
      schemaVersion: currentVersion(eventRegistry, event.eventType),
      eventId: event.eventId ?? crypto.randomUUID(),
      receivedAt,
      // The browser's own time where the event carries one; funnels order by sequence, else by receivedAt.
      occurredAt: event.eventType === "session_start" ? event.data.timestamp : receivedAt,
      country: visitorCountry(c.req.raw),
    };
    try {
      await c.env.ANALYTICS_QUEUE.send(message, { contentType: "json" });
    } catch (error) {
      console.error("analytics queue send failed", error);
      throw new ApiError(503, "queue_unavailable", "Analytics are temporarily unavailable. Please try again shortly.");
    }
    return c.json({ accepted: true, eventId: message.eventId } satisfies AnalyticsAccepted, 202);
  },
);
