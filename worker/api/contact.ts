import { Hono } from "hono";
import { contactMessageSchema } from "../../shared/contact-messages";
import type { AppBindings } from "../app-env";
import { createDatabase } from "../db/client";
import { storeContactMessage } from "../db/contact-messages";
import { configuredDestinations } from "../delivery/destination-config";
import { enqueueDeliveries } from "../delivery/outbox";
import { spamReason, submissionOf } from "../spam/spam-check";
import { visitorCountry } from "../visitor-country";
import { limitBody, requireJson, validJson } from "./request-guards";

/** POST /api/contact: the contact page's message form, stored and delivered to sales. */
export const contact = new Hono<AppBindings>().post("/", requireJson, limitBody, validJson(contactMessageSchema), async (c) => {
  const message = c.req.valid("json");
  const { id, deliveryIds } = await storeContactMessage(createDatabase(c.env), message, {
    country: visitorCountry(c.req.raw),
    destinations: configuredDestinations(c.env),
    spamReason: await spamReason(message, c.env, submissionOf(c.req.raw, "json")),
  });
  enqueueDeliveries(c.env, (p) => c.executionCtx.waitUntil(p), deliveryIds);
  return c.json({ id }, 201);
});
