// A visitor's question as the FAQ search reads it: the count it names ("30 staff"), its terms
// through the vocabulary (misspelt corpus words corrected), and whether it asks if we sell, offer or
// do something.
import { type FaqCount, readCount } from "./faq-counts";
import { faqTerms, MAX_QUERY_CHARS, MAX_QUERY_TERMS } from "./faq-terms";
import { oneTypoApart } from "./faq-typos";
import { isSwahiliVerbForm } from "./swahili-verbs";

/**
 * A question as the search reads it: its terms, a count of people, devices or volume if it names
 * one, and whether it asks if we sell, offer or do something ("do you sell …", "mnauza …").
 */
export type FaqQuery = {
  terms: string[];
  /**
   * The terms only the question's context holds: in "We are a school with 2 TB of files. What does
   * backup cost per TB?", those of the first sentence. An entry holding one is a surer match; an
   * entry without one is not the weaker for it, since the visitor did not ask about it.
   */
  context: string[];
  count: FaqCount | null;
  offer: boolean;
  /** A yes-or-no question ("do you have education prices?"): it asks whether, not how much or how long. */
  whether: boolean;
  /** The path of the page the question is asked on, if the chat sent it: a ranking feature. */
  page?: string;
};

/** The question's terms, without those only its context sentences hold: what the visitor asks. */
export const askedTerms = (query: FaqQuery) => query.terms.filter((term) => !query.context.includes(term));

/** The term every "do you sell / offer / do …" phrase is read as (content/faq-vocabulary.ts). */
const OFFER_TERM = "offer";
/** The terms "how many" and "how much" are read as (content/faq-vocabulary.ts). */
const COUNT_TERM = "count";
const PRICE_TERM = "price";
/** "What support plans do you offer?" asks which, not whether: a list, not a yes. */
const ASKS_WHICH = /^\W*(?:(?:hi|hello|hey|habari|jambo|please)\b\W*)*(?:what|which|how|where|when|who)\b/i;

/** A yes-or-no question, in English or Swahili: opened by its verb ("how much is …" is not one). */
const ASKS_WHETHER = /(?:^|[,;:]\s*)\W*(?:do|does|is|are|can|could|will|would|mna|mnatoa|kuna|je)\b/iu;

/**
 * The terms of a corpus: all of them, those of its entries' questions and keywords, and (built on
 * demand) those of its visitor questions.
 */
type CorpusTerms = {
  terms: ReadonlyMap<string, number>;
  titleTerms: ReadonlySet<string>;
  asked?: () => { vocabulary: ReadonlySet<string> };
};

/**
 * A Swahili verb form that neither the corpus nor a visitor question holds ("yanajibiwa", "naenda")
 * says how the question is put, and nothing can match it: read as a stop word, not as a word the
 * site lacks.
 */
const unheardVerb = (corpus: CorpusTerms, term: string) =>
  !corpus.terms.has(term) && isSwahiliVerbForm(term) && !corpus.asked?.().vocabulary.has(term);

/**
 * A question word the corpus does not hold, corrected to the one term of an entry's question or
 * keywords it is a typo of, if there is exactly one ("gogle" → "google", "premuim" → "premium").
 * The search itself forgives typos only from 6 letters, and counts two swapped letters as two.
 */
function corrected({ terms, titleTerms }: CorpusTerms, term: string): string {
  if (term.length < 4 || terms.has(term) || /\d/.test(term)) return term;
  // Compared as the stemmer leaves corpus words ("google" is held as "googl"); never by dropping a
  // letter the visitor typed, so "plane" does not become "plan"; never to a word only answers use,
  // so "trial" does not become the "trail" of "audit trails".
  const forms = [term, term.replace(/(?<=.{4})e$/, "")];
  // Typos rarely hit a word's first letter; a real word one letter from a corpus word there ("towns",
  // "down") is not one.
  const near = [...titleTerms].filter(
    (known) => known[0] === term[0] && forms.some((form) => known.length >= form.length && oneTypoApart(form, known)),
  );
  return near.length === 1 ? near[0]! : term;
}

/**
 * A sentence that asks: it ends with a question mark, opens as a question does, or holds a Swahili
 * question word ("bei ya starter ni ngapi").
 */
const ASKS =
  /\?\s*$|^\W*(?:what|whats|which|how|where|when|who|why|is|are|do|does|did|can|could|would|will|should|any)\b|\b(?:ngapi|gani|nini|lini|wapi|vipi|je)\b/i;

/**
 * A question of several sentences, some telling and some asking, split into what it asks and the
 * context it gives ("We have 60 staff on Microsoft 365. What would licence management cost?").
 * When every sentence asks, or none does, the whole question is the ask.
 */
function askAndContext(text: string): { ask: string; context: string } {
  const sentences = text
    .split(/(?<=[.?!])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  // A last sentence without a full stop asks too: chat questions often end without a question mark;
  // after a question that does ("kampala office which floor?? need to drop docs tmrw"), it tells.
  const explicit = sentences.some((sentence) => /\?$/.test(sentence));
  const asks = (sentence: string, i: number) => ASKS.test(sentence) || (i === sentences.length - 1 && !explicit && !/[.!]$/.test(sentence));
  const asking = sentences.filter(asks);
  if (!asking.length || asking.length === sentences.length) return { ask: text, context: "" };
  return { ask: asking.join(" "), context: sentences.filter((sentence, i) => !asks(sentence, i)).join(" ") };
}

/** Reads a question against the terms a corpus holds: the count it names, if any, then the terms of the rest. */
export function readFaqQuery(corpus: CorpusTerms, question: string, page?: string): FaqQuery {
  const { count, rest } = readCount(question.slice(0, MAX_QUERY_CHARS));
  const { ask, context } = askAndContext(rest);
  const read = (text: string) =>
    faqTerms
      .queryTerms(text, (term) => corpus.terms.has(term))
      .map((term) => corrected(corpus, term))
      .filter((term) => !unheardVerb(corpus, term));
  // An ask of fillers only ("nairobi po box no. pls": "pls" after an abbreviation's full stop) asks the whole.
  const askedOnly = read(ask);
  const whole = !askedOnly.length && context !== "";
  const asked = whole ? read(rest) : askedOnly;
  const told = context && !whole ? read(context) : [];
  const all = [...new Set([...asked, ...told])].slice(0, MAX_QUERY_TERMS);
  // "gharama ni ngapi?": beside a price, "ngapi" asks how much, not how many.
  const terms = all.filter((term) => term !== OFFER_TERM && !(term === COUNT_TERM && all.includes(PRICE_TERM)));
  const askedTerms = new Set(asked);
  return {
    terms,
    context: terms.filter((term) => !askedTerms.has(term)),
    count,
    offer: asked.includes(OFFER_TERM) && !ASKS_WHICH.test(ask),
    whether: ASKS_WHETHER.test(ask),
    ...(page ? { page: page.replace(/[?#].*$/, "").replace(/(?<=.)\/$/, "") } : {}),
  };
}
