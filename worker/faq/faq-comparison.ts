// Two or more offers a question names with a price ("is Google Workspace cheaper than Microsoft 365?",
// "Microsoft 365 vs Google Workspace for 40 users"): each offer's listed plans side by side, or each
// plan's total for the count asked, rather than one offer's answer or a question back.
import { quoteHref } from "../../content/cta";
import { formatUsd, priceText } from "../../content/price-format";
import { estimateCopy, type PricedOffer } from "../../content/priced-offers";
import type { FaqContextCount } from "../../shared/faq-conversation";
import { YES_OR_NO } from "./conversation-context";

/**
 * Asks which is cheaper, without a price word: "is X cheaper than Y?", "which is cheapest?" ("can you
 * get us cheaper licences?" asks for a discount, not a comparison).
 */
const ASKS_CHEAPER =
  /\b(?:cheaper|less\s+expensive|more\s+expensive|more\s+affordable)\s+than\b|\bwhich\b.*\b(?:cheaper|cheapest|less\s+expensive|more\s+affordable|bei\s+nafuu)\b/iu;
/** Words that ask the prices themselves ("quote" and "budget" ask for a document or a plan, not a list). */
const ASKS_PRICES = /\b(?:how\s+much|cost|costs|price|prices|pricing|priced|bei|gharama)\b/iu;
/** "Do schools get education prices on M365 or Google?" asks whether, "how soon do you send a quote?" when. */
const ASKS_WHEN = /\b(?:how\s+(?:long|soon|quickly|fast)|when)\b/iu;

/** Whether the asking sentence asks which of the offers it names is cheaper, or their prices. */
export const asksComparison = (asking: string) =>
  ASKS_CHEAPER.test(asking) || (ASKS_PRICES.test(asking) && !YES_OR_NO.test(asking) && !ASKS_WHEN.test(asking));

const perUser = (offer: PricedOffer) => offer.plans.every((plan) => plan.price === "custom" || plan.price.unit === "per-user-month");

/** "Microsoft 365: Business Basic $6 per user/month; Business Standard …" or, for 40 users, each plan's month. */
function offerLine(offer: PricedOffer, users: number | undefined): string {
  const plans = offer.plans.map((plan) =>
    plan.price !== "custom" && users !== undefined
      ? `${plan.name} ${formatUsd(plan.price.amountUsd * users)} per month`
      : `${plan.name} ${priceText(plan.price)}`,
  );
  return `${offer.name}: ${plans.join("; ")}.`;
}

export function comparison(offers: readonly PricedOffer[], count: FaqContextCount | undefined) {
  // Totals only when every offer is priced per user: otherwise each line gives its listed prices, as the lead says.
  const users = count?.kind === "people" && offers.every(perUser) ? count.n : undefined;
  const lead = users === undefined ? estimateCopy.compared : estimateCopy.comparedFor(users);
  const [first] = offers;
  return {
    kind: "answer" as const,
    response: [lead, ...offers.map((offer) => offerLine(offer, users)), estimateCopy.estimate].join("\n"),
    resourceUrl: first!.url,
    quoteUrl: quoteHref(first!.id),
  };
}
