// Runs the evaluation set through the chat's own answer rule (worker/faq/faq-index.ts) and scores
// it. `npm run faq:eval` prints the figures; worker/faq/faq-evaluation.test.ts fails below TARGETS.
import { answerFaq, type FaqIndex } from "../../worker/faq/faq-index";
import type { EvalQuestion } from "./faq-eval-set";

export const TARGETS = { onTopicAccuracy: 0.95, hardAccuracy: 0.9, wrongTopic: 0, offTopicFallbackRate: 1 } as const;

type EvalOutcome = EvalQuestion & { answeredWith: string | null; outcome: string; confidence: number | null };

export type Evaluation = {
  onTopicAccuracy: number;
  hardAccuracy: number;
  /** Answered with an entry that is not one of the expected ones (off-topic answers included). */
  wrongTopic: EvalOutcome[];
  offTopicFallbackRate: number;
  /** Expected an entry, got the fallback. */
  missed: EvalOutcome[];
  counts: { onTopic: number; hard: number; offTopic: number };
};

const isCorrect = (o: EvalOutcome) =>
  o.expected === "fallback" ? o.answeredWith === null : o.answeredWith !== null && o.expected.includes(o.answeredWith);
const rate = (outcomes: EvalOutcome[]) => (outcomes.length ? outcomes.filter(isCorrect).length / outcomes.length : 1);

export function evaluateFaq(index: FaqIndex, questions: readonly EvalQuestion[]): Evaluation {
  const outcomes: EvalOutcome[] = questions.map((q) => {
    const verdict = answerFaq(index, q.question);
    return {
      ...q,
      answeredWith: verdict.answers[0]?.entry.id ?? null,
      outcome: verdict.outcome,
      confidence: verdict.nearest?.confidence ?? null,
    };
  });
  const answerable = outcomes.filter((o) => o.expected !== "fallback");
  const hard = outcomes.filter((o) => o.kind === "hard");
  const offTopic = outcomes.filter((o) => o.expected === "fallback");
  return {
    onTopicAccuracy: rate(answerable),
    hardAccuracy: rate(hard),
    wrongTopic: outcomes.filter((o) => o.answeredWith !== null && !isCorrect(o)),
    offTopicFallbackRate: rate(offTopic),
    missed: answerable.filter((o) => o.answeredWith === null),
    counts: { onTopic: answerable.length, hard: hard.length, offTopic: offTopic.length },
  };
}

export const meetsTargets = (e: Evaluation) =>
  e.onTopicAccuracy >= TARGETS.onTopicAccuracy &&
  e.hardAccuracy >= TARGETS.hardAccuracy &&
  e.wrongTopic.length <= TARGETS.wrongTopic &&
  e.offTopicFallbackRate >= TARGETS.offTopicFallbackRate;

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const describe = (o: EvalOutcome) =>
  `  ${JSON.stringify(o.question)} → ${o.answeredWith ?? `fallback (${o.outcome})`}; want ${o.expected === "fallback" ? "fallback" : o.expected.join(" or ")}` +
  (o.confidence === null ? "" : ` [confidence ${o.confidence.toFixed(2)}]`);

export function formatEvaluation(e: Evaluation): string {
  return [
    `FAQ evaluation: ${e.counts.onTopic} answerable questions (${e.counts.hard} hard: typos, abbreviations, Swahili-English), ${e.counts.offTopic} off-topic`,
    `  on-topic accuracy       ${percent(e.onTopicAccuracy)}  (target ≥ ${percent(TARGETS.onTopicAccuracy)})`,
    `  hard-question accuracy  ${percent(e.hardAccuracy)}  (target ≥ ${percent(TARGETS.hardAccuracy)})`,
    `  wrong-topic answers     ${e.wrongTopic.length}  (target ${TARGETS.wrongTopic})`,
    `  off-topic fallback rate ${percent(e.offTopicFallbackRate)}  (target ${percent(TARGETS.offTopicFallbackRate)})`,
    ...(e.wrongTopic.length ? ["Wrong topic:", ...e.wrongTopic.map(describe)] : []),
    ...(e.missed.length ? ["Fell back although the corpus answers:", ...e.missed.map(describe)] : []),
  ].join("\n");
}
