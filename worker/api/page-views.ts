import { Hono, type MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import type { LogMessage } from "../../analytics/events/log-message";
import { PAGE_VIEW_EVENT, PAGE_VIEW_SCHEMA_VERSION, pageViewBodySchema } from "../../analytics/events/page-view";
import type { AppBindings } from "../app-env";
import { visitorCountry } from "../http/visitor-country";
import { ApiError } from "./errors";
import { PageViewRefused, pageViewData } from "./page-view-data";
import { limitBody, requireJson, validJson } from "./request-guards";

/**
 * A browser that asks not to be tracked (Global Privacy Control) and a crawler are not recorded:
 * 204 for a well-formed beacon, and nothing reaches the queue. A request without a user agent is no
 * visitor's browser either. A malformed body is refused first, like on every other route.
 */
const skipUnrecorded: MiddlewareHandler<AppBindings> = async (c, next) => {
  const userAgent = c.req.header("user-agent") ?? "";
  if (c.req.header("sec-gpc")?.trim() === "1" || !userAgent || isbot(userAgent)) return c.body(null, 204);
  await next();
};

/**
 * First-party page views (app/analytics/page-view-beacon.ts): the body is reduced to what the log
 * keeps (page-view-data.ts) and queued for the log; the answer waits for neither the database nor
 * PostHog. The browser's event id makes a resent beacon one event.
 */
export const pageViews = new Hono<AppBindings>().post(
  "/",
  requireJson,
  limitBody,
  validJson(pageViewBodySchema),
  skipUnrecorded,
  async (c) => {
    const body = c.req.valid("json");
    let data: ReturnType<typeof pageViewData>;
    try {
      data = pageViewData(body, c.req.header("user-agent") ?? "", new URL(c.req.url).origin);
    } catch (error) {
      if (!(error instanceof PageViewRefused)) throw error;
      throw new ApiError(400, "invalid_body", "The request body is invalid.", [{ path: error.field, message: error.message }]);
    }
    const message = {
      eventType: PAGE_VIEW_EVENT,
      schemaVersion: PAGE_VIEW_SCHEMA_VERSION,
      eventId: body.eventId,
      sessionId: body.visitId,
      visitId: body.visitId,
      seq: body.seq,
      ...(body.distinctId ? { distinctId: body.distinctId } : {}),
      data,
      receivedAt: new Date().toISOString(),
      country: visitorCountry(c.req.raw),
    } satisfies LogMessage;
    try {
      await c.env.ANALYTICS_QUEUE.send(message, { contentType: "json" });
    } catch (error) {
      console.error("analytics queue send failed", error);
      throw new ApiError(503, "queue_unavailable", "Analytics are temporarily unavailable. Please try again shortly.");
    }
    return c.json({ accepted: true, eventId: message.eventId }, 202);
  },
);
