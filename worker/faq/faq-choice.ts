// Which of the confident matches the chat answers with: the plan a count in the question selects,
// a plan's whole list when the question names no plan, both neighbours (one line each) when the
// question fits plans of two products and names neither, and a fallback when matches on different
// pages tie or an offer question names something no offering is called.
import { faqAnswerCopy } from "../../content/faq-answer-copy";
import type { FaqCorpusEntry } from "../../shared/faq-corpus-entry";
import { mostInOneLine } from "./faq-answer-lines";
import { askedTerms, type FaqQuery } from "./faq-query";
import { BRANDS, MIN_CONFIDENCE, OPTIONAL_TERMS, PRODUCTS } from "./faq-scoring";
import { faqTerms } from "./faq-terms";
import type { FaqCandidate, FaqDecision, FaqIndex } from "./faq-types";

/** A match from another subject this close to the best's score competes with it. */
const TIE_RATIO = 0.85;
/** …and with a confidence this close to the best's is as good an answer. */
const NEIGHBOUR_MARGIN = 0.05;
/** A detail (one card or story) this much surer than every entry giving the whole list answers instead of them. */
const DETAIL_MARGIN = 0.15;
/** A detail holding every word of the question in its title answers when it scores this many times any other doing so. */
const DOMINANT_SCORE_RATIO = 1.3;
/** A plans list a count sizes answers only when its match is this close to the best one (and as firm). */
const COUNT_MARGIN = 0.1;
/** At most this many neighbours are answered together; more means the question is too vague. */
const MAX_NEIGHBOURS = 2;
/** The most entries an answer lists as sources. */
const MAX_ANSWERS = 3;

const answered = (answers: FaqCandidate[], nearest: FaqCandidate): FaqDecision => ({
  answers: answers.slice(0, MAX_ANSWERS),
  nearest,
  outcome: "answered",
});

/** The plan of `entry`'s plans list whose size band holds the count, if the list is sized by that kind of count. */
function planForCount(index: FaqIndex, entry: FaqCorpusEntry, count: NonNullable<FaqQuery["count"]>): FaqCorpusEntry | undefined {
  const plans = index.plansBySubject.get(index.topicOf(entry).subject) ?? [];
  return plans.find((plan) => {
    const band = index.topicOf(plan).band;
    return band?.per === count.kind && count.n >= band.min && (band.max === null || count.n <= band.max);
  });
}

/**
 * For each plans list sized by the count's kind, the plan the count selects, reached through the
 * first candidate of that list at least `floor` sure, near the best's confidence and no looser.
 */
export function sizedPlans(
  index: FaqIndex,
  count: NonNullable<FaqQuery["count"]>,
  candidates: FaqCandidate[],
  floor: number,
): FaqCandidate[] {
  const best = candidates[0]!;
  const sized = new Map<string, FaqCandidate>();
  for (const c of candidates) {
    const firm = c.confidence >= Math.max(floor, best.confidence - COUNT_MARGIN) && c.loose.length <= best.loose.length;
    const plan = firm ? planForCount(index, c.entry, count) : undefined;
    const subject = plan && index.topicOf(plan).subject;
    if (plan && subject && !sized.has(subject)) sized.set(subject, { ...c, entry: plan });
  }
  return [...sized.values()];
}

/**
 * A question naming one plan of a list is answered by that plan, unless only its context names it and
 * the plan lacks what the match holds ("We're on the Growth retainer. Do unused hours roll over?").
 * Otherwise a plan is answered by its whole list, unless the plan alone holds what the question asks
 * ("machine learning" is in one plan; "Standard security" is a line of Business Basic).
 */
function planOrList(index: FaqIndex, match: FaqCandidate, query: FaqQuery, candidates: FaqCandidate[]): FaqCorpusEntry {
  const { entry } = match;
  const topic = index.topicOf(entry);
  const names = (plan: FaqCorpusEntry, terms = query.terms) => index.planNameTerms.get(plan.id)?.some((t) => terms.includes(t));
  const named = (index.plansBySubject.get(topic.subject) ?? []).filter((plan) => names(plan));
  const [only] = named.length === 1 ? named : [];
  const told = only && !names(only, askedTerms(query)) ? candidates.find((c) => c.entry.id === only.id) : undefined;
  if (only && !(told && told.unmatched.length > match.unmatched.length)) return only;
  const list = topic.plansEntryId ? index.entries.get(topic.plansEntryId) : undefined;
  if (!list) return entry;
  const listMatch = candidates.find((c) => c.entry.id === list.id);
  const listAsGood = listMatch !== undefined && listMatch.unmatched.length <= match.unmatched.length;
  return listAsGood || (named.length > 1 && !names(entry)) ? list : entry;
}

/**
 * An entry in one line for an answer that gives several: its first sentence (what a plan costs and
 * whom it suits), and any later part that holds a term of the question ("Up to 20 pages").
 */
function brief(answer: string, terms: readonly string[]): string {
  const first = /^.{20,}?[\p{L}\p{N})%]\.(?=\s+\p{Lu})/u.exec(answer)?.[0] ?? answer;
  const firstTerms = new Set(faqTerms.terms(first));
  const asked = terms.filter((term) => !firstTerms.has(term));
  const parts = answer
    .slice(first.length)
    .split(/(?<=[.;:])\s+/)
    .map((part) => part.replace(/^Features:\s*/, "").replace(/[.;:]$/, ""))
    .filter((part) => faqTerms.terms(part).some((term) => asked.includes(term)));
  return parts.length ? `${first.replace(/\.$/, "")}; ${parts.join("; ")}.` : first;
}

/**
 * Plans of two or three products ("Business Standard") or offers that answer the question equally:
 * one line of each. Any other tie is ambiguous.
 */
function together(index: FaqIndex, query: FaqQuery, chosen: FaqCandidate[]): string | null {
  const kinds = new Set(chosen.map((c) => index.topicOf(c.entry).kind));
  const lines = chosen.slice(0, MAX_NEIGHBOURS + 1).map((c) => brief(c.entry.answer, query.terms));
  // Offers each begin "Yes."; said once. The best three of them, however many fit.
  if (kinds.size === 1 && kinds.has("offer"))
    return [lines[0], ...lines.slice(1).map((line) => line.replace(faqAnswerCopy.yes, ""))].join(" ");
  const plans = [...kinds].every((kind) => kind === "plan" || kind === "plans");
  return plans && chosen.length <= MAX_NEIGHBOURS + 1 ? `${faqAnswerCopy.neighbours} ${lines.join(" ")}` : null;
}

/**
 * "Do you provide cybersecurity for banks?": when no offer is called by all the question's words but
 * two offers of different pages are between them, both answer it (the best match then being some
 * other page's line that mentions both words in passing).
 */
function offerPair(index: FaqIndex, query: FaqQuery, candidates: FaqCandidate[]): [FaqCandidate, FaqCandidate] | null {
  const offers = candidates.filter((c) => index.topicOf(c.entry).kind === "offer");
  const terms = query.terms.filter((term) => !OPTIONAL_TERMS.has(term));
  const holds = (c: FaqCandidate, term: string) => !c.loose.includes(term);
  if (offers.some((c) => terms.every((term) => holds(c, term)))) return null;
  for (const [i, a] of offers.entries()) {
    for (const b of offers.slice(i + 1)) {
      const useful = terms.some((t) => holds(a, t) && !holds(b, t)) && terms.some((t) => holds(b, t) && !holds(a, t));
      if (a.entry.resourceUrl !== b.entry.resourceUrl && useful && terms.every((t) => holds(a, t) || holds(b, t))) return [a, b];
    }
  }
  return null;
}

/** The two offers that answer a "do you provide X for Y" question between them, one line each, if there are. */
export function offersTogether(index: FaqIndex, query: FaqQuery, candidates: FaqCandidate[]): FaqDecision | null {
  const pair = query.offer ? offerPair(index, query, candidates) : null;
  if (!pair) return null;
  return answered([{ ...pair[0], entry: { ...pair[0].entry, answer: together(index, query, pair)! } }, pair[1]], candidates[0]!);
}

/** The matches as good as the best. "Do you sell …" is answered by offers when one is as sure as the best match. */
function closeMatches(index: FaqIndex, query: FaqQuery, candidates: FaqCandidate[]): FaqCandidate[] {
  const best = candidates[0]!;
  const isOffer = (c: FaqCandidate) => index.topicOf(c.entry).kind === "offer";
  const sure = candidates.filter((c) => c.confidence >= best.confidence - NEIGHBOUR_MARGIN);
  const [first, ...rest] = query.offer && sure.some(isOffer) ? sure.filter(isOffer) : sure;
  return [first!, ...rest.filter((c) => c.score >= TIE_RATIO * first!.score)];
}

/**
 * Offers ("Yes. Data & Analytics: …") answer whether we do something; any other question is answered
 * by the entries that say more, offers only when none of those is sure enough. Details answer only
 * what no broader entry answers as surely.
 */
function relevant(index: FaqIndex, query: FaqQuery, ranked: FaqCandidate[]): FaqCandidate[] {
  const surest = ranked[0]!.confidence;
  const isDetail = (c: FaqCandidate) => index.topicOf(c.entry).kind === "detail";
  // A detail (one card or story) answers a question that names it, with every other word of the
  // question in its title or keywords ("Predictive Analytics credit risk scoring"), though "do you
  // offer …" is answered by the offer…
  const titled = (c: FaqCandidate) => c.confidence >= surest - NEIGHBOUR_MARGIN && c.loose.length === 0;
  // (An entry giving the whole list that holds every word of the question in its own title still comes
  // first, an offer only for "do you offer …", unless the question is the detail's name and nothing more.)
  const broad = (c: FaqCandidate) => !isDetail(c) && (query.offer || index.topicOf(c.entry).kind !== "offer");
  const broadTitled = ranked.some((c) => broad(c) && titled(c));
  const nameOf = (c: FaqCandidate) => index.detailNameTerms.get(c.entry.id) ?? [];
  const exactly = (c: FaqCandidate) => query.terms.every((term) => nameOf(c).includes(term));
  // …or one holding every word of the question in its title that the search scores far above every
  // other entry doing so ("self healing monitoring?" is the Self-healing actions card, not Monitoring AI).
  const titledScores = ranked.filter(titled).map((c) => c.score);
  const dominant = (c: FaqCandidate) =>
    isDetail(c) && titled(c) && titledScores.every((score) => score === c.score || c.score >= DOMINANT_SCORE_RATIO * score);
  const asked = ranked.filter((c) => {
    const name = nameOf(c);
    const says = name.length > 0 && name.every((term) => query.terms.includes(term));
    return !query.offer && ((titled(c) && says && (exactly(c) || !broadTitled)) || dominant(c));
  });
  // The detail the question names exactly, if one is, rather than others whose names it holds.
  const named = asked.some(exactly) ? asked.filter(exactly) : asked;
  // …or one no entry that gives the whole list answers nearly as surely.
  const surestDetail = ranked.find(isDetail)?.confidence ?? 0;
  const broadSure = ranked.some((c) => !isDetail(c) && c.confidence >= Math.max(MIN_CONFIDENCE, surestDetail - DETAIL_MARGIN));
  const pool = named.length ? [...named, ...ranked.filter((c) => !isDetail(c))] : broadSure ? ranked.filter((c) => !isDetail(c)) : ranked;
  if (query.offer) return pool;
  const others = pool.filter((c) => index.topicOf(c.entry).kind !== "offer");
  return others[0] && others[0].confidence >= Math.max(MIN_CONFIDENCE, pool[0]!.confidence - NEIGHBOUR_MARGIN) ? others : pool;
}

/** A match of another page this close to the chosen one's confidence disputes it (see disputed). */
const DISPUTE_MARGIN = 0.1;

/**
 * Whether the chosen match lacks a word of the question that a nearly as sure match of another page
 * holds: the two read the question differently ("Microsoft licences … package fee": a licensing package
 * without Microsoft, or Microsoft plans without the package), and a wrong answer is worse than none.
 */
function disputed(index: FaqIndex, query: FaqQuery, chosen: FaqCandidate, ranked: readonly FaqCandidate[]): boolean {
  const names = (term: string) => PRODUCTS.has(term) || BRANDS.has(term) || index.planNames.has(term);
  const lacks = chosen.unmatched.filter((term) => names(term) && query.terms.includes(term));
  return (
    lacks.length > 0 &&
    ranked.some(
      (c) =>
        c.entry.resourceUrl !== chosen.entry.resourceUrl &&
        c.confidence >= chosen.confidence - DISPUTE_MARGIN &&
        lacks.some((term) => !c.unmatched.includes(term)),
    )
  );
}

/** A figure with its unit ("2–4 weeks", "$99/month", "24 hours", "300+ SMEs"), read from an answer's first sentence. */
const FIGURE = /\$?\d[\d,.]*\+?(?:\s*[–-]\s*\d[\d,.]*)?\s*(?:%|\/?[a-z]+)/giu;
const firstFigures = (answer: string) => new Set((/^.*?[.!?](?=\s|$)/su.exec(answer)?.[0] ?? answer).match(FIGURE) ?? []);

/**
 * Two pages whose answers open with the same figure ("2–4 weeks" to migrate, on the licensing page and
 * the Microsoft 365 one) agree: either answers the question, so their tie is no reason to fall back.
 */
function sameFigure(a: string, b: string): boolean {
  const figures = firstFigures(b);
  return [...firstFigures(a)].some((figure) => figures.has(figure));
}

/** An entry of the page asked on this close to the best match's confidence comes first: on the development set 0 (a tie) has one wrong topic fewer, 0.1–0.3 three to four fewer right. */
const PAGE_MARGIN = 0;

/**
 * The matches with the surest entry of the page the question is asked on first, when it is nearly as
 * sure as the best: "how much is it?" on the backup page asks the backup's prices.
 */
function pageFirst(query: FaqQuery, ranked: FaqCandidate[]): FaqCandidate[] {
  const best = ranked[0]!;
  const onPage = query.page
    ? ranked.find((c) => c.entry.resourceUrl === query.page && c.confidence >= Math.max(MIN_CONFIDENCE, best.confidence - PAGE_MARGIN))
    : undefined;
  return onPage && onPage !== best ? [onPage, ...ranked.filter((c) => c !== onPage)] : ranked;
}

export function chooseAnswer(index: FaqIndex, query: FaqQuery, ranked: FaqCandidate[]): FaqDecision {
  const candidates = relevant(index, query, pageFirst(query, ranked));
  const best = candidates[0]!;
  // "Do you sell X?" is answered only when X is what an entry of that page is called or about, or all of
  // several words of one of its lines ("phishing simulations"), not one word in passing: "do you sell
  // laptops" must not find a service that mentions laptops.
  const heldOnPage = (term: string) => candidates.some((c) => c.entry.resourceUrl === best.entry.resourceUrl && !c.loose.includes(term));
  const wholly = query.terms.length > 1 && best.unmatched.length === 0;
  if (query.offer && !wholly && !best.loose.every(heldOnPage)) return { answers: [], nearest: best, outcome: "weak" };

  const pair = offersTogether(index, query, candidates);
  if (pair) return pair;

  const leaders: FaqCandidate[] = [];
  const close = closeMatches(index, query, candidates);
  for (const c of close) if (!leaders.some((l) => index.topicOf(l.entry).subject === index.topicOf(c.entry).subject)) leaders.push(c);

  if (query.count) {
    // The count picks a plan from the one list sized by its kind among the sure matches ("3,000
    // conversations"), or else on the best match's page or a tied one's ("30 people" and a website).
    const pages = new Set(leaders.map((c) => c.entry.resourceUrl));
    const sized = sizedPlans(index, query.count, candidates, MIN_CONFIDENCE);
    const onPage = sized.filter((c) => pages.has(c.entry.resourceUrl));
    if (sized.length === 1) return answered(sized, best);
    if (onPage.length === 1) return answered(onPage, best);
  }

  const chosen: FaqCandidate[] = [];
  for (const c of leaders) {
    const entry = planOrList(index, c, query, candidates);
    if (!chosen.some((other) => other.entry.id === entry.id)) chosen.push({ ...c, entry });
  }
  if (chosen.length > 1) {
    const answer = together(index, query, chosen);
    if (answer) return answered([{ ...chosen[0]!, entry: { ...chosen[0]!.entry, answer } }, ...chosen.slice(1)], best);
    // The page asked on settles a tie between pages: "how many SMEs have you worked with?" on Industries.
    const rival = chosen.find(
      (c) =>
        best.entry.resourceUrl !== query.page &&
        c.entry.resourceUrl !== best.entry.resourceUrl &&
        c.confidence >= best.confidence &&
        c.unmatched.length <= best.unmatched.length &&
        !sameFigure(c.entry.answer, best.entry.answer),
    );
    if (rival) return { answers: [], nearest: best, outcome: "ambiguous" };
  }
  const first = chosen[0]!;
  if (disputed(index, query, first, ranked)) return { answers: [], nearest: best, outcome: "ambiguous" };
  const sameSubject = candidates.filter(
    (c) =>
      c.entry.id !== first.entry.id &&
      index.topicOf(c.entry).subject === index.topicOf(first.entry).subject &&
      c.score >= TIE_RATIO * best.score &&
      c.confidence >= best.confidence - NEIGHBOUR_MARGIN,
  );
  // Of a page's facts as sure as each other, the one with a sentence holding most of the question's
  // terms says what was asked ("conversations are kept for up to 2 years"); plans keep their order.
  const fact = (c: FaqCandidate) => index.topicOf(c.entry).kind === "fact";
  const held = (c: FaqCandidate) => (fact(c) ? mostInOneLine(c.entry, query.terms) : 0);
  const said = fact(first) ? sameSubject.filter(fact).find((c) => held(c) > held(first)) : undefined;
  return answered(said ? [said, first, ...sameSubject.filter((c) => c !== said)] : [first, ...sameSubject], best);
}
