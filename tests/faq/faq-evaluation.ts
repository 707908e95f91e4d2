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
 * the eleventh batch's rules: 138 = 73.0%, 158 = 83.6%, 6, 45 of 50.
 */
export const THIRD_HELD_OUT_FLOOR = {
  right: 138 / 189,
  withinOneClick: 158 / 189,
  wrongTopic: 6,
  nearTopicFallbackRate: 45 / 50,
} as const;

/**
 * The string-scored development questions (tests/faq/faq-dev-strings.ts: the held-out questions that
 * were looked at, and the long-form batch) must stay at what they scored on 2026-11-26 with the visitor
 * questions: 373 of 445 right = 83.8%, 13 wrong-topic, 86 of 88 near-topic questions fell back; 415 of
 * 445 = 93.3% had the right fact answered or in an entry the fallback offers (without the visitor
 * questions: 362 right, 411 within one click, the same 13 and 86). On 2026-11-27 a count answering a
 * weakly matched question with its plan: 377 right = 84.7%, the same 415, 13 and 86; and a count's
 * reading no longer turning "what's" into "chats": 378 right = 84.9%, 416, 12 wrong-topic, 86. Later
 * that day the former held-out set (200 answerable, 40 near-topic) joined them when a sixth blind batch
 * replaced it: 546 of 645 right = 84.7%, 586 = 90.9% within one click, 23 wrong-topic, 126 of 128. Then,
 * each question asked on its page (the page a ranking feature) and 15 page-implied questions added
 * (faq-dev-strings-page-implied.ts): 567 of 660 right = 85.9%, 603 = 91.4% within one click, 22
 * wrong-topic, 126 of 128. Later still (the privacy-version question now following the notice's version, which had
 * moved on), with the buyer's questions of the issue answered, a card scoring far above its section answering, a
 * match lacking a product the question names falling back when another page's match has it, and the page-implied
 * price question preferring the entry that states an amount: 575 of 660 right = 87.1%, 608 = 92.1% within one
 * click, 16 wrong-topic, 126 of 128. That evening the sixth blind batch (188 answerable, 52 near-topic) joined
 * them when the seventh replaced it: 688 of 848 right = 81.1%, 745 = 87.9% within one click, 31 wrong-topic,
 * 173 of 180 near-topic fallbacks. On 2026-11-28 the string-scored sets began to score the chat's whole reply
 * (worker/faq/faq-reply.ts: estimates and ask-backs included, as a visitor sees them), and estimates stopped
 * answering questions about products we do not list, discounts, or context sentences: 696 of 848 right = 82.1%,
 * 752 = 88.7% within one click, 28 wrong-topic, 173 of 180. Then a plan named by its place ("the middle one",
 * "the top package") read as the plan of the offer settled: 706 = 83.3%, 758 = 89.4%, 26 wrong-topic, 173. Then
 * "ppl" a head count and a terse "plan for N staff for a whole year?" a total: 709 = 83.6%, 761, 25, 173. Then
 * a plan the page places written with its offer's name, and "plan for a full year" a total: 711, 763, 23, 173.
 * Then the page asked on settling a tie between two pages' entries: 714 = 84.2%, 762, 24, 173. Then a second
 * round of visitor questions in phone shapes (content/faq-visitor-styles.ts, 4,679 written blind), an amount
 * asked of an entry through them only when its answer states one, and "in charge of" no longer a price:
 * 724 = 85.4%, 768 = 90.6%, 25 wrong-topic, 173. Then an entry per milestone, leader, certification and the
 * core values (content/faq-about-entries.ts): 725 = 85.5%, 769 = 90.7%, 25, 173. Then the visitors' questions
 * answering with less certainty where the search's two best matches include their entry and it holds every
 * term: 732 = 86.3%, 771 = 90.9%, 25, 173. Then address and plan shorthand (P.O. box, HQ, NBO, "mtaa", "pro",
 * "pp"): 740 = 87.3%, 774 = 91.3%, 25, 173. Then a weak match falling back when the visitors' questions are sure
 * of another page: 738 = 87.0%, 775 = 91.4%, 23 wrong-topic, 173. Then another page's match giving way to the
 * entry of the page asked on that the visitors' questions point to: 747 = 88.1%, 782 = 92.2%, 17, 173. Then
 * "yr" a year and "ofc", "ofis" an office: 749 = 88.3%, 784 = 92.5%, 17, 173. Then "right now", "asap" and
 * "immediately" urgent, as an emergency is: 750 = 88.4%, 785 = 92.6%, 16, 173. Then Swahili function words
 * ("haswa", "pale", "hapa", "tunaweza" …) read as the stopwords they are: 752 = 88.7%, 790 = 93.2%, 16, 173. Then
 * the price of an add-on no page lists ("an extra agent seat beyond 5") falling back: 752, 790, 16, 175 of 180.
 * Then the eighth blind batch's 13 seen questions joined (861 answerable): 761, 802, 16, 175. Then a Swahili
 * verb form no longer read as the name of something the site lacks, nor as a term the visitors' guess must
 * hold, "wich" and "b4" stopwords, and a firm guess (0.9, among the search's three best) allowed two
 * unheld terms: 779 of 861 = 90.5%, 812 = 94.3%, 16, 175. Then a fourteenth seen question of the eighth batch
 * (862), "info email" and "general email" read as contact details, and two pages' answers opening with the
 * same "300+" agreeing: 784 of 862 = 90.9%, 813 = 94.3%, 16, 175. Then a Swahili verb form no entry holds read
 * as a stop word, and "swali", "maswali" and "naenda" stop words: 786 = 91.2%, 815 = 94.5%, 16, 175. Then
 * three spent replacement questions (865: all three missed), a last sentence after an explicit question read
 * as context, and "main line" a way to reach us: 788 of 865 = 91.1%, 817 = 94.5%, 16, 175. Then two spent
 * questions of the ninth batch (867: both answered on another topic): 788, 817, 18, 175. Then a page's links
 * section an entry ("Where growing businesses start" on the SMEs page): 790 = 91.1%, 819 = 94.5%, 16, 175.
 * Then a tenth blind batch written for tuning (faq-dev-strings-tenth-batch.ts: 200 answerable, 50
 * near-topic; 140 of its 200 right, 17 wrong topics, 45 of its 50 near-topic falling back): 930 of 1067 =
 * 87.2%, 982 = 92.0%, 33 wrong-topic, 220 of 230. Then "how much storage" no longer a price for an estimate,
 * and "fomu", "mawasiliano" read as form and contact: 932 = 87.3%, 984 = 92.2%, 32, 220. Then "carry over" read
 * as "roll over", an English verb under Swahili prefixes read as the verb ("tukicancel", "inasupport"), and a
 * discount asked through the visitors' questions given only by an answer that speaks of one: 936 = 87.7%,
 * 987 = 92.5%, 31, 220. Then a filler verb under Swahili prefixes ("inacover") read as the filler: 937, 987, 31, 220.
 * Then "how much cloud file space" read as storage, and every form of a Swahili filler verb ("zinatumia": they
 * use) a stop word: 940 = 88.1%, 988 = 92.6%, 31, 220. Then "often" no longer a stop word, which had dropped the
 * vocabulary's own "how often": 941, 988, 31, 220. Then "until what time" read as hours, "save", "savings" and
 * "okoa" as one term, and "wastani" a stop word as "average" is: 943 = 88.4%, 988, 31, 220. Then "one" a stop word
 * ("do you have one you can send?" had matched "one of our clients"): 945 = 88.6%, 990 = 92.8%, 31, 221 of 230.
 * Then "back up and running" read as recovery and "sign PDFs" as eSignature: 946 = 88.7%, 992 = 93.0%, 31, 221.
 * Then an ask of fillers only ("nairobi po box no. pls") read as asking the whole, "betri" a battery and
 * "uzalishaji" manufacturing: 947 = 88.8%, 994 = 93.2%, 31, 221. Then a client's testimonial findable as one
 * ("who gave the quote from the law firm?"): 949 = 88.9%, 995 = 93.3%, 31, 221. Then "hackers" read as attackers
 * and "kufuta", "erase" as delete: 950 = 89.0%, 996 = 93.3%, 31, 221. Then "email adress" (misspelt) a way to
 * reach us: 951 = 89.1%, 997 = 93.4%, 31, 221. Then an eleventh blind batch written for tuning
 * (faq-dev-strings-eleventh-batch.ts: 200 answerable, 50 near-topic; read first untuned: 150 of 200 right,
 * 163 within one click, 13 wrong topics, 45 of 50): 1101 of 1267 = 86.9%, 1160 = 91.6%, 44 wrong-topic, 266 of
 * 280. Then "do you sell my data?" read as the privacy question it is, not an offer: 1103 = 87.1%, 1162 = 91.7%,
 * 42 wrong-topic, 266. Then "captcha" and "bot check" read as the spam check: 1105 = 87.2%, 1164 = 91.9%, 42, 266.
 * Then "Kiswahili" read as Swahili: 1106 = 87.3%, 1165 = 91.9%, 42, 266.
 */
export const DEV_STRINGS_FLOOR = {
  right: 1106 / 1267,
  withinOneClick: 1165 / 1267,
  wrongTopic: 42,
  nearTopicFallbackRate: 266 / 280,
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
