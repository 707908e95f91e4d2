// The terms of each line of an entry's answer (a sentence, or a feature of a list), read once per
// entry and kept while the entry lives: the answer rule asks whether one line holds a question's terms.
import type { FaqCorpusEntry } from "../../shared/faq-corpus-entry";
import { faqTerms } from "./faq-terms";

const read = new WeakMap<FaqCorpusEntry, readonly ReadonlySet<string>[]>();

function answerLines(entry: FaqCorpusEntry): readonly ReadonlySet<string>[] {
  const known = read.get(entry);
  if (known) return known;
  const lines = entry.answer.split(/[.;:](?:\s|$)/).map((line) => new Set(faqTerms.terms(line)));
  read.set(entry, lines);
  return lines;
}

/** The most of `terms` one line of an entry's answer holds. */
export const mostInOneLine = (entry: FaqCorpusEntry, terms: readonly string[]): number =>
  Math.max(0, ...answerLines(entry).map((held) => terms.filter((term) => held.has(term)).length));
