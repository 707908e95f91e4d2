import { Hono } from "hono";
import { type LeadSubmitResponse, leadSubmissionSchema } from "../../shared/lead-submission";
import type { AppBindings } from "../app-env";
import { createDatabase } from "../db/client";
import { storeLead } from "../db/leads";
import { configuredDestinations } from "../delivery/destination-config";
import { enqueueDeliveries } from "../delivery/outbox";
import { spamReason, submissionOf } from "../spam/spam-check";
import { visitorCountry } from "../visitor-country";
import { limitBody, requireJson, validJson } from "./request-guards";

/**
 * Stores the lead with its deliveries, answers the visitor, then queues the deliveries. A lead that
 * looks scripted gets the same answer but is stored flagged and delivered nowhere.
 */
export const chatbotSubmit = new Hono<AppBindings>().post("/", requireJson, limitBody, validJson(leadSubmissionSchema), async (c) => {
  const lead = c.req.valid("json");
  const stored = await storeLead(createDatabase(c.env), lead, {
    country: visitorCountry(c.req.raw),
    destinations: configuredDestinations(c.env),
    spamReason: await spamReason(lead, c.env, submissionOf(c.req.raw, "json")),
  });
  enqueueDeliveries(c.env, (p) => c.executionCtx.waitUntil(p), stored.deliveryIds);
  const { leadScore, isHighValue, leadId } = stored;
  return c.json({ leadScore, isHighValue, leadId } satisfies LeadSubmitResponse);
});
