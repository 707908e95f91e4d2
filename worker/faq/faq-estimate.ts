// Computed answers, only from the prices the pages list (content/priced-offers.ts): N users × a
// per-user price per month and per year, N TB × a per-TB price, the plan a size falls in with its
// price, 12-month totals. When the question fits several offers and nothing settled which, one short
// question with a button per offer. VAT and other currencies are facts the pages do not state: those
// fall back to the contact page. Anything else is left to the corpus search (null).

import type { PricingPlan } from "../../content/content-schemas";
import { quoteHref } from "../../content/cta";
import { sizeBands } from "../../content/faq-size-bands";
import { formatUsd, priceText } from "../../content/price-format";
import { estimateCopy, type PricedOffer, pricedOffers } from "../../content/priced-offers";
import type { FaqChoice, FaqContextCount } from "../../shared/faq-conversation";
import { askingStart, type ResolvedQuestion, YES_OR_NO } from "./conversation-context";
import { asksComparison, comparison } from "./faq-comparison";
import { planOf } from "./faq-mentions";

export type Estimate =
  | { kind: "answer"; response: string; resourceUrl: string; quoteUrl: string }
  | { kind: "ask"; response: string; choices: FaqChoice[] }
  | { kind: "not-listed"; response: string; resourceUrl: string };

/** A price asked: "how much" unless of storage, space, data or time ("how much storage per user?"). */
const ASKS_PRICE =
  /\b(?:how\s+much(?!\s+(?:cloud\s+|file\s+|disk\s+)?(?:storage|space|data|time|bandwidth))|cost|costs|costing|price|prices|pricing|priced|total|totals|budget|bei|gharama|ngapi|quote)\b/iu;
/** Words that ask a price in "what would we pay?" but not in "do you bill yearly?" (a yes or no). */
const ASKS_PAYMENT = /\b(?:pay|charge|charged|bill|billed)\b/iu;
const asksPrice = (sentence: string) => ASKS_PRICE.test(sentence) || (ASKS_PAYMENT.test(sentence) && !YES_OR_NO.test(sentence));
const TAX = /\b(?:vat|tax|taxes)\b/iu;
/** Another currency: a figure asked in it is not listed; "can you invoice in UGX?" asks no figure. */
const CURRENCY = /\b(?:ksh|kshs|kes|shillings?|shilingi|ugx|tzs|tsh|euros?|eur|gbp|pounds?|exchange\s+rate|convert(?:ed)?|conversion)\b/iu;
/** A price the pages do not list a rule for: a discount is the sales team's, not a sum of listed prices. */
const NOT_A_SUM = /\b(?:discounts?|punguzo|negotiat\w*|cheaper\s+if)\b/iu;
/** Asks how many months a plan commits to, or their total: the 12-month total, not a month. */
const COMMITMENT = /\b(?:commitment|minimum\s+term|contract|whole\s+term|12[-\s]months?|twelve\s+months)\b/iu;
const MONTHS_PER_YEAR = 12;

type Priced = PricingPlan & { price: Exclude<PricingPlan["price"], "custom"> };
const isPriced = (plan: PricingPlan): plan is Priced => plan.price !== "custom";

/** How an offer's price grows with a count: per user, per TB, by a size band, or not at all. */
function basisOf(offer: PricedOffer): FaqContextCount["kind"] | "flat" {
  const unit = offer.plans.find(isPriced)?.price.unit;
  if (unit === "per-user-month") return "people";
  if (unit === "per-tb-month") return "tb";
  return sizeBands(offer.plans)?.[0]?.per ?? "flat";
}
/** Read once: the plans lists are fixed for the Worker's life. */
const BASES = new Map(pricedOffers.map((offer) => [offer, basisOf(offer)]));
const basis = (offer: PricedOffer) => BASES.get(offer) ?? basisOf(offer);

const scaled = (offer: PricedOffer) => ["per-user-month", "per-tb-month"].includes(offer.plans.find(isPriced)?.price.unit ?? "");
const counts = new Intl.NumberFormat("en-US");
const n = (value: number) => counts.format(value);
/** "40 users" of a per-user price, "30 people" of a band, "3 TB". */
function countText(count: FaqContextCount, perUser = false): string {
  if (count.kind === "tb") return `${n(count.n)} TB`;
  if (count.kind !== "people") return `${n(count.n)} ${count.kind.replace("-", " ")}`;
  if (perUser) return `${n(count.n)} ${count.n === 1 ? "user" : "users"}`;
  return `${n(count.n)} ${count.n === 1 ? "person" : "people"}`;
}

/** "Business Standard: 40 × $12.50 = $500 per month, $6,000 per year." */
function scaledLine(plan: PricingPlan, count: FaqContextCount): string {
  if (!isPriced(plan)) return estimateCopy.noPrice(plan.name);
  const month = plan.price.amountUsd * count.n;
  return `${plan.name}: ${n(count.n)} × ${priceText(plan.price)} = ${formatUsd(month)} per month, ${formatUsd(month * MONTHS_PER_YEAR)} per year.`;
}

function answer(offer: PricedOffer, lead: string, detail: string[]): Estimate {
  return {
    kind: "answer",
    response: [lead, ...detail, estimateCopy.estimate].join("\n"),
    resourceUrl: offer.url,
    quoteUrl: quoteHref(offer.id),
  };
}

/** N users or N TB of a per-user or per-TB offer: one plan's total, or each plan's. */
function scaledEstimate(
  offer: PricedOffer,
  plan: PricingPlan | undefined,
  count: FaqContextCount,
  period: "month" | "year" | undefined,
): Estimate {
  const who = countText(count, true);
  if (plan) {
    if (!isPriced(plan)) return answer(offer, estimateCopy.noPrice(plan.name), []);
    const month = plan.price.amountUsd * count.n;
    const lead =
      period === "year"
        ? `${offer.name} ${plan.name} for ${who}: about ${formatUsd(month * MONTHS_PER_YEAR)} per year (${formatUsd(month)} per month).`
        : `${offer.name} ${plan.name} for ${who}: about ${formatUsd(month)} per month (${formatUsd(month * MONTHS_PER_YEAR)} per year).`;
    return answer(offer, lead, [`${n(count.n)} × ${priceText(plan.price)}.`]);
  }
  const cheapest = offer.plans.filter(isPriced).sort((a, b) => a.price.amountUsd - b.price.amountUsd)[0];
  const from = cheapest ? cheapest.price.amountUsd * count.n : 0;
  const lead = !cheapest
    ? estimateCopy.noPrice(offer.name)
    : period === "year"
      ? `${offer.name} for ${who}: from about ${formatUsd(from * MONTHS_PER_YEAR)} per year (${cheapest.name}).`
      : `${offer.name} for ${who}: from about ${formatUsd(from)} per month (${cheapest.name}).`;
  return answer(
    offer,
    lead,
    offer.plans.map((p) => scaledLine(p, count)),
  );
}

/** The plan a size falls in, with its price, and the 12-month total where the page states a minimum term. */
function bandEstimate(offer: PricedOffer, count: FaqContextCount): Estimate | null {
  const bands = sizeBands(offer.plans);
  const index = bands?.findIndex((band) => count.n >= band.min && (band.max === null || count.n <= band.max)) ?? -1;
  const plan = offer.plans[index];
  if (!bands || !plan) return null;
  const band = bands[index]!;
  const range = band.max === null ? `${n(band.min)}+` : `${n(band.min)}–${n(band.max)}`;
  const fits = `${countText(count)} falls in ${offer.name} ${plan.name} (${range} ${band.per.replace("-", " ")})`;
  if (!isPriced(plan)) return answer(offer, `${fits}. ${estimateCopy.noPrice(plan.name)}`, []);
  return answer(offer, `${fits}: ${priceText(plan.price)}.`, commitmentLines(offer, [plan]));
}

/** "Growth: $3,500 × 12 months = $42,000 for the 12-month minimum term." */
function commitmentLines(offer: PricedOffer, plans: readonly PricingPlan[]): string[] {
  const months = offer.minimumMonths;
  if (!months) return [];
  return plans
    .filter(isPriced)
    .map(
      (p) =>
        `${p.name}: ${formatUsd(p.price.amountUsd)} × ${months} months = ${formatUsd(p.price.amountUsd * months)} for the ${months}-month minimum term.`,
    );
}

const PER_YEAR = { "per-user-month": "per user per year", "per-tb-month": "per TB per year", "per-month": "per year" } as const;

/** A plan's, or each plan's, price over a year (per user or per TB where so priced) or the minimum term. */
function yearEstimate(offer: PricedOffer, plan: PricingPlan | undefined): Estimate | null {
  const plans = plan ? [plan] : offer.plans;
  if (offer.minimumMonths) {
    const lines = commitmentLines(offer, plans);
    return lines.length ? answer(offer, lines[0]!, lines.slice(1)) : null;
  }
  const lines = plans.filter(isPriced).flatMap((p) => {
    const unit = p.price.unit;
    if (unit === "per-project") return [];
    return [`${p.name}: ${formatUsd(p.price.amountUsd * MONTHS_PER_YEAR)} ${PER_YEAR[unit]} (${priceText(p.price)}).`];
  });
  return lines.length ? answer(offer, `${offer.name} ${lines[0]!}`, lines.slice(1)) : null;
}

/** Words that count accounts rather than staff: only offers priced or sized by users fit them. */
const COUNTS_USERS = /\b(?:users?|seats?|licen[cs]es?|mailboxes|accounts?)\b/iu;

/** The offers a count fits ("40 users": those priced per user or sized by users). */
function fitting(count: FaqContextCount, question: string): PricedOffer[] {
  const fits = pricedOffers.filter((offer) => basis(offer) === count.kind);
  if (count.kind !== "people" || !COUNTS_USERS.test(question)) return fits;
  return fits.filter((offer) => scaled(offer) || offer.plans.some((p) => /\busers\b/i.test(p.allowance ?? "")));
}

const ask = (offers: readonly PricedOffer[]): Estimate => ({
  kind: "ask",
  response: estimateCopy.whichOffer,
  choices: offers.map((offer) => ({ label: offer.name, offer: offer.id })),
});

/** A computed answer, an ask-back or a fallback for the question, or null for the corpus search. */
export function estimate(resolved: ResolvedQuestion): Estimate | null {
  const { question, mentions, offer, plan } = resolved;
  const { count, period } = mentions;
  // What is asked is in the last sentence: "our finance team would rather not pay in dollars" is context.
  const asking = question.slice(askingStart(question));
  const asksTotal = period === "year" || COMMITMENT.test(question);
  // A figure asked with tax or in another currency: the pages state neither, so no figure at all.
  if ((TAX.test(asking) || (CURRENCY.test(asking) && asksPrice(asking))) && (count || plan)) {
    return { kind: "not-listed", response: estimateCopy.notListed, resourceUrl: "/contact" };
  }
  if (NOT_A_SUM.test(question)) return null;
  // "m365 basic for 15 staff for a whole year?" and "professional plan for a full year" ask a total
  // without a price word: a plan with a count and a period, or a year, in one sentence that is not a
  // yes or no (a context sentence's "monthly town halls of 400 people" asks nothing).
  const asksSum =
    asking === question && plan !== undefined && !YES_OR_NO.test(asking) && ((count && period) || (!count && period === "year"));
  // Two offers named with a price asked: both side by side, not a question back.
  const compared = mentions.offers.length > 1 ? resolved.named : [];
  if (!offer && compared.length > 1 && asksComparison(asking)) return comparison(compared, count);
  if (!asksPrice(asking) && !asksSum && !(resolved.followUp && (count || asksTotal))) return null;
  if (!count && !asksTotal) return null;
  if (!offer) {
    const choices = resolved.named.length > 1 ? resolved.named : count ? fitting(count, question) : [];
    if (choices.length > 1) return ask(choices);
    const [only] = choices;
    if (!only) return null;
    const onlyPlan = planOf(only, mentions.planWords);
    return estimate({ ...resolved, offer: only, ...(onlyPlan ? { plan: onlyPlan } : {}) });
  }
  if (count && basis(offer) === count.kind) {
    if (scaled(offer)) return scaledEstimate(offer, plan, count, period);
    // The corpus search already picks the tier of an offer the question names; the estimate adds a
    // minimum term's total, or reads the offer from the page, the conversation or a tap.
    const named = mentions.offers.includes(offer);
    return named && !offer.minimumMonths ? null : bandEstimate(offer, count);
  }
  return count ? null : yearEstimate(offer, plan);
}
