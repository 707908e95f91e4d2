// Resolves a question against the conversation so far and the page it is asked on: a follow-up
// ("and for Standard?", "what about Kampala?", "for 40 users?", "and per year?") becomes the last
// question with the follow-up's names put in place of the old ones, and the offer a question is about
// is the one it names, else (for a follow-up) the conversation's, else the page's, else the
// conversation's. Pure: the chat sends the context, the server returns the resolved one.
import { type PricedOffer, pricedOffers } from "../../content/priced-offers";
import type { FaqContext } from "../../shared/faq-conversation";
import { type Mention, type Mentions, planOf, readMentions } from "./faq-mentions";
import { planAtPosition } from "./plan-position";

export type ResolvedQuestion = {
  /** The question to answer: the visitor's own, or a follow-up written out in full. */
  question: string;
  followUp: boolean;
  mentions: Mentions;
  /** The offer the question is about, when one is settled. */
  offer?: PricedOffer;
  /** The offers it could be about when several fit and nothing settles which (an ask-back). */
  named: PricedOffer[];
  plan?: PricedOffer["plans"][number];
  /** The context to send back with the next question. */
  context: FaqContext;
};

/** Openings of a follow-up that leans on the last question. */
const FOLLOW_UP_OPENING =
  /^\W*(?:and|&|plus|also|what\s+about|how\s+about|what\s+of|same\s+for|ok(?:ay)?\s*,?\s*(?:and|what\s+about)?|then|na|je)\b/iu;
const MAX_FOLLOW_UP_WORDS = 8;
/** A bare name or two ("Kampala?", "per year", "40 users") is a follow-up too. */
const MAX_BARE_WORDS = 4;

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length;

function isFollowUp(query: string, mentions: Mentions, context: FaqContext | undefined): boolean {
  if (!context?.question || mentions.all.length === 0) return false;
  const words = wordCount(query);
  return (FOLLOW_UP_OPENING.test(query) && words <= MAX_FOLLOW_UP_WORDS) || words <= MAX_BARE_WORDS;
}

/** How a name is added to a question that had none of its kind. */
const joined: Record<Mention["kind"], (text: string) => string> = {
  offer: (text) => `for ${text}`,
  plan: (text) => `for ${text}`,
  office: (text) => `in ${text}`,
  count: (text) => `for ${text}`,
  period: (text) => text,
};

/**
 * The last question with the follow-up's names in place of those of the same kind, or added where
 * it had none ("How much is Business Basic for 40 users?" + "and for Standard?" → "How much is
 * Standard for 40 users?"). A plan and an offer stand for each other: a new plan replaces the old one.
 */
function rewrite(last: string, lastMentions: Mentions, query: string, mentions: Mentions): string {
  let text = last.replace(/[?.!\s]+$/u, "");
  const additions: string[] = [];
  const kinds = [...new Set(mentions.all.map((m) => m.kind))];
  // Replaced from the end, so earlier spans stay where they were.
  const replacements: { start: number; end: number; text: string }[] = [];
  for (const kind of kinds) {
    const surface = mentions.all
      .filter((m) => m.kind === kind)
      .map((m) => query.slice(m.start, m.end))
      .join(" ");
    const old = lastMentions.all.filter((m) => m.kind === kind && m.end <= text.length);
    if (old.length) {
      replacements.push({ start: old[0]!.start, end: old[0]!.end, text: surface });
      for (const extra of old.slice(1)) replacements.push({ start: extra.start, end: extra.end, text: "" });
    } else additions.push(joined[kind](surface));
  }
  for (const r of replacements.sort((a, b) => b.start - a.start)) text = text.slice(0, r.start) + r.text + text.slice(r.end);
  return `${[text.replace(/\s{2,}/g, " ").trim(), ...additions].join(" ")}?`;
}

const offerAt = (page: string | undefined) =>
  page ? pricedOffers.find((offer) => page === offer.url || page.startsWith(`${offer.url}/`)) : undefined;
const offerById = (id: string | undefined) => (id ? pricedOffers.find((offer) => offer.id === id) : undefined);

/** The offers whose plans include one the question names (all of them when it names none). */
const withPlan = (offers: readonly PricedOffer[], planWords: readonly string[]) =>
  planWords.length ? offers.filter((offer) => planOf(offer, planWords)) : [...offers];

/** A question opened by its verb asks whether ("do you bill yearly?"), not how much or when. */
export const YES_OR_NO = /^\W*(?:do|does|can|could|is|are|will|would)\b/iu;

/** Where the question's last sentence begins: what the visitor asks, after any context before it. */
export function askingStart(question: string): number {
  const breaks = [...question.trimEnd().matchAll(/[.!?]\s+(?=\S)/gu)];
  const last = breaks.at(-1);
  return last ? last.index + last[0].length : 0;
}

/**
 * Of several offers named, those the asking sentence names: in "We still use Gmail. Which
 * transformation package suits us?" the context names Google Workspace, the question the packages.
 */
function askedAbout(named: PricedOffer[], mentions: Mentions, question: string): PricedOffer[] {
  if (named.length < 2) return named;
  const start = askingStart(question);
  const asked = named.filter((offer) => mentions.all.some((m) => m.kind === "offer" && m.value === offer.id && m.start >= start));
  return asked.length ? asked : named;
}

/** The question with the offer's name before its first plan mention. */
function withOfferName(question: string, mentions: Mentions, offer: PricedOffer): string | null {
  const first = mentions.all.find((m) => m.kind === "plan");
  return first ? `${question.slice(0, first.start)}${offer.name} ${question.slice(first.start)}` : null;
}

export function resolveQuestion(query: string, context: FaqContext | undefined): ResolvedQuestion {
  const own = readMentions(query);
  const followUp = isFollowUp(query, own, context);
  let question = followUp && context?.question ? rewrite(context.question, readMentions(context.question), query, own) : query;
  let mentions = followUp ? readMentions(question) : own;

  const fromConversation = offerById(context?.offer);
  const fromPage = offerAt(context?.page);
  // A follow-up continues the conversation; a new question is read on the page it is asked on.
  const settled = (followUp ? [fromConversation, fromPage] : [fromPage, fromConversation]).filter((o) => o !== undefined);
  // An offer named with a plan it lacks ("Premium" carried over to "what about Google Workspace?") is still the one meant.
  const namedWithPlan = withPlan(mentions.offers, mentions.planWords);
  let named: PricedOffer[] = askedAbout(namedWithPlan.length ? namedWithPlan : mentions.offers, mentions, question);
  let offer: PricedOffer | undefined = named.length === 1 ? named[0] : undefined;
  const onPageOrInConversation = mentions.offers.length ? undefined : withPlan(settled, mentions.planWords)[0];
  if (!mentions.offers.length) {
    offer = onPageOrInConversation;
    // Nothing settled: the offers having a plan the question names ("Business Standard") are the choice.
    if (!offer && mentions.planWords.length) named = withPlan(pricedOffers, mentions.planWords);
    if (named.length === 1) [offer] = named;
  }
  let plan = offer ? planOf(offer, mentions.planWords) : undefined;
  const offerNamed = offer !== undefined && mentions.offers.includes(offer);
  const positioned = offer && !plan ? planAtPosition(question, offer, offerNamed) : null;
  // A plan the page or the conversation places ("the enterprise one" on the analytics page) is
  // written with its offer's name, so the search reads the plan of this offer, not another's namesake.
  // So is a plan named in full that only one offer has ("business premium" is Microsoft 365's), but not
  // a word of one ("premium support" is a support plan).
  const fullName =
    plan !== undefined && !offerNamed && mentions.planWords.length === 1 && mentions.planWords[0] === plan.name.toLowerCase();
  const placed = offer && plan && (offer === onPageOrInConversation || fullName) ? withOfferName(question, mentions, offer) : null;
  if (positioned) ({ plan, question } = positioned);
  else if (placed) question = placed;
  if (positioned || placed) mentions = readMentions(question);

  const next: FaqContext = {
    ...(context?.page ? { page: context.page } : {}),
    question: question.slice(0, 500),
    ...(offer ? { offer: offer.id } : {}),
    ...(plan ? { plan: plan.name } : {}),
    ...(mentions.office ? { office: mentions.office } : context?.office ? { office: context.office } : {}),
    ...(mentions.count ? { count: mentions.count } : {}),
    ...(mentions.period ? { period: mentions.period } : {}),
  };
  return {
    question,
    followUp,
    mentions,
    ...(offer ? { offer } : {}),
    named: offer ? [offer] : named,
    ...(plan ? { plan } : {}),
    context: next,
  };
}
