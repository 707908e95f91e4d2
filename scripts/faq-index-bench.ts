// `npm run bench:faq-index`: what the Worker's FAQ index costs an isolate — build time, heap and
// answer time — at today's corpus and at a synthetic 2,000-entry corpus, written to BENCHMARKS.md.
// Runs in Node (same V8 as workerd) with --expose-gc, so the heap is measured after a full collection.
import { cpus } from "node:os";
import type { FaqCorpusEntry } from "../shared/faq-corpus-entry";
import { faqEvalSet } from "../tests/faq/faq-eval-set";
import { answerFaq, buildFaqIndex, type FaqIndex } from "../worker/faq/faq-index";
import { writeBenchmarkSection } from "./benchmarks-file";
import { loadFaqCorpus } from "./db-setup";
import { loadFaqTopics } from "./faq-corpus-index";

const SYNTHETIC_SIZE = 2000;
const BUILD_RUNS = 7;

const collect = globalThis.gc;
if (!collect) throw new Error("run with node --expose-gc (npm run bench:faq-index does)");

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A larger corpus of the same shape: entries whose text is drawn from the real corpus' words. */
function syntheticCorpus(corpus: FaqCorpusEntry[], size: number): FaqCorpusEntry[] {
  const words = corpus.flatMap((e) => `${e.question} ${e.answer} ${e.keywords}`.split(/\s+/)).filter(Boolean);
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const text = (count: number) => Array.from({ length: count }, () => words[Math.floor(random() * words.length)]).join(" ");
  return Array.from({ length: size }, (_, i) => {
    const model = corpus[i % corpus.length]!;
    return { ...model, id: `synthetic-${i}`, question: text(10), answer: text(80 + Math.floor(random() * 120)), keywords: text(15) };
  });
}

function heapUsed(): number {
  collect!();
  collect!();
  return process.memoryUsage().heapUsed;
}

function measure(entries: FaqCorpusEntry[]) {
  const buildMs = median(
    Array.from({ length: BUILD_RUNS }, () => {
      const started = performance.now();
      buildFaqIndex(entries, topics);
      return performance.now() - started;
    }),
  );
  const before = heapUsed();
  const kept: FaqIndex = buildFaqIndex(entries, topics);
  const heapMb = (heapUsed() - before) / 2 ** 20;
  // The visitor-question model is built on the first question the index answers too weakly: timed
  // apart, so the answer times below are those of a warm isolate.
  const modelStarted = performance.now();
  kept.asked();
  const modelMs = performance.now() - modelStarted;
  const modelHeapMb = (heapUsed() - before) / 2 ** 20 - heapMb;
  const answerTimes = faqEvalSet.map((q) => {
    const started = performance.now();
    answerFaq(kept, q.question);
    return performance.now() - started;
  });
  return {
    entries: entries.length,
    chars: entries.reduce((n, e) => n + e.question.length + e.answer.length + e.keywords.length, 0),
    buildMs,
    heapMb,
    modelMs,
    modelHeapMb,
    answerMs: median(answerTimes),
    answerMaxMs: Math.max(...answerTimes),
    kept,
  };
}

const corpus = await loadFaqCorpus();
const topics = await loadFaqTopics();
// Warm the JIT on the real corpus so the first measurement is not the compiler's.
for (let i = 0; i < 3; i++) answerFaq(buildFaqIndex(corpus, topics), "warm up the index");
const rows = [measure(corpus), measure(syntheticCorpus(corpus, SYNTHETIC_SIZE))];

const table = [
  "| corpus | entries | text (kB) | build (ms, median of 7) | heap (MB) | visitor model (ms) | its heap (MB) | answer p50 (ms) | answer max (ms) |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...rows.map(
    (r, i) =>
      `| ${i === 0 ? "today's (content modules)" : "synthetic"} | ${r.entries} | ${(r.chars / 1000).toFixed(0)} | ${r.buildMs.toFixed(1)} | ${r.heapMb.toFixed(2)} | ${r.modelMs.toFixed(1)} | ${r.modelHeapMb.toFixed(2)} | ${r.answerMs.toFixed(3)} | ${r.answerMaxMs.toFixed(2)} |`,
  ),
].join("\n");
const markdown = `## FAQ index (\`npm run bench:faq-index\`)

${table}

The in-memory MiniSearch index each Worker isolate builds from faq_entries on its first FAQ question (and again
when the corpus version changes). Heap: the index's retained size after a full garbage collection. Visitor model:
the model of the questions visitors ask for each entry (content/faq-visitor-questions.ts), built once, on the
first question the index answers too weakly (the synthetic corpus has no visitor questions: its model holds the
entries' own questions only). Answer times:
the ${faqEvalSet.length} questions of the evaluation set through the chat's answer rule. The synthetic corpus draws its text from
the real corpus' words (10-word questions, 80–200-word answers, 15 keywords). Measured ${new Date().toISOString().slice(0, 10)}
in Node ${process.version} (V8, as in workerd) on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, a machine shared with other work.`;

console.log(table);
writeBenchmarkSection("faq-index", markdown);
console.log("Written to BENCHMARKS.md (section faq-index).");
