// What a question names that a conversation carries forward: a priced offer ("Microsoft 365"), one
// of its plans ("Standard"), an office ("Kampala"), a count ("40 users", "2 TB") and a period
// ("per year"), each with where it stands in the text, so a follow-up can put its own in their place.
import { offices } from "../../content/company";
import { type PricedOffer, pricedOffers } from "../../content/priced-offers";
import type { FaqContextCount } from "../../shared/faq-conversation";
import { readCount } from "./faq-counts";

type MentionKind = "offer" | "plan" | "office" | "count" | "period";
/** A name found in a question: its kind, its value (offer id, plan name, city, period) and its span. */
export type Mention = { kind: MentionKind; value: string; start: number; end: number };

export type Mentions = {
  all: Mention[];
  /** Offers named, in order of appearance. */
  offers: PricedOffer[];
  /** Plan names named (of any offer), lower-case words as written in the question. */
  planWords: string[];
  office?: string;
  count?: FaqContextCount;
  period?: "month" | "year";
};

/** Words every plan of a list may share: "Business Standard" is named by "standard". */
const GENERIC_PLAN_WORDS = new Set(["business", "retainer", "plan", "package"]);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const phrase = (words: string) => new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(words).replace(/\s+/g, "\\s+")}(?![\\p{L}\\d])`, "giu");

/** A plan's own words, lower-case ("standard" of "Business Standard"). */
const planWordsOf = (planName: string): string[] =>
  planName
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => !GENERIC_PLAN_WORDS.has(word));

/**
 * Whether a plan's own words name it alone: "standard" does, a short common word ("plus") does not,
 * so "40 plus users" names no plan; the full name ("Business Plus") always does.
 */
const ownWordsName = (own: readonly string[]) => own.length > 0 && own.every((word) => word.length >= 5);

/** The offer's plan a question's plan words name, if exactly one. */
export function planOf(offer: PricedOffer, planWords: readonly string[]): PricedOffer["plans"][number] | undefined {
  const named = offer.plans.filter((plan) => {
    const own = planWordsOf(plan.name);
    return planWords.includes(plan.name.toLowerCase()) || (ownWordsName(own) && own.every((word) => planWords.includes(word)));
  });
  return named.length === 1 ? named[0] : undefined;
}

const OFFICE_NAMES: [string, string][] = offices.flatMap((office) => [
  [office.city.toLowerCase(), office.city],
  [office.country.toLowerCase(), office.city],
]);
OFFICE_NAMES.push(["dar", "Dar es Salaam"]);

const ALL_PLAN_WORDS = [
  ...new Set(
    pricedOffers.flatMap((offer) =>
      offer.plans.flatMap((plan) => {
        const own = planWordsOf(plan.name);
        return [plan.name.toLowerCase(), ...(ownWordsName(own) ? own : [])];
      }),
    ),
  ),
];

const YEAR =
  /\b(?:per|a|each|every|one|1|for\s+(?:a|one|the)|(?:a|the)\s+(?:whole|full))\s+(?:year|yr)\b|\bannual(?:ly)?\b|\byearly\b|\bper\s+annum\b|\b12\s+months\b|\btwelve\s+months\b/giu;
const MONTH = /\b(?:per|a|each|every|one|1)\s+month\b|\bmonthly\b|\bkwa\s+mwezi\b/giu;
const TB = /(?<![\d.,])(\d+(?:\.\d+)?)\s*(?:tb|terabytes?)\b/iu;

/** Every name a question can hold, compiled once. */
const NAMES: { kind: MentionKind; value: string; pattern: RegExp }[] = [
  ...pricedOffers.flatMap((offer) => offer.names.map((name) => ({ kind: "offer" as const, value: offer.id, pattern: phrase(name) }))),
  ...ALL_PLAN_WORDS.map((word) => ({ kind: "plan" as const, value: word, pattern: phrase(word) })),
  ...OFFICE_NAMES.map(([name, city]) => ({ kind: "office" as const, value: city, pattern: phrase(name) })),
  { kind: "period", value: "year", pattern: YEAR },
  { kind: "period", value: "month", pattern: MONTH },
];

function spans(text: string, pattern: RegExp): { start: number; end: number }[] {
  return [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** Drops a mention inside a longer one ("website" in "website care"). */
const outermost = (found: Mention[]) =>
  found.filter(
    (m) => !found.some((other) => other !== m && other.start <= m.start && other.end >= m.end && other.end - other.start > m.end - m.start),
  );

function countMention(text: string): Mention | null {
  const tb = TB.exec(text);
  if (tb) return { kind: "count", value: `${tb[1]} tb`, start: tb.index, end: tb.index + tb[0].length };
  const { count } = readCount(text);
  if (!count) return null;
  // Where the count stands, for a follow-up to replace it: its number, and the word after it if any.
  const at = new RegExp(`(?<![\\d.,])${escapeRegExp(String(count.n))}(?:\\s+[\\p{L}-]+)?`, "u").exec(text.replace(/,/g, ""));
  return {
    kind: "count",
    value: `${count.n} ${count.kind}`,
    start: at?.index ?? text.length,
    end: at ? at.index + at[0].length : text.length,
  };
}

/** Everything a question names, as the conversation keeps it. */
export function readMentions(question: string): Mentions {
  const text = question.toLowerCase();
  const found: Mention[] = [];
  for (const { kind, value, pattern } of NAMES) for (const s of spans(text, pattern)) found.push({ kind, value, ...s });
  const counted = countMention(text);
  if (counted) found.push(counted);
  const all = outermost(found).sort((a, b) => a.start - b.start);
  const offerIds = [...new Set(all.filter((m) => m.kind === "offer").map((m) => m.value))];
  const countValue = counted ? /^(\S+) (.+)$/.exec(counted.value) : null;
  const period = all.find((m) => m.kind === "period")?.value;
  const office = all.find((m) => m.kind === "office")?.value;
  return {
    all,
    offers: offerIds.map((id) => pricedOffers.find((offer) => offer.id === id)!),
    planWords: all.filter((m) => m.kind === "plan").map((m) => m.value),
    ...(office ? { office } : {}),
    ...(countValue ? { count: { n: Number(countValue[1]), kind: countValue[2] as FaqContextCount["kind"] } } : {}),
    ...(period === "year" || period === "month" ? { period } : {}),
  };
}
