// A plan named by where it stands in its list, as visitors do on a pricing page: "the cheapest one",
// "the middle plan", "the top package", "the popular plan". Read once the offer is settled (named, the
// page's, or the conversation's), and written into the question as the plan's name, so the corpus
// search and the estimate read "how much is the middle one?" on the Microsoft 365 page as "how much is
// Microsoft 365 Business Standard?". Plans are listed smallest first, as every plans list is.
import type { PricedOffer } from "../../content/priced-offers";

type Plan = PricedOffer["plans"][number];

const NOUN = String.raw`\s+(?:one|plan|package|tier|option|retainer|bundle|level|subscription)s?`;
/** "The first plan" names a position; "first 15 days" or "last year" does not: those words need the noun. */
const position = (alone: string, withNoun?: string) =>
  new RegExp(String.raw`\b(?:the\s+)?(?:(?:${alone})(?:${NOUN})?${withNoun ? `|(?:${withNoun})${NOUN}` : ""})\b`, "iu");
const POSITIONS: { pattern: RegExp; pick: (plans: readonly Plan[]) => Plan | undefined }[] = [
  {
    pattern: position(String.raw`cheapest|lowest|smallest|entry[-\s]level|least\s+expensive`, "first|basic|bottom"),
    pick: (plans) => plans[0],
  },
  {
    pattern: position(String.raw`middle|mid[-\s]tier`, "second|mid"),
    // Only a list of three has one middle plan.
    pick: (plans) => (plans.length === 3 ? plans[1] : undefined),
  },
  {
    pattern: position(String.raw`biggest|largest|highest|most\s+expensive|top[-\s]tier`, "top|last|best"),
    pick: (plans) => plans.at(-1),
  },
  {
    pattern: position(String.raw`(?:most\s+)?popular|recommended`),
    pick: (plans) => (plans.filter((plan) => plan.popular).length === 1 ? plans.find((plan) => plan.popular) : undefined),
  },
];

/** "The cheapest plan that includes Bookings" asks which plan has a feature: a choice, not a position. */
const CONDITION = /^(?:\s+[\p{L}\d]+){0,3}?\s+(?:that|which|with|where)\b/iu;

/**
 * The plan a position in the question names, and the question with the plan's name in its place (and
 * the offer's, unless the question names it already).
 */
export function planAtPosition(question: string, offer: PricedOffer, offerNamed: boolean): { plan: Plan; question: string } | null {
  for (const { pattern, pick } of POSITIONS) {
    const found = pattern.exec(question);
    const plan = found ? pick(offer.plans) : undefined;
    if (found && plan && !CONDITION.test(question.slice(found.index + found[0].length))) {
      const named = offerNamed ? plan.name : `${offer.name} ${plan.name}`;
      return { plan, question: `${question.slice(0, found.index)}${named}${question.slice(found.index + found[0].length)}` };
    }
  }
  return null;
}
