import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now } from "./columns";

/** Curated FAQ corpus, seeded from content/faq-corpus.ts; the Worker answers from an in-memory index of it (worker/faq/). */
export const faqEntries = sqliteTable("faq_entries", {
  id: text("id").primaryKey(),
  category: text("category").notNull(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  keywords: text("keywords").notNull().default(""),
  resourceUrl: text("resource_url"),
});

/** Every FAQ question with what it matched, so marketing sees what the site does not answer. */
export const faqQueries = sqliteTable(
  "faq_queries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: text("session_id").notNull(),
    query: text("query").notNull(),
    matchedEntryId: text("matched_entry_id"),
    rank: real("rank"),
    /** The visitor's "Helpful?" answer to this question's answer: null until they say. */
    helpful: integer("helpful", { mode: "boolean" }),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("faq_queries_created_at_idx").on(t.createdAt)],
);

export type FaqEntryRow = typeof faqEntries.$inferSelect;
