// Which entry a question is most likely about, judged by the questions visitors ask for each entry
// (its topic's `asked`) rather than by the entry's own words: a multinomial naive Bayes model over
// their terms, built by the index on its first question the entries' own words answer too weakly. It
// learns which everyday words go with which entry ("invoices", "ID cards" → Document intelligence)
// and, unlike a nearest-question match, weighs every word of the question against every entry, so one
// shared rare word ("trial") does not carry a question to the wrong product. Written by hand: it is a
// few counts and logarithms, and the libraries that offer it bring a tokenizer and a training API we
// would not use.
import type { FaqCorpusEntry } from "../../shared/faq-corpus-entry";
import type { FaqTopic } from "../../shared/faq-topic";

export type AskedModel = {
  /** Per entry, how many of its visitor questions (and its own question) hold each term. */
  counts: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** Per entry, the sum of its counts. */
  totals: ReadonlyMap<string, number>;
  /** Every term the visitor questions hold. */
  vocabulary: ReadonlySet<string>;
};

export type AskedGuess = {
  entryId: string;
  /** The model's probability that the question is about this entry rather than any other (0–1). */
  probability: number;
  /** The terms of the entry's visitor questions and its own question. */
  terms: ReadonlySet<string>;
};

/**
 * Additive smoothing: a term an entry's questions never hold still has this share of a count. Chosen
 * on the development set (0.1–0.5 answer the same questions right at a probability of 0.8 or more).
 */
const SMOOTHING = 0.3;

/**
 * The page an entry's answer is on, as one more term of each of its questions: a question asked on
 * that page holds it too, so the model weighs the page like a word the visitor typed ("how much is
 * it" on the backup page). No question a visitor types holds it (terms are letters and digits).
 */
export const pageTerm = (page: string) => `@${page}`;

/** Builds the model; `read` turns a question into its terms (as an entry's text is read: the typos a chat question's reading corrects are rare in these). */
export function buildAskedModel(
  entries: readonly FaqCorpusEntry[],
  topicOf: (entry: FaqCorpusEntry) => FaqTopic,
  read: (text: string) => readonly string[],
): AskedModel {
  const counts = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  const vocabulary = new Set<string>();
  for (const entry of entries) {
    const own = new Map<string, number>();
    let total = 0;
    for (const text of [entry.question, ...(topicOf(entry).asked ?? [])]) {
      for (const term of new Set([...read(text), ...(entry.resourceUrl ? [pageTerm(entry.resourceUrl)] : [])])) {
        own.set(term, (own.get(term) ?? 0) + 1);
        vocabulary.add(term);
        total++;
      }
    }
    counts.set(entry.id, own);
    totals.set(entry.id, total);
  }
  return { counts, totals, vocabulary };
}

/** The entry the question's terms most likely ask about, or null when the model knows none of them. */
export function guessEntry(model: AskedModel, terms: readonly string[]): AskedGuess | null {
  const known = terms.filter((term) => model.vocabulary.has(term));
  if (!known.length) return null;
  const smoothed = SMOOTHING * model.vocabulary.size;
  let best: { entryId: string; logLikelihood: number } | undefined;
  const logLikelihoods: number[] = [];
  for (const [entryId, own] of model.counts) {
    const denominator = Math.log(model.totals.get(entryId)! + smoothed);
    const logLikelihood = known.reduce((sum, term) => sum + Math.log((own.get(term) ?? 0) + SMOOTHING) - denominator, 0);
    logLikelihoods.push(logLikelihood);
    if (!best || logLikelihood > best.logLikelihood) best = { entryId, logLikelihood };
  }
  if (!best) return null;
  // Equal priors: the posterior of the best entry is its likelihood's share of all of them.
  const { entryId, logLikelihood } = best;
  const share = logLikelihoods.reduce((sum, other) => sum + Math.exp(other - logLikelihood), 0);
  return { entryId, probability: 1 / share, terms: new Set(model.counts.get(entryId)!.keys()) };
}
