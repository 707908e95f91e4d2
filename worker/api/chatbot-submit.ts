import { Hono } from "hono";
import type { AppBindings } from "../app-env";
import { acceptSubmission } from "../submissions/accept-submission";
import { chatLead } from "../submissions/submission-kinds";
import { limitBody, requireJson, validJson } from "./request-guards";

/** POST /api/chatbot-submit: the chat's lead, answered with its server-computed score. */
export const chatbotSubmit = new Hono<AppBindings>().post("/", requireJson, limitBody, validJson(chatLead.schema), async (c) => {
  const waitUntil = (p: Promise<unknown>) => c.executionCtx.waitUntil(p);
  return c.json(await acceptSubmission(chatLead, c.req.valid("json"), { env: c.env, request: c.req.raw, sentAs: "json", waitUntil }));
});
