import { Hono } from "hono";
import type { AppBindings } from "../app-env";
import { acceptSubmission } from "../submissions/accept-submission";
import { contactMessage } from "../submissions/submission-kinds";
import { limitBody, requireJson, validJson } from "./request-guards";

/** POST /api/contact: the contact page's message form, stored and delivered to sales. */
export const contact = new Hono<AppBindings>().post("/", requireJson, limitBody, validJson(contactMessage.schema), async (c) => {
  const waitUntil = (p: Promise<unknown>) => c.executionCtx.waitUntil(p);
  const result = await acceptSubmission(contactMessage, c.req.valid("json"), { env: c.env, request: c.req.raw, sentAs: "json", waitUntil });
  return c.json(result, 201);
});
