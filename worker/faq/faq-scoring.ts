// How sure the FAQ index is that an entry answers a question. Confidence is the share of the
// question's terms the entry holds — a term found only in its answer, or only by prefix or typo,
// counts for less, and an entry without what the question asks for costs more — scaled down when
// the search's score per term is low, so one shared word ("Nairobi" in "weather in Nairobi") is not
// an answer. Tuned on the development set (tests/faq/faq-eval-set.ts).
import type { SearchResult } from "minisearch";
import { faqVocabulary } from "../../content/faq-vocabulary";
import type { FaqQuery } from "./faq-query";
import { faqTerms } from "./faq-terms";
import type { FaqCandidate, FaqIndex } from "./faq-types";

/** The least confidence an answer needs. */
export const MIN_CONFIDENCE = 0.6;
/** How many of the search's best results are weighed. */
export const RANKED = 30;
/** Score per question term at which a match counts as strong. */
const STRONG_SCORE_PER_TERM = 4;
/** Matches this much less sure than the surest are ranked after them, whatever their score. */
const SURE_MARGIN = 0.1;
/** A term of the question's context that the entry holds counts for this share of an asked term. */
const CONTEXT_SHARE = 0.25;
/** An optional term the entry lacks counts for this share of a term in the confidence's denominator. */
const MISSING_OPTIONAL_SHARE = 0.5;

/**
 * What a question term counts for, by how the entry holds it. An entry without the plan or product
 * the question names ("Enterprise" of Google Workspace) loses more than the term, and so does every
 * entry for a term no entry holds ("E3", "Mombasa", "Zoho"): such a word names something the site
 * does not have, since the words that carry no topic are stop words.
 */
const TERM_WEIGHT = {
  titleOrKeyword: 1,
  answerOnly: 0.75,
  /** A price or duration mentioned in passing ("prices, requirements and policies") is not what the entry gives. */
  facetAnswerOnly: 0.5,
  inexact: 0.6,
  /** A product named in the question that the entry mentions only in its answer ("Microsoft 365 mailboxes" of backup). */
  productInPassing: 0.25,
  /** Scaled by the term's rarity: an entry without "data" is nearer the question than one without "project". */
  missing: -0.75,
  missingName: -1,
  foreign: -1,
} as const;

export const FACETS: ReadonlySet<string> = new Set(faqVocabulary.facets);
export const OPTIONAL_TERMS: ReadonlySet<string> = new Set(faqVocabulary.optional);
export const PRODUCTS: ReadonlySet<string> = new Set(faqVocabulary.productNames.flatMap(faqTerms.terms));
export const BRANDS: ReadonlySet<string> = new Set(faqVocabulary.brandNames.flatMap(faqTerms.terms));

/** How rare a term is in the corpus, from 1 (one entry holds it) to 0 (every entry does). */
function rarity(index: FaqIndex, term: string): number {
  const holders = index.terms.get(term) ?? 1;
  return Math.log(index.entries.size / holders) / Math.log(index.entries.size);
}

/** How an entry holds a question term it matched, or undefined when the match does not count. */
function heldWeight(index: FaqIndex, result: SearchResult, term: string, namedPlan: boolean): number | undefined {
  const fields = result.match[term];
  // A word the corpus holds is meant as typed: a near word matched instead ("project" → "protect") is not it.
  if (!fields && index.terms.has(term)) return undefined;
  const weight = !fields
    ? TERM_WEIGHT.inexact
    : fields.some((f) => f !== "answer")
      ? TERM_WEIGHT.titleOrKeyword
      : FACETS.has(term)
        ? TERM_WEIGHT.facetAnswerOnly
        : TERM_WEIGHT.answerOnly;
  // A product or company the entry mentions only in passing is not what it is about, unless the entry
  // is the plan the question names, whose features name products ("Microsoft 365 or Google Workspace set-up").
  if (weight === TERM_WEIGHT.titleOrKeyword || namedPlan) return weight;
  return BRANDS.has(term) ? undefined : PRODUCTS.has(term) ? TERM_WEIGHT.productInPassing : weight;
}

function candidate(index: FaqIndex, result: SearchResult, query: FaqQuery, foreign: number): FaqCandidate | null {
  const { terms, count } = query;
  const entry = index.entries.get(String(result.id));
  if (!entry) return null;
  const namedPlan = (index.planNameTerms.get(entry.id) ?? []).some((term) => terms.includes(term));
  const weights = new Map<string, number>();
  for (const term of result.queryTerms) {
    const weight = heldWeight(index, result, term, namedPlan);
    if (weight !== undefined) weights.set(term, weight);
  }
  const context = new Set(query.context);
  const unmatched = terms.filter((term) => !weights.has(term) && !context.has(term));
  const missingWeight = (term: string) =>
    ((PRODUCTS.has(term) || BRANDS.has(term)) && !result.queryTerms.includes(term)) || index.planNames.has(term)
      ? TERM_WEIGHT.missingName
      : OPTIONAL_TERMS.has(term)
        ? 0
        : TERM_WEIGHT.missing * rarity(index, term);
  const penalty = unmatched.reduce((sum, term) => sum + missingWeight(term), foreign * (TERM_WEIGHT.foreign - TERM_WEIGHT.missing));
  const heldSum = (inContext: boolean) =>
    [...weights].filter(([term]) => context.has(term) === inContext).reduce((sum, [, weight]) => sum + weight, 0);
  // What the context holds makes a match surer by a share of a term each, never less sure.
  const held = heldSum(false) + CONTEXT_SHARE * heldSum(true);
  // A count ("3,000 conversations") is held by the plans lists sized by its kind.
  const sizedBy = count && index.countKindOf.get(index.topicOf(entry).subject) === count.kind ? 1 : 0;
  const counted =
    terms.length - context.size + (count ? 1 : 0) - MISSING_OPTIONAL_SHARE * unmatched.filter((term) => OPTIONAL_TERMS.has(term)).length;
  // An entry without the kind of fact the question asks for (a price, a duration, a place…) cannot answer it.
  const lacksFacet = unmatched.some((term) => FACETS.has(term));
  const coverage = counted && !lacksFacet ? Math.min(1, Math.max(0, (held + sizedBy + penalty) / counted)) : 0;
  const strength = Math.min(1, result.score / (STRONG_SCORE_PER_TERM * result.queryTerms.length));
  const loose = terms.filter((term) => !context.has(term) && weights.get(term) !== TERM_WEIGHT.titleOrKeyword);
  return { entry, score: result.score, coverage, confidence: coverage * (0.5 + 0.5 * strength), loose, unmatched };
}

/**
 * The entries matching a question, best first: those nearly as sure as the surest — holding more
 * of the question's terms, then the plan the question names, then by score — then the rest by score.
 */
export function rankQuery(index: FaqIndex, query: FaqQuery, limit: number): FaqCandidate[] {
  const { terms } = query;
  if (!terms.length) return [];
  const results = index.search.search(terms.join(" "));
  const matched = new Set(results.flatMap((r) => r.queryTerms));
  const foreign = terms.filter((term) => !matched.has(term) && !query.context.includes(term)).length;
  // The page's own entries are weighed however far down the search puts them: "how much is it?"
  // matches every price in the corpus, and the page asked on says which.
  const onPage = (id: string) => query.page !== undefined && index.entries.get(id)?.resourceUrl === query.page;
  const candidates = results
    .filter((r, i) => i < RANKED || onPage(String(r.id)))
    .map((r) => candidate(index, r, query, foreign))
    .filter((c): c is FaqCandidate => c !== null);
  const surest = Math.max(0, ...candidates.map((c) => c.confidence));
  const sure = (c: FaqCandidate) => c.confidence >= surest - SURE_MARGIN;
  const missed = (c: FaqCandidate) => c.unmatched.filter((term) => !OPTIONAL_TERMS.has(term)).length;
  const namesPlan = (c: FaqCandidate) => ((index.planNameTerms.get(c.entry.id) ?? []).some((term) => terms.includes(term)) ? 0 : 1);
  const first = candidates.filter(sure).sort((a, b) => missed(a) - missed(b) || namesPlan(a) - namesPlan(b) || b.score - a.score);
  return [...first, ...candidates.filter((c) => !sure(c))].filter((c, i) => i < limit || onPage(c.entry.id));
}

/** The patterns that show an answer states a kind of fact (an amount for "price", a duration for "long"). */
export const IMPLIED: ReadonlyMap<string, RegExp> = new Map(faqVocabulary.implied.map(({ term, pattern }) => [term, pattern]));

/**
 * Whether a question term the entry lacks names something else: a product, brand or plan, or a word
 * neither the corpus nor any visitor question holds ("SAP", "E5"), which the site does not have (a Swahili
 * verb form neither holds is never a question's term: readFaqQuery drops it).
 */
export function namesAnother(index: FaqIndex, term: string): boolean {
  return (
    PRODUCTS.has(term) || BRANDS.has(term) || index.planNames.has(term) || (!index.terms.has(term) && !index.asked().vocabulary.has(term))
  );
}
