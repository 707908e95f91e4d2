// The price of something beyond a plan ("an extra agent seat beyond 5", "extra hours if we go over our
// 15", "additional storage") is a price the pages list only where an answer speaks of it ("on top",
// "additional"): a plan's own price is not the answer, so the chat falls back to the team.
import type { FaqDecision } from "./faq-types";

const ASKS_ADD_ON =
  /\b(?:extra|additional|more)\s+(?:[\p{L}-]+\s+)?(?:seats?|users?|agents?|hours?|storage|gb|tb|messages?|conversations?|pages?|devices?)\b|\b(?:beyond|go(?:es)?\s+over|exceed(?:s|ing)?|over\s+the\s+limit)\b/iu;
const ASKS_PRICE = /\b(?:how\s+much|cost|costs|price|prices|pricing|charge|charged|fee|fees|pay|bei|gharama)\b/iu;
const SPEAKS_OF_ADD_ONS = /\b(?:extra|additional|on\s+top|per\s+additional|overage)\b/iu;

/** Whether the question asks the price of an add-on that the chosen answer does not speak of. */
export function asksUnlistedAddOn(question: string, decision: FaqDecision): boolean {
  const [answer] = decision.answers;
  if (!answer || !ASKS_ADD_ON.test(question) || !ASKS_PRICE.test(question)) return false;
  return !decision.answers.some((a) => SPEAKS_OF_ADD_ONS.test(a.entry.answer));
}
