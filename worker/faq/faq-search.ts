import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { toMatchExpression } from "./faq-query";

export type FaqMatch = { id: string; question: string; answer: string; resourceUrl: string | null; rank: number };

/**
 * bm25 weight per faq_entries_fts column (question, answer, keywords): a visitor's words that
 * appear in an entry's question or curated keywords say more than the same words in its answer.
 */
const COLUMN_WEIGHTS = { question: 8, answer: 1, keywords: 5 } as const;

/**
 * bm25 is negative, lower is better. An entry answers the question only when its rank is at or
 * below this; tuned on realistic visitor questions and off-topic ones (tests/worker/chatbot-faq.test.ts).
 */
export const MATCH_THRESHOLD = -8;

/** How many matching entries to offer as sources. */
const MAX_SOURCES = 3;

export type FaqSearchResult = {
  /** Entries good enough to answer with, best first (empty: fall back). */
  answers: FaqMatch[];
  /** The best candidate, good enough or not, so the log shows how close the corpus came. */
  nearest: FaqMatch | null;
};

export async function searchFaq(db: Database, question: string): Promise<FaqSearchResult> {
  const match = toMatchExpression(question);
  if (!match) return { answers: [], nearest: null };
  const candidates = await db.all<FaqMatch>(sql`
    select e.id, e.question, e.answer, e.resource_url as resourceUrl,
      bm25(faq_entries_fts, ${COLUMN_WEIGHTS.question}, ${COLUMN_WEIGHTS.answer}, ${COLUMN_WEIGHTS.keywords}) as rank
    from faq_entries_fts join faq_entries e on e.rowid = faq_entries_fts.rowid
    where faq_entries_fts match ${match}
    order by rank
    limit ${MAX_SOURCES}`);
  return { answers: candidates.filter((c) => c.rank <= MATCH_THRESHOLD), nearest: candidates[0] ?? null };
}
