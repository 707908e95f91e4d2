// Whether an estimate computed from an offer's listed prices answers what the question asks. "How much
// would Microsoft 365 E5 cost for 40 users?" or "What does Copilot cost per user?" names a product
// we do not list, and "How much to upgrade each laptop to Windows 11?" names one the offer's page never
// mentions: a figure for the offer's plans would answer another question, so the corpus search (which
// falls back on them) decides instead.
import type { FaqIndex } from "./faq-index";
import { faqTerms } from "./faq-terms";

/** A product code ("E5", "P2"): letters, then digits. */
const PRODUCT_CODE = /^[a-z]{1,3}\d{1,2}$/iu;
/** A capitalised word after a sentence's first ("… does Microsoft Copilot cost"): a name. */
const NAME_INSIDE = /(?<![.!?]\s*|^\s*)\b[A-Z][a-z]{2,}\b/gu;
/** Where or who the buyer is ("in Mombasa", "our Eldoret branch", "Kijani Ltd"): an estimate for their users may ignore it. */
const PLACE_BEFORE = /\b(?:in|from|at|near|around|based|located|our|my)\s+$/iu;
const BUYER_NOUNS = "branch|office|town|city|county|region|ltd|limited|plc|inc|sacco|school|hospital|clinic";
const PLACE_AFTER = new RegExp(String.raw`^\s+(?:${BUYER_NOUNS})\b`, "iu");
/** "Ltd" itself is capitalised inside a sentence, and no product. */
const BUYER_NOUN = new RegExp(`^(?:${BUYER_NOUNS})$`, "iu");

/** The names a question gives that are not where or who the buyer is. */
function namesIn(question: string): string[] {
  return [...question.matchAll(NAME_INSIDE)]
    .filter((m) => !BUYER_NOUN.test(m[0]))
    .filter((m) => !PLACE_BEFORE.test(question.slice(0, m.index)) && !PLACE_AFTER.test(question.slice(m.index + m[0].length)))
    .map((m) => m[0]);
}

const pageTerms = new WeakMap<FaqIndex, Map<string, ReadonlySet<string>>>();

/** Every term the entries of a page hold. */
function termsOfPage(index: FaqIndex, url: string): ReadonlySet<string> {
  const byPage = pageTerms.get(index) ?? pageTerms.set(index, new Map()).get(index)!;
  const cached = byPage.get(url);
  if (cached) return cached;
  const terms = new Set<string>();
  for (const entry of index.entries.values()) {
    if (entry.resourceUrl !== url) continue;
    for (const text of [entry.question, entry.keywords, entry.answer]) for (const term of faqTerms.terms(text)) terms.add(term);
  }
  byPage.set(url, terms);
  return terms;
}

/**
 * Whether the estimate for the offer whose page is `url` answers the question: not when the question
 * names what the corpus never holds, nor what only some other page mentions in passing (a place or
 * product the corpus has entries about, "Kampala", is a name the question may add).
 */
export function estimateAnswers(index: FaqIndex, question: string, url: string): boolean {
  const names = [...question.split(/[^\p{L}\d]+/u).filter((word) => PRODUCT_CODE.test(word)), ...namesIn(question)];
  const page = termsOfPage(index, url);
  const foreign = (term: string) => !index.terms.has(term) || (!page.has(term) && !index.titleTerms.has(term));
  return !names.some((word) => faqTerms.terms(word).some(foreign));
}
