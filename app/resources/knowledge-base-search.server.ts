// The knowledge-base page's `?q=` search, run by its loader on the server: the chat's FAQ index
// and vocabulary, listing every entry the index is confident about (a list may span topics; the
// chat's single answer may not).
import type { RouterContextProvider } from "react-router";
import { type FaqArticle, MAX_FAQ_QUERY_LENGTH } from "../../shared/faq-question";
import { createDatabase } from "../../worker/db/client";
import { MIN_CONFIDENCE, rankFaq } from "../../worker/faq/faq-index";
import { faqIndexCache } from "../../worker/faq/faq-index-cache";
import { workerContext } from "../../worker/request-context";

const MAX_ARTICLES = 6;

export type KnowledgeBaseSearch = { query: string; articles: FaqArticle[] };

export async function searchKnowledgeBase(request: Request, context: Readonly<RouterContextProvider>): Promise<KnowledgeBaseSearch> {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_FAQ_QUERY_LENGTH);
  if (!query) return { query, articles: [] };
  const { env, waitUntil } = context.get(workerContext);
  const index = await faqIndexCache.index({ key: env.TURSO_DATABASE_URL, db: createDatabase(env) }, waitUntil);
  const articles = rankFaq(index, query, MAX_ARTICLES)
    .candidates.filter((c) => c.confidence >= MIN_CONFIDENCE)
    .map(({ entry }) => ({ id: entry.id, question: entry.question, answer: entry.answer, url: entry.resourceUrl }));
  return { query, articles };
}
