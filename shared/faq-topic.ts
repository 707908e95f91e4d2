// What the FAQ answer rule knows about a corpus entry beyond its text: which subject it is about,
// whether it is one plan of a priced list, an offer ("do you sell …"), and for a plan priced by
// size, the band of people, devices or volume it is for. content/faq-corpus.ts derives these with
// the entries; the Worker bundles them beside its in-memory index (worker/faq/).
import * as v from "valibot";
import type { FaqCorpusEntry } from "./faq-corpus-entry";

/** What a count in a question or a plan's band measures. Employees and users are both "people". */
export const FAQ_COUNT_KINDS = ["people", "devices", "messages", "conversations", "data-sources"] as const;
export type FaqCountKind = (typeof FAQ_COUNT_KINDS)[number];

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A plan's size band: from `min` to `max` (null: no upper limit) of `per`. */
const faqBandSchema = v.object({ per: v.picklist(FAQ_COUNT_KINDS), min: count, max: v.nullable(count) });

export const faqTopicSchema = v.object({
  /**
   * Entries that say the same thing about one subject (a plans section, an office, a page) share
   * it; a question fitting plans of two subjects equally well is answered with both.
   */
  subject: v.pipe(v.string(), v.nonEmpty()),
  /**
   * A "detail" is one item of a list another entry also gives (a card, a client story, an event):
   * it answers only when no broader entry is as sure.
   */
  kind: v.picklist(["plan", "plans", "offer", "fact", "detail"]),
  /** A plan's name ("Business Standard", "Growth Retainer"): a question naming none of its own words is about its list. */
  planName: v.optional(v.string()),
  /** A detail's own name (a card's title): a question naming all of it asks for that detail. */
  name: v.optional(v.string()),
  /** A plan's band, when its plans list is priced by size. */
  band: v.optional(faqBandSchema),
  /** The entry listing a plan's whole plans section. */
  plansEntryId: v.optional(v.string()),
  /**
   * Questions visitors ask when this entry is what they need, in their words ("can your AI read
   * invoices"): never shown; the Worker learns from them which words go with the entry, for a question
   * the entry's own text answers too weakly.
   */
  asked: v.optional(v.array(v.string())),
});

/** Each entry's topic, by entry id. */
export const faqTopicsSchema = v.map(v.string(), faqTopicSchema);

export type FaqBand = v.InferOutput<typeof faqBandSchema>;
export type FaqTopic = v.InferOutput<typeof faqTopicSchema>;

/** An entry as the corpus derives it, with its topic. */
export type FaqTopicalEntry = { entry: FaqCorpusEntry; topic: FaqTopic };
