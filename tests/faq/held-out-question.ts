/** A question the site answers: a right answer contains every `expect` string (case and spacing ignored). */
export type HeldOutAnswerable = { question: string; expect: readonly string[]; page: string };
/** A question near the site's topics that its pages do not answer: the assistant must fall back. */
export type HeldOutNearTopic = { question: string };
