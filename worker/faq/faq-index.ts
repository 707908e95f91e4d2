// The FAQ search: a MiniSearch index over the corpus, read through the FAQ vocabulary, and the rule
// that decides whether and with what the chat answers a question. A wrong-topic answer is worse than
// none, so a weak or ambiguous match falls back to the contact page.
import MiniSearch, { type SearchOptions } from "minisearch";
import type { FaqCorpusEntry } from "../../shared/faq-corpus-entry";
import type { FaqCountKind, FaqTopic } from "../../shared/faq-topic";
import { asksUnlistedAddOn } from "./faq-add-ons";
import { mostInOneLine } from "./faq-answer-lines";
import { askedAnswer, onPageGuess, vetoed } from "./faq-asked-choice";
import { type AskedModel, buildAskedModel } from "./faq-asked-model";
import { chooseAnswer, offersTogether, sizedPlans } from "./faq-choice";
import { type FaqQuery, readFaqQuery } from "./faq-query";
import { FACETS, IMPLIED, MIN_CONFIDENCE, namesAnother, OPTIONAL_TERMS, RANKED, rankQuery } from "./faq-scoring";
import { faqTerms } from "./faq-terms";
import type { FaqCandidate, FaqDecision, FaqIndex, FaqVerdict } from "./faq-types";

export type { FaqCandidate, FaqIndex, FaqVerdict };
export { MIN_CONFIDENCE };

/**
 * A fallback offers at most this many pages, each through its surest entry at least this sure. Chosen on
 * the development set: the right fact is among the two offered entries for more than half of its
 * fallbacks, while three in four of its near-topic questions get nothing offered.
 */
export const RELATED_PAGES = 2;
export const RELATED_CONFIDENCE = 0.3;

/** Answers under this confidence are listed by the gaps report (`npm run faq:gaps`) as weak. */
export const WEAK_ANSWER_CONFIDENCE = 0.7;

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
  // The question's terms are already read (and stemmed) by faqTerms: searched as they are.
  tokenize: (text) => text.split(" "),
};

/** Each plan's own name terms: those the other plans of its list do not share. */
function ownPlanNames(plansBySubject: FaqIndex["plansBySubject"], topicOf: FaqIndex["topicOf"]): Map<string, string[]> {
  const own = new Map<string, string[]>();
  for (const plans of plansBySubject.values()) {
    const names = plans.map((plan) => faqTerms.terms(topicOf(plan).planName ?? ""));
    plans.forEach((plan, i) => {
      const shared = new Set(names.filter((_, j) => j !== i).flat());
      own.set(
        plan.id,
        names[i]!.filter((term) => !shared.has(term)),
      );
    });
  }
  return own;
}

/**
 * The index of a corpus. `topics` (content/faq-corpus.ts's faqTopics) give the answer rule its plans,
 * bands and offers; without them every entry is a fact about its page.
 */
export function buildFaqIndex(entries: readonly FaqCorpusEntry[], topics: ReadonlyMap<string, FaqTopic> = new Map()): FaqIndex {
  // Each field is read once: for the counts below, then for the index.
  const read = new Map<string, string[]>();
  const tokens = (text: string) => read.get(text) ?? read.set(text, faqTerms.terms(text)).get(text)!;
  const terms = new Map<string, number>();
  const titleTerms = new Set<string>();
  for (const { question, keywords, answer } of entries) {
    const title = [...tokens(question), ...tokens(keywords)];
    for (const term of title) titleTerms.add(term);
    for (const term of new Set([...title, ...tokens(answer)])) terms.set(term, (terms.get(term) ?? 0) + 1);
  }
  const search = new MiniSearch<FaqCorpusEntry>({
    fields: ["question", "keywords", "answer"],
    tokenize: tokens,
    processTerm: (term) => term,
    searchOptions: SEARCH_OPTIONS,
  });
  search.addAll(entries);
  read.clear();
  const topicOf = (entry: FaqCorpusEntry): FaqTopic => topics.get(entry.id) ?? { subject: entry.resourceUrl, kind: "fact" };
  const plansBySubject = new Map<string, FaqCorpusEntry[]>();
  for (const entry of entries) {
    const { kind, subject } = topicOf(entry);
    if (kind === "plan") plansBySubject.set(subject, [...(plansBySubject.get(subject) ?? []), entry]);
  }
  const planNameTerms = ownPlanNames(plansBySubject, topicOf);
  const detailNameTerms = new Map<string, string[]>();
  for (const entry of entries) {
    const { name } = topicOf(entry);
    // Read as a question is, so a phrase ("help desk") is its one term.
    if (name)
      detailNameTerms.set(
        entry.id,
        faqTerms.queryTerms(name, (term) => terms.has(term)),
      );
  }
  const countKindOf = new Map<string, FaqCountKind>();
  for (const [subject, plans] of plansBySubject) {
    const band = topicOf(plans[0]!).band;
    if (band) countKindOf.set(subject, band.per);
  }
  let asked: AskedModel | undefined;
  return {
    asked: () => (asked ??= buildAskedModel(entries, topicOf, faqTerms.terms)),
    search,
    entries: new Map(entries.map((e) => [e.id, e])),
    topicOf,
    plansBySubject,
    terms,
    titleTerms,
    planNameTerms,
    planNames: new Set([...planNameTerms.values()].flat()),
    countKindOf,
    detailNameTerms,
  };
}

/** The entries matching a question, best first, each with its confidence (no answer decision). */
export function rankFaq(index: FaqIndex, question: string, limit = 10): { terms: string[]; candidates: FaqCandidate[] } {
  const query = readFaqQuery(index, question);
  return { terms: query.terms, candidates: rankQuery(index, query, limit) };
}

/**
 * The surest entries of different pages, surest first, for a fallback to offer; the surest of the
 * page the question is asked on first, since a visitor asking there most likely means it.
 */
function relatedEntries(candidates: readonly FaqCandidate[], page?: string): FaqCandidate[] {
  const related: FaqCandidate[] = [];
  const offPage = (c: FaqCandidate) => (page && c.entry.resourceUrl === page ? 0 : 1);
  // Stable: of entries as sure as each other, the one ranked first (the plan the question names) comes first.
  for (const c of [...candidates].sort((a, b) => offPage(a) - offPage(b) || b.confidence - a.confidence)) {
    if (related.length === RELATED_PAGES) break;
    if (c.confidence >= RELATED_CONFIDENCE && !related.some((r) => r.entry.resourceUrl === c.entry.resourceUrl)) related.push(c);
  }
  return related;
}

/**
 * A question naming a count a plans list is sized by is answered by the plan the count selects from
 * this confidence, under MIN_CONFIDENCE: the count says it asks which plan. On the development set
 * 0.5 answers four more questions right and 0.4 five, neither a near-topic one; the higher is kept,
 * since a count makes many a question about something else look like a plan question.
 */
const COUNTED_CONFIDENCE = 0.5;

/**
 * The plan a count in a weakly matched question selects ("200 devices … 24/7 monitoring, how much"),
 * if one plans list among its surest matches is sized by it and those matches lack nothing the
 * question names ("a SAP licence for 300 users" is not a licensing package).
 */
function countedAnswer(index: FaqIndex, query: FaqQuery, candidates: FaqCandidate[]): FaqDecision | null {
  const [best] = candidates;
  const lacksName = (c: FaqCandidate) => c.unmatched.some((term) => namesAnother(index, term));
  if (!query.count || !best || lacksName(best)) return null;
  const whole = candidates.filter((c) => !lacksName(c));
  const sized = sizedPlans(index, query.count, whole, COUNTED_CONFIDENCE);
  return sized.length === 1 ? { answers: sized, nearest: best, outcome: "answered" } : null;
}

/** What a price or an amount is measured by: "bei gani kwa mwezi?" still names nothing but the page. */
const MEASURES: ReadonlySet<string> = new Set(["month", "year", "user", "count"]);

/**
 * A question that asks only for a kind of fact ("how much is it?", "bei gani?", "open saturdays?") on
 * a page asks it of that page: answered by the page's surest entry that holds every term, if any.
 */
function pageImplied(index: FaqIndex, query: FaqQuery, candidates: FaqCandidate[]): FaqDecision | null {
  const bare = (term: string) => FACETS.has(term) || OPTIONAL_TERMS.has(term) || MEASURES.has(term);
  if (!query.page || query.count || !query.terms.every(bare)) return null;
  // An entry that states the kind of fact ("$99/month" for "bei gani?") before one that only names it ("fees").
  const states = (c: FaqCandidate) => (query.terms.every((term) => IMPLIED.get(term)?.test(c.entry.answer) ?? true) ? 0 : 1);
  const onPage = candidates
    .filter((c) => c.entry.resourceUrl === query.page && c.unmatched.length === 0)
    .sort((a, b) => states(a) - states(b) || b.confidence - a.confidence || b.score - a.score);
  return onPage[0] ? chooseAnswer(index, query, onPage) : null;
}

function decide(index: FaqIndex, query: FaqQuery, candidates: FaqCandidate[]): FaqDecision {
  const [best] = candidates;
  if (!query.terms.length || !best) return { answers: [], nearest: best ?? null, outcome: "no-terms" };
  const implied = pageImplied(index, query, candidates);
  if (implied) return implied;
  // An entry that holds none of a question's terms in its question or keywords is not about it
  // ("buy a house in Kampala" is not the Kampala office), unless one line of it holds them all
  // ("penetration testing twice a year") or the question asks whether we do what a line says; terms
  // scattered over a long answer ("analytics", "tool", "website") are not what it says.
  const aside = best.loose.length === query.terms.length && !query.offer && mostInOneLine(best.entry, query.terms) < query.terms.length;
  if (best.confidence < MIN_CONFIDENCE || aside)
    return (
      offersTogether(index, query, candidates) ??
      countedAnswer(index, query, candidates) ??
      askedAnswer(index, query, candidates) ?? { answers: [], nearest: best, outcome: "weak" }
    );
  const chosen = chooseAnswer(index, query, candidates);
  return (
    onPageGuess(index, query, candidates, chosen) ??
    (vetoed(index, query, chosen) ? { answers: [], nearest: best, outcome: "weak" } : chosen)
  );
}

/** Whether and with what the chat answers a question, and on a fallback what comes closest. */
export function answerFaq(index: FaqIndex, question: string, { page }: { page?: string } = {}): FaqVerdict {
  const query = readFaqQuery(index, question, page);
  const candidates = rankQuery(index, query, RANKED);
  const decided = decide(index, query, candidates);
  const decision: FaqDecision = asksUnlistedAddOn(question, decided) ? { answers: [], nearest: decided.nearest, outcome: "weak" } : decided;
  return { ...decision, related: decision.answers.length || !query.terms.length ? [] : relatedEntries(candidates, query.page) };
}
