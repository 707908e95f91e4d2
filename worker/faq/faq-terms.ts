// Turns text (a visitor's question or a corpus entry) into search terms. Questions and entries go
// through the same steps, so "how much is O365" and "Microsoft 365 prices" meet on "price m365".
import SearchableMap from "minisearch/SearchableMap";
import { type FaqVocabulary, faqVocabulary } from "../../content/faq-vocabulary";
import { borrowedVerb } from "./swahili-verbs";

declare global {
  interface String {
    /** ES2024 (Node 20, workerd): lone surrogates become U+FFFD. */
    toWellFormed(): string;
  }
}

/** Longer questions add noise, not precision. */
export const MAX_QUERY_TERMS = 12;

/** Anything past this is not a question; it is cut before any work is done on it. */
export const MAX_QUERY_CHARS = 1000;

/** Longer "words" are pasted junk (URLs, hashes, keyboard mashing): not worth a fuzzy search. */
const MAX_WORD_LENGTH = 40;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");

/**
 * A light English stemmer: plurals, -ing, -ed, -ion, -ly and a final e, so "integrations",
 * "integrate" and "integrated" share "integrat". Words with digits ("m365", "24") stay whole.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  const undouble = (s: string) => s.replace(/([^aeiouslz])\1$/, "$1");
  if (w.endsWith("ing") && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length > 4) w = undouble(w.slice(0, -2));
  else if (w.endsWith("ion") && w.length > 6) w = w.slice(0, -3);
  else if (w.endsWith("ly") && w.length > 5) w = w.slice(0, -2);
  if (w.endsWith("e") && w.length > 5) w = w.slice(0, -1);
  return w;
}

export type TermReader = {
  /** Every term of an entry's text in order, repeats kept (the index counts them). */
  terms: (text: string) => string[];
  /**
   * The distinct terms of a question, at most MAX_QUERY_TERMS. A word the corpus does not hold
   * (`indexed`) is corrected towards a vocabulary word it misspells; a word it holds is left as it is.
   */
  queryTerms: (text: string, indexed?: (term: string) => boolean) => string[];
};

/** Typos the reader corrects towards a vocabulary word: one from 5 letters, two from 9. */
const typoDistance = (word: string) => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

/**
 * Reads text through a vocabulary: phrases first ("office 365"), then words, then stems. An entry
 * also keeps a phrase's own words ("microsoft", "365"), so a question that misspells the phrase
 * still finds them by fuzzy search, and the terms its figures imply ("6 months" → "long"); a
 * question's misspelt vocabulary word ("satuday") is
 * corrected to the nearest variant, unless the corpus holds the word ("starter" is not "started").
 */
function termReader(vocabulary: FaqVocabulary): TermReader {
  const stopWords = new Set(vocabulary.stopWords);
  const fillerVerbs = new Set(vocabulary.fillerVerbs);
  const words = new SearchableMap<string>();
  const phrases = new Map<string, string>();
  for (const { term, variants } of vocabulary.groups) {
    for (const variant of [term, ...variants]) {
      const parts = variant.split(/[^\p{L}\p{N}]+/u);
      if (parts.length > 1) phrases.set(parts.join(" "), term);
      else {
        words.set(variant, term);
        if (!words.has(stem(variant))) words.set(stem(variant), term);
      }
    }
  }
  // One pass over the text for every phrase; longest first, so "service level agreement" wins over "service level".
  const phrasePattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...phrases.keys()]
      .sort((a, b) => b.length - a.length)
      .map((phrase) => phrase.split(" ").map(escapeRegExp).join("[^\\p{L}\\p{N}]+"))
      .join("|")})(?![\\p{L}\\p{N}])`,
    "gu",
  );
  const phraseTerm = (phrase: string) => phrases.get(phrase.split(/[^\p{L}\p{N}]+/u).join(" ")) ?? phrase;

  const ownWords = (phrase: string) =>
    phrase
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => !words.has(w) && !stopWords.has(w))
      .join(" ");

  const stopVariants = new SearchableMap<true>();
  for (const word of stopWords) stopVariants.set(word, true);
  /**
   * A misspelt filler ("servce", "wich") carries no topic either; never by dropping a typed letter, and
   * never by changing the first one, which typists rarely miss: "lease" is not a misspelt "please".
   */
  const nearStopWord = (word: string): boolean => {
    const distance = typoDistance(word);
    return (
      distance > 0 &&
      [...stopVariants.fuzzyGet(word, distance).keys()].some((variant) => variant.length >= word.length && variant[0] === word[0])
    );
  };

  /** The vocabulary's term for a word as typed or as stemmed ("integrations" → "integration"), if it has one. */
  const vocabularyTerm = (word: string): string | undefined => words.get(word) ?? words.get(stem(word));

  const nearestVariant = (word: string): string | undefined => {
    const distance = typoDistance(word);
    if (!distance) return undefined;
    let best: [term: string, distance: number] | undefined;
    // Never by dropping a letter the visitor typed: "plane" is not a misspelt "plan".
    for (const [variant, [term, d]] of words.fuzzyGet(word, distance)) {
      if (variant.length >= word.length && (!best || d < best[1])) best = [term, d];
    }
    return best?.[0];
  };

  const read = (text: string, mode: "entry" | "question", indexed: (term: string) => boolean = () => false): string[] => {
    let plain = text
      .toWellFormed()
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/['’]s(?![\p{L}\p{N}])/gu, "")
      .replace(/['’]/g, "")
      .replace(/%/g, " percent ");
    plain = plain.replace(phrasePattern, (phrase) =>
      mode === "entry" ? ` ${phraseTerm(phrase)} ${ownWords(phrase)} ` : ` ${phraseTerm(phrase)} `,
    );
    const result: string[] = [];
    for (const word of plain.split(/[^\p{L}\p{N}]+/u)) {
      if (word.length < 2 || word.length > MAX_WORD_LENGTH || stopWords.has(word)) continue;
      const stemmed = stem(word);
      const known = vocabularyTerm(word);
      // A filler in another form ("works", "needs") is a filler too, unless the vocabulary knows it.
      if (!known && stopWords.has(stemmed)) continue;
      if (known) {
        result.push(known);
        continue;
      }
      const unknown = mode === "question" && !indexed(stemmed);
      const borrowed = unknown ? borrowedVerb(word) : undefined;
      // "inacover", "zinatumia": a filler verb under the prefixes is a filler.
      if (borrowed && (stopWords.has(borrowed) || fillerVerbs.has(borrowed))) continue;
      const english = borrowed && (vocabularyTerm(borrowed) ?? (indexed(stem(borrowed)) ? stem(borrowed) : undefined));
      const variant = unknown && !english ? nearestVariant(word) : undefined;
      if (english) result.push(english);
      else if (variant) result.push(variant);
      else if (!unknown || !nearStopWord(word)) result.push(stemmed);
    }
    if (mode === "entry") for (const { term, pattern } of vocabulary.implied) if (pattern.test(text)) result.push(term);
    return result;
  };

  return {
    terms: (text) => read(text, "entry"),
    queryTerms: (text, indexed) => [...new Set(read(text.slice(0, MAX_QUERY_CHARS), "question", indexed))].slice(0, MAX_QUERY_TERMS),
  };
}

export const faqTerms = termReader(faqVocabulary);
