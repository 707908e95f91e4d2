// The FAQ corpus as the database holds it, and a version of it that costs one small query: the
// number of entries and a SHA3 digest of their text, computed by libSQL so only the digest travels.
import * as v from "valibot";
import { faqCorpusEntrySchema } from "../../shared/faq-corpus-entry";
import type { Database } from "../db/client";

const ENTRIES_SQL = "select id, category, question, answer, keywords, resource_url from faq_entries order by id";

/** Changes with any field of any entry, and with entries added or removed. */
const VERSION_SQL = `select count(*) || ':' || hex(sha3(coalesce(group_concat(
    id || char(31) || category || char(31) || question || char(31) || answer || char(31) || keywords || char(31) || coalesce(resource_url, ''),
    char(30)), ''))) as version
  from (select * from faq_entries order by id)`;

const storedEntriesSchema = v.array(faqCorpusEntrySchema);

export type StoredCorpus = { entries: v.InferOutput<typeof storedEntriesSchema>; version: string };

/** Every entry and the corpus version, read in one round trip from one snapshot. */
export async function readCorpus(db: Database): Promise<StoredCorpus> {
  const [entries, version] = await db.$client.batch([ENTRIES_SQL, VERSION_SQL], "read");
  return {
    entries: v.parse(
      storedEntriesSchema,
      entries!.rows.map((row) => ({
        id: row.id,
        category: row.category,
        question: row.question,
        answer: row.answer,
        keywords: row.keywords,
        resourceUrl: row.resource_url,
      })),
    ),
    version: String(version!.rows[0]?.version),
  };
}

export async function readCorpusVersion(db: Database): Promise<string> {
  const { rows } = await db.$client.execute(VERSION_SQL);
  return String(rows[0]?.version);
}
