import { resolve } from "node:path";
import { type Client, createClient, type InStatement } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import * as v from "valibot";
import { type FaqCorpusEntry, faqCorpusSchema } from "../shared/faq-corpus-entry";
import { backfillRespondBy } from "../worker/db/respond-by-backfill";

export const MIGRATIONS_FOLDER = resolve(import.meta.dirname, "../migrations");
const FAQ_CORPUS_MODULE = resolve(import.meta.dirname, "../content/faq-corpus.ts");

/**
 * The FAQ corpus, checked against its schema. It imports the site's content modules, which only the
 * Worker's tsconfig covers, so it is loaded at run time (tsx and vitest both run TypeScript) and
 * validated here rather than typed through an import.
 */
export async function loadFaqCorpus(): Promise<FaqCorpusEntry[]> {
  const module = (await import(FAQ_CORPUS_MODULE)) as { faqCorpus?: unknown };
  return v.parse(faqCorpusSchema, module.faqCorpus);
}

/** Applies pending SQL migrations from migrations/ with drizzle's libSQL migrator, fills respond_by where missing, then syncs the FAQ corpus. */
export async function prepareDatabase(url: string, authToken?: string): Promise<void> {
  const client = createClient({ url, authToken });
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    await backfillRespondBy(client);
    await syncFaqCorpus(client, await loadFaqCorpus());
  } finally {
    client.close();
  }
}

/**
 * Makes faq_entries equal to the corpus in one atomic batch: new and changed entries are upserted
 * (unchanged rows are left alone, so the FTS index is not rewritten), entries no longer in the
 * corpus are deleted. The triggers of migrations/0001_faq_fts.sql keep faq_entries_fts in step.
 */
export async function syncFaqCorpus(client: Client, corpus: FaqCorpusEntry[]): Promise<void> {
  const ids = v.parse(faqCorpusSchema, corpus).map((entry) => entry.id);
  const upserts: InStatement[] = corpus.map((e) => ({
    sql: `insert into faq_entries (id, category, question, answer, keywords, resource_url) values (?, ?, ?, ?, ?, ?)
      on conflict (id) do update set category = excluded.category, question = excluded.question, answer = excluded.answer,
        keywords = excluded.keywords, resource_url = excluded.resource_url
      where (category, question, answer, keywords, resource_url) is not
        (excluded.category, excluded.question, excluded.answer, excluded.keywords, excluded.resource_url)`,
    args: [e.id, e.category, e.question, e.answer, e.keywords, e.resourceUrl],
  }));
  const removeStale: InStatement = {
    sql: `delete from faq_entries where id not in (select value from json_each(?))`,
    args: [JSON.stringify(ids)],
  };
  await client.batch([...upserts, removeStale], "write");
}
