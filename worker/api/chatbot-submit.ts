import { Hono } from "hono";
import { errorBody } from "../../shared/api-error-body";
import type { AppBindings } from "../app-env";
import { SessionConflictError } from "../db/leads";
import { acceptSubmission } from "../submissions/accept-submission";
import { chatLead } from "../submissions/submission-kinds";
import { limitBody, requireJson, validJson } from "./request-guards";

/**
 * POST /api/chatbot-submit: the chat's lead, answered with its server-computed score; 409 when the
 * session's lead was made with another session key (nothing is changed then).
 */
export const chatbotSubmit = new Hono<AppBindings>().post("/", requireJson, limitBody, validJson(chatLead.schema), async (c) => {
  const waitUntil = (p: Promise<unknown>) => c.executionCtx.waitUntil(p);
  try {
    return c.json(await acceptSubmission(chatLead, c.req.valid("json"), { env: c.env, request: c.req.raw, sentAs: "json", waitUntil }));
  } catch (error) {
    if (!(error instanceof SessionConflictError)) throw error;
    return c.json(
      errorBody("session_conflict", "This chat session's lead was sent from another chat. Start a new chat to send yours."),
      409,
    );
  }
});
