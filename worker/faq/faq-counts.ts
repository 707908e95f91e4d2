// Reads a count out of a visitor's question — "30 people", "about 200 employees", "watu 50",
// "a team of 12", "3k messages" — so the answer can pick the plan the page sizes for it. The count's
// words are taken out of the question before it is searched: they say how many, not what about.
import { type FaqVocabulary, faqVocabulary } from "../../content/faq-vocabulary";
import type { FaqCountKind } from "../../shared/faq-topic";
import { oneTypoApart } from "./faq-typos";

export type FaqCount = { n: number; kind: FaqCountKind };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.split(/\s+/).map(escapeRegExp).join("\\s+"))
    .join("|");

/** "1,500", "3k", "2.5k". */
const NUMBER = "(?<n>\\d[\\d,]*(?:\\.\\d+)?)(?<k>k)?";
const numberOf = (m: RegExpExecArray) => Number(m.groups!.n!.replace(/,/g, "")) * (m.groups!.k ? 1000 : 1);
/** "Microsoft 365 users" names a product, not 365 people. */
const NOT_AFTER = "(?<!(?:microsoft|office|\\bms|\\bo)\\s*)";
/** Words that say a number is a head count without a unit: "a team of 30", "we are 30", "tuko 30". */
const HEADCOUNT_BEFORE = "(?:team|staff|company|organisation|organization|business|firm|workforce|headcount|we\\s+are|were|tuko|tupo)";

type CountPattern = { pattern: RegExp; read: (match: RegExpExecArray) => FaqCount | null };

function countPatterns(vocabulary: FaqVocabulary): CountPattern[] {
  const kinds = Object.entries(vocabulary.countWords) as [FaqCountKind, readonly string[]][];
  const kindOf = (word: string) => kinds.find(([, words]) => words.includes(word.replace(/\s+/g, " ")))?.[0];
  const units = alternation(kinds.flatMap(([, words]) => words));
  return [
    {
      // "30 people", "200+ employees", "a 50-person firm", "5000 whatsapp messages" ("per user" is a price's unit)
      pattern: new RegExp(
        `${NOT_AFTER}(?<![\\d.,])${NUMBER}\\s*(?:\\+|plus)?\\s*-?\\s*(?:(?!per\\s)(?<word>[\\p{L}-]+)\\s+)?(?<unit>${units})(?![\\p{L}])`,
        "u",
      ),
      read: (m) => {
        const kind = kindOf(m.groups!.unit!);
        return kind ? { n: numberOf(m), kind } : null;
      },
    },
    {
      // "watu 50", "wafanyakazi 20": the unit first, as Swahili puts it
      pattern: new RegExp(`(?<![\\p{L}])(?<unit>${units})\\s+(?:kama\\s+|about\\s+|around\\s+)?${NUMBER}(?![\\d\\p{L}])`, "u"),
      read: (m) => {
        const kind = kindOf(m.groups!.unit!);
        return kind ? { n: numberOf(m), kind } : null;
      },
    },
    {
      // "a team of 30", "we are about 40", "headcount 25"
      pattern: new RegExp(
        `(?<![\\p{L}])${HEADCOUNT_BEFORE}\\s+(?:of\\s+|is\\s+|size\\s+|around\\s+|about\\s+|roughly\\s+|approximately\\s+|almost\\s+|nearly\\s+)*${NUMBER}(?![\\d\\p{L}])`,
        "u",
      ),
      read: (m) => ({ n: numberOf(m), kind: "people" }),
    },
  ];
}

type CountReader = (question: string) => { count: FaqCount | null; rest: string };

/**
 * Count words of 5 letters or more, so a misspelt one ("employes", "devises") is read as the word;
 * never by changing the first letter, which typos rarely hit ("what's" is not "chats").
 */
function countWordSpeller(vocabulary: FaqVocabulary): (text: string) => string {
  const known = Object.values(vocabulary.countWords)
    .flat()
    .filter((word) => word.length >= 5 && !word.includes(" "));
  return (text) =>
    text.replace(/\p{L}{5,}/gu, (word) =>
      known.includes(word) ? word : (known.find((k) => k[0] === word[0] && oneTypoApart(word, k)) ?? word),
    );
}

function countReader(vocabulary: FaqVocabulary): CountReader {
  const patterns = countPatterns(vocabulary);
  const spell = countWordSpeller(vocabulary);
  return (question) => {
    const text = spell(question.toLowerCase().replace(/['’]/g, ""));
    for (const { pattern, read } of patterns) {
      const match = pattern.exec(text);
      const count = match && read(match);
      if (match && count && Number.isFinite(count.n) && count.n > 0) {
        // A word between the number and its unit ("5000 whatsapp messages") is part of the question.
        return { count, rest: `${text.slice(0, match.index)} ${match.groups?.word ?? ""} ${text.slice(match.index + match[0].length)}` };
      }
    }
    return { count: null, rest: question };
  };
}

export const readCount = countReader(faqVocabulary);
