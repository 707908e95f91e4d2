import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Client, createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FaqCorpusEntry } from "../shared/faq-corpus-entry";
import { loadFaqCorpus, prepareDatabase, syncFaqCorpus } from "./db-setup";
import { type LocalSqld, startSqld } from "./local-sqld";

let sqld: LocalSqld;
let client: Client;
let dataDir: string;
let faqCorpus: FaqCorpusEntry[];

beforeAll(async () => {
  faqCorpus = await loadFaqCorpus();
  dataDir = mkdtempSync(join(tmpdir(), "kilele-db-setup-"));
  sqld = await startSqld(dataDir);
  client = createClient({ url: sqld.url });
});

afterAll(async () => {
  client.close();
  await sqld.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const search = async (term: string) =>
  (
    await client.execute({
      sql: "select e.id from faq_entries_fts f join faq_entries e on e.rowid = f.rowid where faq_entries_fts match ?",
      args: [`"${term}"`],
    })
  ).rows.map((r) => r.id);

describe("prepareDatabase", () => {
  it("migrates and seeds the FAQ corpus, and running it again changes nothing", async () => {
    await prepareDatabase(sqld.url);
    await prepareDatabase(sqld.url);
    const { rows } = await client.execute("select id from faq_entries order by id");
    expect(rows.map((r) => r.id)).toEqual(faqCorpus.map((e) => e.id).sort());
    expect((await client.execute("select count(*) as n from faq_entries_fts")).rows[0]?.n).toBe(faqCorpus.length);
  });
});

describe("syncFaqCorpus", () => {
  it("removes entries no longer in the corpus and restores edited ones, index included", async () => {
    await prepareDatabase(sqld.url);
    await client.execute(
      "insert into faq_entries (id, category, question, answer, keywords) values ('retired', 'company', 'Do you sell fax machines?', 'Zanzibarfax', '')",
    );
    await client.execute("update faq_entries set answer = 'Quagmirequote' where id = 'backup-retention'");
    expect(await search("zanzibarfax")).toEqual(["retired"]);

    await syncFaqCorpus(client, faqCorpus);

    expect((await client.execute("select id from faq_entries where id = 'retired'")).rows).toHaveLength(0);
    expect(await search("zanzibarfax")).toEqual([]);
    expect(await search("quagmirequote")).toEqual([]);
    const retention = faqCorpus.find((e) => e.id === "backup-retention")!;
    expect((await client.execute("select answer from faq_entries where id = 'backup-retention'")).rows[0]?.answer).toBe(retention.answer);
    expect(await search("retention")).toContain("backup-retention");
  });

  it.each<[string, (corpus: FaqCorpusEntry[]) => FaqCorpusEntry[], RegExp]>([
    ["duplicate ids", (corpus) => [...corpus, { ...corpus[0]!, answer: "duplicate" }], /unique/],
    ["an empty answer", (corpus) => corpus.map((e, i) => (i === 3 ? { ...e, answer: " " } : e)), /Invalid length/],
    ["a link off the site", (corpus) => corpus.map((e, i) => (i === 3 ? { ...e, resourceUrl: "https://example.com" } : e)), /site path/],
    ["fewer than 30 entries", (corpus) => corpus.slice(0, 29), /at least 30/],
  ])("refuses a corpus with %s and leaves the table as it was", async (_label, spoil, message) => {
    await expect(syncFaqCorpus(client, spoil(faqCorpus))).rejects.toThrow(message);
    const { rows } = await client.execute("select id from faq_entries order by id");
    expect(rows.map((r) => r.id)).toEqual(faqCorpus.map((e) => e.id).sort());
  });
});
