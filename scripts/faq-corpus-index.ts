// The FAQ index as a Worker isolate builds it: the corpus the database is seeded with and the topics
// bundled beside it. The content modules are outside this tsconfig, so they are loaded at run time
// and checked against their schemas (as scripts/db-setup.ts does for the corpus).
import { resolve } from "node:path";
import * as v from "valibot";
import { faqTopicsSchema } from "../shared/faq-topic";
import { buildFaqIndex, type FaqIndex } from "../worker/faq/faq-index";
import { loadFaqCorpus } from "./db-setup";

const FAQ_CORPUS_MODULE = resolve(import.meta.dirname, "../content/faq-corpus.ts");

export async function loadFaqTopics(): Promise<v.InferOutput<typeof faqTopicsSchema>> {
  const module = (await import(FAQ_CORPUS_MODULE)) as { faqTopics?: unknown };
  return v.parse(faqTopicsSchema, module.faqTopics);
}

export async function loadFaqIndex(): Promise<FaqIndex> {
  return buildFaqIndex(await loadFaqCorpus(), await loadFaqTopics());
}
