import * as v from "valibot";

// The shape of one FAQ corpus entry. content/faq-corpus.ts writes the entries; the database
// setup (scripts/db-setup.ts) checks them against this schema before seeding faq_entries.

export const FAQ_CATEGORIES = [
  "pricing",
  "plans",
  "support",
  "offices",
  "contracts",
  "timelines",
  "backup",
  "messaging",
  "security",
  "company",
  "page-faq",
] as const;

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());

export const faqCorpusEntrySchema = v.object({
  /** Stable kebab-case key: the query log points at it. */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "ids are kebab-case"), v.maxLength(100)),
  category: v.picklist(FAQ_CATEGORIES),
  question: v.pipe(text, v.maxLength(200)),
  answer: v.pipe(text, v.maxLength(2000)),
  /** Other words visitors use for the topic; searched with a high weight. */
  keywords: v.pipe(v.string(), v.maxLength(500)),
  /** The page that says more: a site path. */
  resourceUrl: v.pipe(v.string(), v.regex(/^\/[a-z0-9\-/]*(\?[a-z0-9=&-]+)?(#[a-z0-9-]+)?$/, "resourceUrl must be a site path")),
});

export const faqCorpusSchema = v.pipe(
  v.array(faqCorpusEntrySchema),
  v.minLength(30, "The FAQ corpus needs at least 30 entries"),
  v.check((entries) => new Set(entries.map((e) => e.id)).size === entries.length, "FAQ corpus ids must be unique"),
);

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export type FaqCorpusEntry = v.InferOutput<typeof faqCorpusEntrySchema>;
