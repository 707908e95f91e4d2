// An answer as the chat shows it: the fact first, in one short sentence, then the detail; a long
// list in the detail (a line each, or items separated by semicolons) is collapsed behind "Show all".

export type AnswerParts = {
  lead: string;
  /** Sentences or lines shown under the lead. */
  detail: string[];
  /** A list long enough to collapse, shown behind a disclosure. */
  list: string[];
};

/** Lists of this many items or more are collapsed. */
export const COLLAPSE_FROM = 4;
/** A first sentence longer than this is not a lead: the answer is shown as it is. */
const MAX_LEAD = 220;

/** Sentence ends, not inside "P.O. Box", "e.g. …" or a price ("$12.50"). */
const SENTENCE_END = /(?<!\b\p{Lu}\.)(?<!\b(?:e\.g|i\.e|etc|No|St|Dr|Mr|Mrs|Ms|approx)\.)(?<=[.!?])\s+(?=[\p{Lu}"“(\d$])/u;

export function answerParts(response: string): AnswerParts {
  const lines = response
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > 1) {
    const [lead, ...rest] = lines;
    return rest.length >= COLLAPSE_FROM + 1
      ? { lead: lead!, detail: rest.slice(-1), list: rest.slice(0, -1) }
      : { lead: lead!, detail: rest, list: [] };
  }
  const text = lines[0] ?? "";
  const [first, ...sentences] = text.split(SENTENCE_END);
  if (!first || first.length > MAX_LEAD || !sentences.length) return { lead: text, detail: [], list: [] };
  const detail: string[] = [];
  let list: string[] = [];
  for (const sentence of sentences) {
    const items = sentence.split(/;\s+/);
    if (!list.length && items.length >= COLLAPSE_FROM) list = items.map((item) => item.replace(/[.;]$/, ""));
    else detail.push(sentence);
  }
  return { lead: first, detail, list };
}
