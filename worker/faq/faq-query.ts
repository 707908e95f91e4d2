// Turns a visitor's free text into a safe FTS5 MATCH expression. Every term is a quoted string of
// letters and digits only, so quotes, brackets, operators (AND, NEAR, *, ^, :) or column filters
// typed by a visitor can never become FTS5 syntax, and a MATCH never fails on user input.
import { company } from "../../app/content/company";

/** Words that carry no topic: questions phrased as a visitor types them. */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again all also am an and any anyone are as at be because been before being below between both " +
    "but by can could did do does doing done down during each either else ever every few for from further get gets got " +
    "had has have having he her here hers him his how however i if im in into is it its itself ive just know let like " +
    "many may me might more most much must my need needs no nor not now of off on once only or other our ours out over " +
    "own please same shall she should so some such tell than thank thanks that the their them then there these they " +
    "this those through to too under until up us very want was we were what whats when where which while who whom why " +
    "will with would yes you your yours hi hello hey " +
    // The brand names every entry's subject, so it says nothing about the topic.
    company.name.toLowerCase()
  ).split(" "),
);

/** Longer questions add noise, not precision. */
export const MAX_QUERY_TERMS = 12;

/** Lower-cased topic words of the text, accents folded, stop words and 1-letter fragments removed, each once. */
export function queryTerms(text: string): string[] {
  const words = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u);
  const terms = words.filter((word) => word.length > 1 && !STOP_WORDS.has(word));
  return [...new Set(terms)].slice(0, MAX_QUERY_TERMS);
}

/** One term as an FTS5 string: it holds only letters and digits, so the quotes cannot be broken. */
export const toMatchTerm = (term: string) => `"${term}"`;

/** `"term1" OR "term2" …`, or null when the text holds no topic word at all. */
export function toMatchExpression(text: string): string | null {
  const terms = queryTerms(text);
  return terms.length ? terms.map(toMatchTerm).join(" OR ") : null;
}
