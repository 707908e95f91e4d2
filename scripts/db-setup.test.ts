import { type Client, createClient } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faqCorpus } from "../worker/faq/faq-corpus";
import { prepareDatabase, syncFaqCorpus } from "./db-setup";
import { type LocalSqld, startSqld } from "./local-sqld";

let sqld: LocalSqld;
let client: Client;
let dataDir: string;

beforeAll(async () => {
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
  (await client.execute({ sql: "select e.id from faq_entries_fts f join faq_entries e on e.rowid = f.rowid where faq_entries_fts match ?", args: [`"${term}"`] })).rows.map((r) => r.id);

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
    await client.execute("insert into faq_entries (id, category, question, answer, keywords) values ('retired', 'company', 'Do you sell fax machines?', 'Zanzibarfax', '')");
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

  it("refuses a corpus with duplicate ids and leaves the table as it was", async () => {
    const [first] = faqCorpus;
    await expect(syncFaqCorpus(client, [...faqCorpus, { ...first!, answer: "duplicate" }])).rejects.toThrow(/unique/);
    expect((await client.execute("select count(*) as n from faq_entries")).rows[0]?.n).toBe(faqCorpus.length);
  });
});
