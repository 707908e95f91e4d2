// The FAQ search: a MiniSearch index over the corpus, read through the FAQ vocabulary, and the rule
// that decides whether its best match is good enough to answer with. A wrong-topic answer is worse
// than none, so a weak or ambiguous match falls back to the contact page.
import MiniSearch, { type SearchOptions, type SearchResult } from "minisearch";
import type { FaqCorpusEntry } from "../../shared/faq-corpus-entry";
import { faqTerms, MAX_QUERY_CHARS } from "./faq-terms";

export type FaqIndex = {
  search: MiniSearch<FaqCorpusEntry>;
  entries: ReadonlyMap<string, FaqCorpusEntry>;
};

export type FaqCandidate = {
  entry: FaqCorpusEntry;
  score: number;
  /** Share of the question's terms this entry contains (0–1). */
  coverage: number;
  /** How sure the index is of this entry (0–1); an answer needs at least MIN_CONFIDENCE. */
  confidence: number;
};

export type FaqVerdict = {
  /** Entries to answer with, best first; empty means fall back to the contact page. */
  answers: FaqCandidate[];
  /** The closest entry, good enough or not, so the question log shows how near the corpus came. */
  nearest: FaqCandidate | null;
  outcome: "answered" | "no-terms" | "weak" | "ambiguous";
};

/**
 * Words in an entry's question or curated keywords say more than the same words in its answer.
 * Prefix matching from 4 letters ("migr" → migration), one typo from 6 letters and two from 9
 * (from 5, "plane" would find "plan").
 */
const SEARCH_OPTIONS: SearchOptions = {
  boost: { question: 3, keywords: 2, answer: 0.6 },
  prefix: (term) => term.length >= 4,
  fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 6 ? 1 : false),
  combineWith: "OR",
};

/**
 * Tuned on tests/faq/faq-eval-set.ts. Confidence is the share of the question's terms the entry
 * holds — a term found only in the answer, or only by prefix or typo, counts for less — scaled
 * down when the score per term is low, so one shared word ("Nairobi" in "weather in Nairobi") is
 * not an answer.
 */
export const MIN_CONFIDENCE = 0.55;
/** Answers under this confidence are listed by the gaps report (`npm run faq:gaps`) as weak. */
export const WEAK_ANSWER_CONFIDENCE = 0.7;
/** Score per question term at which a match counts as strong. */
const STRONG_SCORE_PER_TERM = 4;
/** What a question term counts for, by how the entry matched it. */
const TERM_WEIGHT = { titleOrKeyword: 1, answerOnly: 0.75, inexact: 0.6 } as const;
/** A runner-up from another page this close to the best is a tie: the question is ambiguous. */
const TIE_RATIO = 0.85;
/** The most entries an answer lists as sources. */
const MAX_ANSWERS = 3;

export function buildFaqIndex(entries: readonly FaqCorpusEntry[]): FaqIndex {
  const search = new MiniSearch<FaqCorpusEntry>({
    fields: ["question", "keywords", "answer"],
    tokenize: faqTerms.terms,
    processTerm: (term) => term,
    searchOptions: SEARCH_OPTIONS,
  });
  search.addAll(entries);
  return { search, entries: new Map(entries.map((e) => [e.id, e])) };
}

/** Two entries are one topic when they send the visitor to the same page. */
const sameTopic = (a: FaqCorpusEntry, b: FaqCorpusEntry) => a.resourceUrl === b.resourceUrl;

function candidate(index: FaqIndex, result: SearchResult, termCount: number): FaqCandidate | null {
  const entry = index.entries.get(String(result.id));
  if (!entry) return null;
  const matched = result.queryTerms.map((term) => {
    const fields = result.match[term];
    if (!fields) return TERM_WEIGHT.inexact;
    return fields.some((f) => f !== "answer") ? TERM_WEIGHT.titleOrKeyword : TERM_WEIGHT.answerOnly;
  });
  const coverage = matched.reduce((sum, weight) => sum + weight, 0) / termCount;
  const strength = Math.min(1, result.score / (STRONG_SCORE_PER_TERM * result.queryTerms.length));
  return { entry, score: result.score, coverage, confidence: coverage * (0.5 + 0.5 * strength) };
}

/** The entries matching a question, best first, each with its confidence (no answer decision). */
export function rankFaq(index: FaqIndex, question: string, limit = 10): { terms: string[]; candidates: FaqCandidate[] } {
  const terms = faqTerms.queryTerms(question.slice(0, MAX_QUERY_CHARS));
  if (!terms.length) return { terms, candidates: [] };
  const results = index.search.search(terms.join(" "));
  const candidates = results
    .slice(0, limit)
    .map((r) => candidate(index, r, terms.length))
    .filter((c): c is FaqCandidate => c !== null);
  return { terms, candidates };
}

/** Whether and with what the chat answers a question. */
export function answerFaq(index: FaqIndex, question: string): FaqVerdict {
  const { terms, candidates } = rankFaq(index, question);
  const [best] = candidates;
  if (!terms.length || !best) return { answers: [], nearest: best ?? null, outcome: "no-terms" };
  if (best.confidence < MIN_CONFIDENCE) return { answers: [], nearest: best, outcome: "weak" };
  const rival = candidates.find((c) => !sameTopic(c.entry, best.entry));
  if (rival && rival.score >= TIE_RATIO * best.score && rival.confidence >= best.confidence) {
    return { answers: [], nearest: best, outcome: "ambiguous" };
  }
  const answers = candidates
    .filter((c) => sameTopic(c.entry, best.entry) && c.confidence >= MIN_CONFIDENCE && c.score >= TIE_RATIO * best.score)
    .slice(0, MAX_ANSWERS);
  return { answers, nearest: best, outcome: "answered" };
}
