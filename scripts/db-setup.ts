import { type Client, createClient, type InStatement } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { resolve } from "node:path";
import { type FaqCorpusEntry, faqCorpus } from "../worker/faq/faq-corpus";

export const MIGRATIONS_FOLDER = resolve(import.meta.dirname, "../migrations");

/** Applies pending SQL migrations from migrations/ with drizzle's libSQL migrator, then syncs the FAQ corpus. */
export async function prepareDatabase(url: string, authToken?: string): Promise<void> {
  const client = createClient({ url, authToken });
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    await syncFaqCorpus(client, faqCorpus);
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
  const ids = corpus.map((entry) => entry.id);
  if (new Set(ids).size !== ids.length) throw new Error("FAQ corpus ids must be unique");
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
