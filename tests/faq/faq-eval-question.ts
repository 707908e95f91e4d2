// The shape of a development-set question and the helpers the set is written with.

type EvalKind = "on-topic" | "hard" | "off-topic" | "near-topic";

export type EvalQuestion = {
  question: string;
  kind: EvalKind;
  /** Entry ids that answer the question correctly, or "fallback". */
  expected: readonly string[] | "fallback";
  /** Text the answer must also contain (case and spacing ignored), e.g. the price of the plan a count selects. */
  expect?: readonly string[];
};

export const onTopic = (question: string, ...expected: string[]): EvalQuestion => ({ question, kind: "on-topic", expected });
/** Typos, abbreviations or Swahili words mixed into English. */
export const hard = (question: string, ...expected: string[]): EvalQuestion => ({ question, kind: "hard", expected });
/** Nothing on the site answers it, and it shares no topic with the site. */
export const offTopic = (question: string): EvalQuestion => ({ question, kind: "off-topic", expected: "fallback" });
/** Close to what the site answers (a product, place or plan it does not have): it must still fall back. */
export const nearTopic = (question: string): EvalQuestion => ({ question, kind: "near-topic", expected: "fallback" });
/** The question's answer must also contain these strings. */
export const saying = (question: EvalQuestion, ...expect: string[]): EvalQuestion => ({ ...question, expect });
