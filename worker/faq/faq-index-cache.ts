// One FAQ index per isolate and database, so an answer costs no database round trip. Built on the
// first question; afterwards, at most once a minute, a question schedules a version check after its
// answer (waitUntil), and a changed corpus is re-read and the index swapped for the next question.
import { faqTopics } from "../../content/faq-corpus";
import type { Database } from "../db/client";
import { readCorpus, readCorpusVersion } from "./faq-corpus-store";
import { buildFaqIndex, type FaqIndex } from "./faq-index";

export type FaqCorpusSource = {
  /** Which database: an isolate serves one, but tests and tools point one isolate at several. */
  key: string;
  db: Database;
};

type Loaded = { index: FaqIndex; version: string; checkedAt: number };

export type FaqIndexCacheOptions = { checkEveryMs: number; now: () => number };

export class FaqIndexCache {
  readonly #loaded = new Map<string, Loaded>();

  constructor(private readonly options: FaqIndexCacheOptions = { checkEveryMs: 60_000, now: () => Date.now() }) {}

  /**
   * The index for this database. Only the first call waits for the database. Concurrent first
   * calls each read the corpus: a promise started by one request must not be awaited by another
   * in workerd.
   */
  async index(source: FaqCorpusSource, waitUntil: (work: Promise<unknown>) => void): Promise<FaqIndex> {
    const loaded = this.#loaded.get(source.key);
    if (!loaded) return (await this.#load(source)).index;
    if (this.options.now() - loaded.checkedAt >= this.options.checkEveryMs) {
      // Counted from the start of the check, so a failing database is asked once a minute, not per question.
      loaded.checkedAt = this.options.now();
      waitUntil(this.#refresh(source, loaded.version).catch((error: unknown) => console.error("faq corpus check failed", error)));
    }
    return loaded.index;
  }

  async #load(source: FaqCorpusSource): Promise<Loaded> {
    const { entries, version } = await readCorpus(source.db);
    const loaded = { index: buildFaqIndex(entries, faqTopics), version, checkedAt: this.options.now() };
    this.#loaded.set(source.key, loaded);
    return loaded;
  }

  async #refresh(source: FaqCorpusSource, version: string): Promise<void> {
    if ((await readCorpusVersion(source.db)) !== version) await this.#load(source);
  }
}

/** This isolate's indexes. */
export const faqIndexCache = new FaqIndexCache();
