// The visitors' questions as a second reading of a question (worker/faq/faq-asked-model.ts): an answer
// where the entries' own words answer too weakly, a veto where the two readings disagree, and the
// entry of the page asked on where they point to it.
import { type AskedGuess, guessEntry, pageTerm } from "./faq-asked-model";
import { askedTerms, type FaqQuery } from "./faq-query";
import { FACETS, IMPLIED, namesAnother, OPTIONAL_TERMS } from "./faq-scoring";
import { faqTerms } from "./faq-terms";
import type { FaqCandidate, FaqDecision, FaqIndex } from "./faq-types";
import { isSwahiliVerbForm } from "./swahili-verbs";

/**
 * A question the entries' own words answer too weakly is answered by the entry its visitor questions
 * make at least this likely, when at most this many of its terms are ones neither the entry nor its
 * visitor questions hold. Chosen on the development set: no more wrong topics or near-topic answers.
 */
const ASKED_PROBABILITY = 0.8;
const ASKED_MISSING = 1;
/**
 * When the entry the visitors' questions point to is one of the search's two best matches, two
 * readings agree and this likelihood is enough, if the entry holds every term of the question. Chosen
 * on the development set: 0.6 and the two best answer 7 more right, no more wrong topics and no
 * near-topic question; 0.5 or the three best answer near-topic questions.
 */
const AGREED_PROBABILITY = 0.6;
const AGREED_RANK = 2;
/**
 * A guess this likely, of one of the search's three best matches, may miss this many terms: a long or
 * chatty question holds words nobody wrote ("besides", "super quick"). Chosen on the development set:
 * 8 more right, no more wrong topics or near-topic answers; 3 terms or 0.95 answer fewer.
 */
const FIRM_PROBABILITY = 0.9;
const FIRM_RANK = 3;
const FIRM_MISSING = 2;

/** Terms that ask an amount: a price, or a percentage (a price may be one: "+30%"). */
const AMOUNTS = ["price", "percent"];
const DURATION = "long";
const DISCOUNT = "discount";

/** One guess per question: the search may ask for it twice (the page's entry, then the veto). */
const guesses = new WeakMap<FaqQuery, AskedGuess | null>();

/** The entry the visitors' questions point to; the page asked on is one more term for the model. */
function guessFor(index: FaqIndex, query: FaqQuery): AskedGuess | null {
  if (guesses.has(query)) return guesses.get(query)!;
  const asked = askedTerms(query);
  const guess = guessEntry(index.asked(), query.page ? [...asked, pageTerm(query.page)] : asked);
  guesses.set(query, guess);
  return guess;
}

/**
 * The entry the visitors' questions say this one is about, if they are sure of it and the entry or
 * its visitor questions hold what the question names: a missing kind of fact (a price, a duration), a
 * product, plan or brand, or a word no entry and no visitor question holds ("E3", "Mombasa"; a Swahili verb
 * form aside) means the site does not say it.
 */
export function askedAnswer(index: FaqIndex, query: FaqQuery, candidates: readonly FaqCandidate[], least?: number): FaqDecision | null {
  const asked = askedTerms(query);
  // The page is a term of the guess, never one the entry must hold: `asked` leaves it out.
  const guess = guessFor(index, query);
  // The search's own best match, when the visitors' questions point to it too, needs less certainty.
  const rank = candidates.findIndex((c) => c.entry.id === guess?.entryId);
  const agreed = rank >= 0 && rank < AGREED_RANK;
  if (!guess || guess.probability < (least ?? (agreed ? AGREED_PROBABILITY : ASKED_PROBABILITY))) return null;
  const entry = index.entries.get(guess.entryId)!;
  const own = new Set(faqTerms.terms(`${entry.question} ${entry.keywords} ${entry.answer}`));
  const missing = asked.filter((term) => !own.has(term) && !guess.terms.has(term) && !OPTIONAL_TERMS.has(term) && !isSwahiliVerbForm(term));
  // Less certain, the agreed entry must hold every term; a surer guess may miss one, a firm one two.
  const sure = guess.probability >= ASKED_PROBABILITY;
  const firm = guess.probability >= FIRM_PROBABILITY && rank >= 0 && rank < FIRM_RANK;
  if (
    missing.length > (firm ? FIRM_MISSING : sure ? ASKED_MISSING : 0) ||
    missing.some((term) => FACETS.has(term) || namesAnother(index, term))
  )
    return null;
  // "price of a google workspace education licence" asks an amount; visitors asking an entry for one
  // does not make its answer state it ("do you have education prices?" asks whether, and may be answered).
  // A duration asked of a quote ("how soon do you send a quote") asks no amount.
  const asksAmount = !query.whether && !asked.includes(DURATION) && AMOUNTS.some((term) => asked.includes(term));
  if (asksAmount && !AMOUNTS.some((term) => IMPLIED.get(term)?.test(entry.answer))) return null;
  // Visitors ask about discounts on many entries; only one that speaks of one (or of special prices:
  // "education prices", which `own` holds as the vocabulary's implied discount) gives one.
  if (asked.includes(DISCOUNT) && !own.has(DISCOUNT)) return null;
  const score = candidates.find((c) => c.entry.id === entry.id)?.score ?? 0;
  const answer: FaqCandidate = { entry, score, coverage: guess.probability, confidence: guess.probability, loose: [], unmatched: missing };
  return { answers: [answer], nearest: answer, outcome: "answered" };
}

/**
 * A match under this confidence falls back when the visitors' questions are at least VETO_PROBABILITY
 * sure the question is about an entry of another page: two readings disagree, and a wrong answer is
 * worse than none. Chosen on the development set: two wrong topics fewer, two right answers fewer.
 */
const VETO_CONFIDENCE = 0.7;
const VETO_PROBABILITY = 0.9;

export function vetoed(index: FaqIndex, query: FaqQuery, decision: FaqDecision): boolean {
  const [answer] = decision.answers;
  if (!answer || answer.confidence >= VETO_CONFIDENCE) return false;
  const guess = guessFor(index, query);
  if (!guess || guess.probability < VETO_PROBABILITY) return false;
  const other = index.entries.get(guess.entryId)!;
  return other.resourceUrl !== answer.entry.resourceUrl && !decision.answers.some((a) => a.entry.id === guess.entryId);
}

/**
 * A match of another page than the one asked on gives way to the entry of that page the visitors'
 * questions make at least this likely, if it holds what the question asks (as askedAnswer checks):
 * "assessment takes how long" on the Security & Compliance page is its assessment. Chosen on the
 * development set: 9 more right and 6 wrong topics fewer at 0.5; 0.7 and 0.9 gain less.
 */
const PAGE_GUESS_PROBABILITY = 0.5;

export function onPageGuess(
  index: FaqIndex,
  query: FaqQuery,
  candidates: readonly FaqCandidate[],
  chosen: FaqDecision,
): FaqDecision | null {
  const [answer] = chosen.answers;
  if (!query.page || !answer || answer.entry.resourceUrl === query.page) return null;
  const onPage = askedAnswer(index, query, candidates, PAGE_GUESS_PROBABILITY);
  return onPage?.answers[0]?.entry.resourceUrl === query.page ? onPage : null;
}
