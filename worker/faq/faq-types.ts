// The FAQ search's shapes, apart from the modules that build and rank them so each can name them.
import type MiniSearch from "minisearch";
import type { FaqCorpusEntry } from "../../shared/faq-corpus-entry";
import type { FaqCountKind, FaqTopic } from "../../shared/faq-topic";
import type { AskedModel } from "./faq-asked-model";

export type FaqCandidate = {
  entry: FaqCorpusEntry;
  score: number;
  /** Share of the question's terms this entry contains (0–1). */
  coverage: number;
  /** How sure the index is of this entry (0–1); an answer needs at least MIN_CONFIDENCE. */
  confidence: number;
  /** Question terms this entry holds only in its answer, only by prefix or typo, or not at all. */
  loose: string[];
  /** Question terms this entry does not hold at all. */
  unmatched: string[];
};

export type FaqIndex = {
  search: MiniSearch<FaqCorpusEntry>;
  entries: ReadonlyMap<string, FaqCorpusEntry>;
  /** Each entry's topic; an entry the bundled topics do not know is a fact about its page. */
  topicOf: (entry: FaqCorpusEntry) => FaqTopic;
  /** The plans of each plans list (subject), in the page's order. */
  plansBySubject: ReadonlyMap<string, FaqCorpusEntry[]>;
  /** Every term the corpus holds, with the number of entries holding it. */
  terms: ReadonlyMap<string, number>;
  /** The terms of the entries' questions and keywords: what entries are about. */
  titleTerms: ReadonlySet<string>;
  /** Each plan's own name terms: those the other plans of its list do not share ("standard" of "Business Standard"). */
  planNameTerms: ReadonlyMap<string, readonly string[]>;
  /** Every plan's own name terms: a question naming one asks about that plan, not another. */
  planNames: ReadonlySet<string>;
  /** What each plans list is sized by ("people" for the web design packages). */
  countKindOf: ReadonlyMap<string, FaqCountKind>;
  /** Each detail's name terms ("appointment assistant"): a question holding them all names it. */
  detailNameTerms: ReadonlyMap<string, readonly string[]>;
  /**
   * What the questions visitors ask for each entry say about a question the entries' own words answer
   * too weakly: built on the first such question, since most questions never need it.
   */
  asked: () => AskedModel;
};

export type FaqVerdict = {
  /**
   * Entries to answer with, best first; empty means fall back to the contact page. The first one's
   * answer is what to say: a corpus entry, or, when the question fits plans of two products (or two
   * offers) equally and names neither, one line of each under the first one's id.
   */
  answers: FaqCandidate[];
  /** The closest entry, good enough or not, so the question log shows how near the corpus came. */
  nearest: FaqCandidate | null;
  outcome: "answered" | "no-terms" | "weak" | "ambiguous";
  /**
   * On a fallback, the surest entries of up to RELATED_PAGES pages, surest first, each at least
   * RELATED_CONFIDENCE sure: the chat offers them (question, answer and page), so a question just
   * short of an answer is one tap from it. Empty when the chat answers, and when nothing is near.
   */
  related: FaqCandidate[];
};

/** What the answer rule decides; the related entries are added for a fallback. */
export type FaqDecision = Omit<FaqVerdict, "related">;
