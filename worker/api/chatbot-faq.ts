import { Hono } from "hono";
import { company } from "../../content/company";
import { type FaqAnswer, type FaqRelated, type FaqSource, faqQuestionSchema } from "../../shared/faq-question";
import type { AppBindings } from "../app-env";
import { createDatabase } from "../db/client";
import { answerWithConversation } from "../faq/faq-conversation-answer";
import { answerFaq, type FaqCandidate } from "../faq/faq-index";
import { faqIndexCache } from "../faq/faq-index-cache";
import { logFaqQuestion } from "../faq/faq-question-log";
import { withTurnaround } from "../faq/faq-turnaround";
import { loggableError } from "./errors";
import { limitBody, requireJson, validJson } from "./request-guards";

const FALLBACK: FaqAnswer = {
  response:
    `I don't have a ready answer to that one, but our team does. Send us your question on the contact page, ` +
    `email ${company.salesEmail} or call ${company.phone}, and we'll reply within 4 business hours.`,
  resourceUrl: "/contact",
};

export const chatbotFaq = new Hono<AppBindings>().post("/", requireJson, limitBody, validJson(faqQuestionSchema), async (c) => {
  const { query: asked, sessionId, context } = c.req.valid("json");
  const db = createDatabase(c.env);
  const waitUntil = (work: Promise<unknown>) => c.executionCtx.waitUntil(work);
  const index = await faqIndexCache.index({ key: c.env.TURSO_DATABASE_URL, db }, waitUntil);
  const conversation = answerWithConversation(asked, context);
  const query = conversation.question;
  const { answers, nearest, related } = answerFaq(index, query, { page: context?.page });
  const [best] = answers;

  // Logged after the answer leaves, so a slow or failed log write never costs the visitor the answer.
  waitUntil(
    logFaqQuestion(db, {
      sessionId,
      question: query,
      matchedEntryId: best?.entry.id ?? null,
      confidence: nearest?.confidence ?? null,
    }).catch((error: unknown) => console.error("faq question log failed", loggableError(error))),
  );

  const source = ({ entry }: FaqCandidate): FaqSource => ({ id: entry.id, question: entry.question, url: entry.resourceUrl });
  const offered = (c: FaqCandidate): FaqRelated => ({ ...source(c), answer: c.entry.answer, url: c.entry.resourceUrl });
  const next = { context: conversation.context };
  if (conversation.answer) return c.json({ ...conversation.answer, ...next } satisfies FaqAnswer);
  if (!best) return c.json({ ...FALLBACK, ...(related.length ? { related: related.map(offered) } : {}), ...next } satisfies FaqAnswer);
  return c.json({
    response: withTurnaround(best.entry.answer, query, conversation.context.office, new Date()),
    resourceUrl: best.entry.resourceUrl,
    sources: answers.map(source),
    ...next,
  } satisfies FaqAnswer);
});
