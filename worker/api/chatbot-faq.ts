import { Hono } from "hono";
import { company } from "../../app/content/company";
import { type FaqAnswer, faqQuestionSchema } from "../../shared/faq-question";
import type { AppBindings } from "../app-env";
import { retryWhenBusy } from "../db/busy-retry";
import { createDatabase } from "../db/client";
import { faqQueries } from "../db/schema";
import { searchFaq } from "../faq/faq-search";
import { limitBody, requireJson, validJson } from "./request-guards";

const FALLBACK: FaqAnswer = {
  response:
    `I don't have a ready answer to that one, but our team does. Send us your question on the contact page, ` +
    `email ${company.salesEmail} or call ${company.phone}, and we'll reply within 4 business hours.`,
  resourceUrl: "/contact",
};

export const chatbotFaq = new Hono<AppBindings>().post("/", requireJson, limitBody, validJson(faqQuestionSchema), async (c) => {
  const { query, sessionId } = c.req.valid("json");
  const db = createDatabase(c.env);
  const { answers, nearest } = await searchFaq(db, query);
  const [best] = answers;

  // Logged after the answer leaves, so a slow or failed log write never costs the visitor the answer.
  c.executionCtx.waitUntil(
    retryWhenBusy(() =>
      db.insert(faqQueries).values({ sessionId, query, matchedEntryId: best?.id ?? null, rank: nearest?.rank ?? null }),
    ).catch((error: unknown) => console.error("faq query log failed", error)),
  );

  if (!best) return c.json(FALLBACK);
  return c.json({
    response: best.answer,
    ...(best.resourceUrl ? { resourceUrl: best.resourceUrl } : {}),
    sources: answers.map(({ id, question, resourceUrl }) => ({ id, question, url: resourceUrl })),
  } satisfies FaqAnswer);
});
