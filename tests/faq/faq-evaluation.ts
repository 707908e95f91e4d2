// Scores the chat's own answer rule (worker/faq/faq-index.ts) on the development set (by the entries
// that answer each question, and its string-scored part by the strings a right answer contains) and
// on the held-out set (by strings too). `npm run faq:eval` prints them; worker/faq/faq-evaluation.test.ts
// gates the development set and worker/faq/faq-held-out.test.ts the held-out one.
import { answerFaq, type FaqIndex } from "../../worker/faq/faq-index";
import { replyToFaq } from "../../worker/faq/faq-reply";
import type { EvalQuestion } from "./faq-eval-question";
import type { HeldOutAnswerable, HeldOutNearTopic } from "./held-out-question";

/**
 * The development set's targets. Its questions are tuned on, yet a few stay unanswered or answered
 * near the point rather than on it (they are listed by `npm run faq:eval -- --set dev`); every
 * off- and near-topic question must fall back.
 */
export const TARGETS = { onTopicAccuracy: 0.97, hardAccuracy: 0.97, wrongTopic: 2, offTopicFallbackRate: 1 } as const;
const HELD_OUT_TARGETS = { right: 0.95, wrongTopic: 0, nearTopicFallbackRate: 1 } as const;
/**
 * What the held-out set scores, so no change makes it worse while HELD_OUT_TARGETS is not yet met.
 * On 2026-11-27 evening the seventh blind batch (tests/faq/faq-held-out-seventh-batch.ts: 232
 * answerable, 49 near-topic) replaced the sixth, some of whose misses had been printed during tuning
 * (it moved to the development side). Measured once, untuned: 168 of 232 right = 72.4%, 197 = 84.9%
 * within one click, 12 wrong-topic, 45 of 49 near-topic fallbacks = 91.8% (read as these figures
 * only). On 2026-11-28, after that day's work (chosen on the development set alone), read once: 188 of
 * 232 right = 81.0%, 205 = 88.4% within one click, 10 wrong-topic, 45 of 49 (the corpus search alone,
 * scored the old way, gives the same 188, 10 and 45). Later that day 189 and 205. On 2026-11-28 (second
 * session), after Swahili verb forms and a firm guess of the visitors' questions: 191, 206, 10 and 45 of 49; at
 * the end of that session (the tenth batch's rules, chosen on the development set): 192, 207, 10 and 45 of 49.
 * Raise these as the assistant improves, never lower them.
 */
export const HELD_OUT_FLOOR = { right: 192 / 232, withinOneClick: 207 / 232, wrongTopic: 10, nearTopicFallbackRate: 45 / 49 } as const;
/**
 * The second hidden set (the eighth blind batch, tests/faq/faq-held-out-eighth-batch.ts: 170 answerable,
 * 45 near-topic), written on 2026-11-28 after that day's tuning and read once, untuned: 132 of 170 right =
 * 77.6%, 145 = 85.3% within one click, 5 wrong-topic, 44 of 45 near-topic fallbacks = 97.8%. Read again at
 * the end of the day, after the add-on price rule (chosen on the development set): 132, 145, 5 and 45 of 45.
 * 14 of its questions were then seen (13 while its file's shape was checked, one printed by a search) and
 * moved to the development set (156 answerable left; 10 of the 14 had been right). After Swahili verb forms
 * and a firm guess of the visitors' questions: 124 of 156 right = 79.5%, 134 = 85.9% within one click, 5
 * wrong-topic, 45 of 45. After a Swahili verb form no entry holds read as a stop word, and "swali", "maswali"
 * and "naenda" stop words: 125 of 156 right = 80.1%, 134, 5, 45 of 45. Then 11 unseen questions on the facts
 * of the moved ones took their places (167 answerable, written blind with the ninth batch): 133 of 167 =
 * 79.6%, 144 = 86.2% within one click, 6 wrong-topic (the new questions brought one), 45 of 45. At the end of
 * that session: 136 of 167 = 81.4%, 145 = 86.8%, 5 wrong-topic, 45 of 45; after the eleventh batch's rules: 137
 * = 82.0%, 147 = 88.0%, 5, 45 of 45.
 */
export const SECOND_HELD_OUT_FLOOR = {
  right: 137 / 167,
  withinOneClick: 147 / 167,
  wrongTopic: 5,
  nearTopicFallbackRate: 45 / 45,
} as const;

/**
 * The third hidden set (the ninth blind batch, tests/faq/faq-held-out-ninth-batch.ts: 189 answerable, 50
 * near-topic), written on 2026-11-28 (second session) from the pages' content modules by someone who had
 * seen no corpus, vocabulary, visitor question or earlier batch; its expected strings were made distinctive
 * from the answers' text by a second person. Read once, untuned (after that session's first changes, chosen
 * on the development set): 133 of 189 right = 70.4%, 154 = 81.5% within one click, 7 wrong-topic, 45 of 50
 * near-topic fallbacks = 90.0%. At the end of that session (every change chosen on the development set; the gate
 * refused those that made a hidden set worse): 135 of 189 = 71.4%, 156 = 82.5%, 6 wrong-topic, 45 of 50; after
 * the eleventh batch's rules: 138 = 73.0%, 158 = 83.6%, 6, 45 of 50. At the end of the third session (the
 * twelfth batch's rules): 139 = 73.5%, 159 = 84.1%, 5, 45 of 50.
 */
export const THIRD_HELD_OUT_FLOOR = {
  right: 139 / 189,
  withinOneClick: 159 / 189,
  wrongTopic: 5,
  nearTopicFallbackRate: 45 / 50,
} as const;

/**
 * The string-scored development questions (tests/faq/faq-dev-strings.ts: held-out questions that were
 * looked at, the long-form and page-implied questions, and the blind batches written for tuning) must
 * stay at their best reading so far: a change that loses any of these figures is refused. How each
 * round moved them is recorded in docs/DECISIONS.md ("How the development strings' floor moved").
 */
export const DEV_STRINGS_FLOOR = {
  right: 1259 / 1467,
  withinOneClick: 1332 / 1467,
  wrongTopic: 49,
  nearTopicFallbackRate: 310 / 330,
} as const;

/** Case, spacing, dashes, quotes and thousands separators ignored: "$1,500" matches "$1500", "1-10" matches "1–10". */
export const normaliseAnswerText = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[‐‑‒–—−]/g, "-")
    .replace(/[‘’]/g, "'")
    .replace(/(?<=\d),(?=\d{3}(?!\d))/g, "")
    .replace(/\s+/g, "");

const containsAll = (answer: string, expect: readonly string[]) =>
  expect.every((text) => normaliseAnswerText(answer).includes(normaliseAnswerText(text)));

type Answer = {
  answeredWith: string | null;
  /** Every entry the answer quotes: one, or several when it gives one line of each. */
  quoted: string[];
  response: string | null;
  outcome: string;
  /** Asked which offer is meant instead of answering (or falling back). */
  askedBack: boolean;
  confidence: number | null;
  /** On a fallback, the answers of the entries the chat offers. */
  related: string[];
};

/** The corpus search's answer: which entries it chooses (the entry-scored set is judged by them). */
function ask(index: FaqIndex, question: string): Answer {
  const verdict = answerFaq(index, question);
  const [best] = verdict.answers;
  const combined = best !== undefined && index.entries.get(best.entry.id)?.answer !== best.entry.answer;
  return {
    answeredWith: best?.entry.id ?? null,
    quoted: combined ? verdict.answers.map((a) => a.entry.id) : best ? [best.entry.id] : [],
    response: best?.entry.answer ?? null,
    outcome: verdict.outcome,
    askedBack: false,
    confidence: verdict.nearest?.confidence ?? null,
    related: verdict.related.map((c) => c.entry.answer),
  };
}

/** A fixed clock for answers that turn "within 48 hours" into a day: a Wednesday, 10:00 in Nairobi. */
const EVALUATION_CLOCK = new Date("2026-11-25T07:00:00Z");

/**
 * What the chat shows a visitor who asks this first on this page (the string-scored sets are judged by
 * it): an entry's answer, an estimate computed from listed prices, an ask-back, or the fallback. A fact
 * the pages do not state ("not listed") is a fallback; an ask-back answers nothing yet.
 */
function reply(index: FaqIndex, question: string, page?: string): Answer {
  const { answer, kind, matchedEntryId, confidence, searchOutcome } = replyToFaq(
    index,
    question,
    page ? { page } : undefined,
    EVALUATION_CLOCK,
  );
  const shown = kind === "entry" || kind === "computed";
  return {
    answeredWith: kind === "computed" ? "(estimate)" : shown ? matchedEntryId : null,
    quoted: matchedEntryId && kind === "entry" ? [matchedEntryId] : [],
    response: shown ? answer.response : null,
    // A fallback says why: the search's outcome (weak, ambiguous …).
    outcome: kind === "entry" ? "answered" : kind === "fallback" ? searchOutcome : kind,
    askedBack: kind === "ask",
    confidence,
    related: (answer.related ?? []).map((r) => r.answer),
  };
}

type EvalOutcome = EvalQuestion & Answer;

export type Evaluation = {
  onTopicAccuracy: number;
  hardAccuracy: number;
  /** Answered with an entry that is not one of the expected ones, or without the expected text (off-topic answers included). */
  wrongTopic: EvalOutcome[];
  offTopicFallbackRate: number;
  /** Expected an entry, got the fallback. */
  missed: EvalOutcome[];
  counts: { onTopic: number; hard: number; offTopic: number; nearTopic: number };
};

const isCorrect = (o: EvalOutcome) =>
  o.expected === "fallback"
    ? o.answeredWith === null
    : o.quoted.some((id) => o.expected.includes(id)) && containsAll(o.response ?? "", o.expect ?? []);
const rate = (outcomes: EvalOutcome[]) => (outcomes.length ? outcomes.filter(isCorrect).length / outcomes.length : 1);

export function evaluateFaq(index: FaqIndex, questions: readonly EvalQuestion[]): Evaluation {
  const outcomes: EvalOutcome[] = questions.map((q) => ({ ...q, ...ask(index, q.question) }));
  const answerable = outcomes.filter((o) => o.expected !== "fallback");
  const hard = outcomes.filter((o) => o.kind === "hard");
  const fallback = outcomes.filter((o) => o.expected === "fallback");
  return {
    onTopicAccuracy: rate(answerable),
    hardAccuracy: rate(hard),
    wrongTopic: outcomes.filter((o) => o.answeredWith !== null && !isCorrect(o)),
    offTopicFallbackRate: rate(fallback),
    missed: answerable.filter((o) => o.answeredWith === null),
    counts: {
      onTopic: answerable.length,
      hard: hard.length,
      offTopic: fallback.filter((o) => o.kind === "off-topic").length,
      nearTopic: fallback.filter((o) => o.kind === "near-topic").length,
    },
  };
}

export const meetsTargets = (e: Evaluation) =>
  e.onTopicAccuracy >= TARGETS.onTopicAccuracy &&
  e.hardAccuracy >= TARGETS.hardAccuracy &&
  e.wrongTopic.length <= TARGETS.wrongTopic &&
  e.offTopicFallbackRate >= TARGETS.offTopicFallbackRate;

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const of = (rate: number, total: number) => `${Math.round(rate * total)} of ${total}`;
const confidenceNote = (o: Answer) => (o.confidence === null ? "" : ` [confidence ${o.confidence.toFixed(2)}]`);
const describe = (o: EvalOutcome) =>
  `  ${JSON.stringify(o.question)} → ${o.answeredWith ?? `fallback (${o.outcome})`}; want ${o.expected === "fallback" ? "fallback" : o.expected.join(" or ")}` +
  (o.expect?.length ? ` saying ${o.expect.map((t) => JSON.stringify(t)).join(", ")}` : "") +
  confidenceNote(o);

export function formatEvaluation(e: Evaluation): string {
  return [
    `Development set: ${e.counts.onTopic} answerable questions (${e.counts.hard} hard: typos, abbreviations, Swahili-English), ${e.counts.offTopic} off-topic, ${e.counts.nearTopic} near-topic`,
    `  on-topic accuracy       ${percent(e.onTopicAccuracy)}  (target ≥ ${percent(TARGETS.onTopicAccuracy)})`,
    `  hard-question accuracy  ${percent(e.hardAccuracy)}  (target ≥ ${percent(TARGETS.hardAccuracy)})`,
    `  wrong-topic answers     ${e.wrongTopic.length}  (target ≤ ${TARGETS.wrongTopic})`,
    `  fallback rate (off- and near-topic) ${percent(e.offTopicFallbackRate)}  (target ${percent(TARGETS.offTopicFallbackRate)})`,
    ...(e.wrongTopic.length ? ["Wrong topic:", ...e.wrongTopic.map(describe)] : []),
    ...(e.missed.length ? ["Fell back although the corpus answers:", ...e.missed.map(describe)] : []),
  ].join("\n");
}

type HeldOutOutcome = HeldOutAnswerable & Answer & { result: "right" | "fallback-miss" | "wrong-topic"; linked: boolean };
type NearTopicOutcome = HeldOutNearTopic & Answer;

export type HeldOutEvaluation = {
  rightRate: number;
  /**
   * Answered with the right fact, or fell back with the right fact in an entry the fallback offers:
   * what a visitor finds within one click.
   */
  withinOneClickRate: number;
  /** Answered, but without every expected string: another topic, or the wrong fact. */
  wrongTopic: HeldOutOutcome[];
  /** Fell back on a question the site answers. */
  fallbackMisses: HeldOutOutcome[];
  nearTopicFallbackRate: number;
  /** Near-topic questions that got an answer instead of the fallback. */
  nearTopicAnswered: NearTopicOutcome[];
  /** Near-topic questions whose fallback offered entries (not an answer, but the chat shows them). */
  nearTopicOffered: number;
  counts: { answerable: number; nearTopic: number };
};

export function evaluateHeldOut(
  index: FaqIndex,
  answerable: readonly HeldOutAnswerable[],
  nearTopic: readonly HeldOutNearTopic[],
): HeldOutEvaluation {
  const outcomes: HeldOutOutcome[] = answerable.map((q) => {
    const answer = reply(index, q.question, q.page);
    const result = answer.response === null ? "fallback-miss" : containsAll(answer.response, q.expect) ? "right" : "wrong-topic";
    const linked = result === "fallback-miss" && answer.related.some((text) => containsAll(text, q.expect));
    return { ...q, ...answer, result, linked };
  });
  const near: NearTopicOutcome[] = nearTopic.map((q) => ({ ...q, ...reply(index, q.question) }));
  const fellBack = (o: NearTopicOutcome) => o.response === null && !o.askedBack;
  return {
    rightRate: outcomes.length ? outcomes.filter((o) => o.result === "right").length / outcomes.length : 1,
    withinOneClickRate: outcomes.length ? outcomes.filter((o) => o.result === "right" || o.linked).length / outcomes.length : 1,
    wrongTopic: outcomes.filter((o) => o.result === "wrong-topic"),
    fallbackMisses: outcomes.filter((o) => o.result === "fallback-miss"),
    nearTopicFallbackRate: near.length ? near.filter(fellBack).length / near.length : 1,
    nearTopicAnswered: near.filter((o) => !fellBack(o)),
    nearTopicOffered: near.filter((o) => fellBack(o) && o.related.length > 0).length,
    counts: { answerable: outcomes.length, nearTopic: near.length },
  };
}

export const meetsHeldOutTargets = (e: HeldOutEvaluation) =>
  e.rightRate >= HELD_OUT_TARGETS.right &&
  e.wrongTopic.length <= HELD_OUT_TARGETS.wrongTopic &&
  e.nearTopicFallbackRate >= HELD_OUT_TARGETS.nearTopicFallbackRate;

const describeHeldOut = (o: HeldOutOutcome) =>
  `  ${JSON.stringify(o.question)} → ${o.answeredWith ?? `fallback (${o.outcome}${o.linked ? ", the right fact offered" : ""})`}; want ${o.expect.map((t) => JSON.stringify(t)).join(", ")} (${o.page})${confidenceNote(o)}`;

/**
 * The held-out set prints its figures only: its questions, misses included, stay unread so the set
 * remains a measurement (`details` lists them for the development set's string-scored part).
 */
export function formatHeldOut(e: HeldOutEvaluation, title = "Held-out set", details = false): string {
  const summary = [
    `${title}: ${e.counts.answerable} answerable questions, ${e.counts.nearTopic} near-topic`,
    `  right answers           ${percent(e.rightRate)} = ${of(e.rightRate, e.counts.answerable)}  (target ≥ ${percent(HELD_OUT_TARGETS.right)})`,
    `  right fact within one click (answered, or in an entry the fallback offers) ${percent(e.withinOneClickRate)} = ${of(e.withinOneClickRate, e.counts.answerable)}`,
    `  wrong-topic answers     ${e.wrongTopic.length}  (target ${HELD_OUT_TARGETS.wrongTopic})`,
    `  near-topic fallback rate ${percent(e.nearTopicFallbackRate)} = ${of(e.nearTopicFallbackRate, e.counts.nearTopic)}  (target ${percent(HELD_OUT_TARGETS.nearTopicFallbackRate)})`,
    `  near-topic fallbacks that offered entries ${e.nearTopicOffered} of ${e.counts.nearTopic}`,
  ];
  if (!details) return summary.join("\n");
  return [
    ...summary,
    ...(e.wrongTopic.length ? ["Wrong topic:", ...e.wrongTopic.map(describeHeldOut)] : []),
    ...(e.fallbackMisses.length ? ["Fell back although the site answers:", ...e.fallbackMisses.map(describeHeldOut)] : []),
    ...(e.nearTopicAnswered.length
      ? [
          "Answered a near-topic question:",
          ...e.nearTopicAnswered.map((o) => `  ${JSON.stringify(o.question)} → ${o.answeredWith ?? o.outcome}${confidenceNote(o)}`),
        ]
      : []),
  ].join("\n");
}
