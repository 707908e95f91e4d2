import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { queryTerms, toMatchExpression, toMatchTerm } from "./faq-query";

export type FaqMatch = {
  id: string;
  question: string;
  answer: string;
  resourceUrl: string | null;
  /** bm25: negative, lower is better. */
  rank: number;
  /** How many of the question's terms the entry contains. */
  matchedTerms: number;
};

/**
 * bm25 weight per faq_entries_fts column (question, answer, keywords): a visitor's words that
 * appear in an entry's question or curated keywords say more than the same words in its answer.
 */
const COLUMN_WEIGHTS = { question: 8, answer: 1, keywords: 5 } as const;

/**
 * An entry answers only when it ranks at or below MATCH_THRESHOLD and holds at least
 * MIN_TERM_COVERAGE of the question's terms: one shared word ("Nairobi" in "weather in Nairobi")
 * is not an answer. Tuned on realistic visitor questions and off-topic ones
 * (tests/worker/chatbot-faq.test.ts).
 */
export const MATCH_THRESHOLD = -4;
export const MIN_TERM_COVERAGE = 0.5;

/** How many candidates to rank, and so the most sources an answer lists. */
const CANDIDATES = 3;

export type FaqSearchResult = {
  /** Entries good enough to answer with, best first (empty: fall back). */
  answers: FaqMatch[];
  /** The best candidate, good enough or not, so the log shows how close the corpus came. */
  nearest: FaqMatch | null;
};

export async function searchFaq(db: Database, question: string): Promise<FaqSearchResult> {
  const match = toMatchExpression(question);
  if (!match) return { answers: [], nearest: null };
  const terms = queryTerms(question);
  const termHits: SQL[] = terms.map(
    (term) => sql`exists (select 1 from faq_entries_fts where faq_entries_fts match ${toMatchTerm(term)} and rowid = c.rowid)`,
  );
  const candidates = await db.all<FaqMatch>(sql`
    with c as (
      select rowid, bm25(faq_entries_fts, ${COLUMN_WEIGHTS.question}, ${COLUMN_WEIGHTS.answer}, ${COLUMN_WEIGHTS.keywords}) as rank
      from faq_entries_fts where faq_entries_fts match ${match}
      order by rank limit ${CANDIDATES}
    )
    select e.id, e.question, e.answer, e.resource_url as resourceUrl, c.rank, (${sql.join(termHits, sql` + `)}) as matchedTerms
    from c join faq_entries e on e.rowid = c.rowid
    order by c.rank`);
  const answers = candidates.filter((c) => c.rank <= MATCH_THRESHOLD && c.matchedTerms >= MIN_TERM_COVERAGE * terms.length);
  return { answers, nearest: candidates[0] ?? null };
}
