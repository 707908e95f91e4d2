import { Hono } from "hono";
import { faqQuestionSchema } from "../../shared/faq-question";
import type { AppBindings } from "../app-env";
import { createDatabase } from "../db/client";
import { faqIndexCache } from "../faq/faq-index-cache";
import { logFaqQuestion } from "../faq/faq-question-log";
import { replyToFaq } from "../faq/faq-reply";
import { loggableError } from "./errors";
import { limitBody, requireJson, validJson } from "./request-guards";

export const chatbotFaq = new Hono<AppBindings>().post("/", requireJson, limitBody, validJson(faqQuestionSchema), async (c) => {
  const { query: asked, sessionId, context } = c.req.valid("json");
  const db = createDatabase(c.env);
  const waitUntil = (work: Promise<unknown>) => c.executionCtx.waitUntil(work);
  const index = await faqIndexCache.index({ key: c.env.TURSO_DATABASE_URL, db }, waitUntil);
  const { answer, question, matchedEntryId, confidence } = replyToFaq(index, asked, context, new Date());

  // Logged after the answer leaves, so a slow or failed log write never costs the visitor the answer.
  waitUntil(
    logFaqQuestion(db, { sessionId, question, matchedEntryId, confidence }).catch((error: unknown) =>
      console.error("faq question log failed", loggableError(error)),
    ),
  );
  return c.json(answer);
});
