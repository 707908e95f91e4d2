// The size bands of a plans list, read from each plan's allowance as the page prints it
// ("Best for 1–10 employees", "Up to 25 users", "51+ employees", "Unlimited devices and sites"), so
// a count in a visitor's question can select the plan the page would. A list is priced by size only
// when every plan's allowance names the same kind of count.
import type { FaqBand, FaqCountKind } from "../shared/faq-topic";
import type { PricingPlan } from "./content-schemas";

/** The allowance words each kind of count is printed with. */
const UNIT_KINDS: [pattern: string, kind: FaqCountKind][] = [
  ["employees|users", "people"],
  ["devices", "devices"],
  ["messages", "messages"],
  ["conversations", "conversations"],
  ["data sources", "data-sources"],
];

const NUMBER = "(\\d[\\d,]*)";
const number = (text: string) => Number(text.replace(/,/g, ""));

type Limit = { kind: FaqCountKind; min?: number; max: number | null };

function limitOf(allowance: string): Limit | null {
  const text = allowance.toLowerCase();
  for (const [unit, kind] of UNIT_KINDS) {
    const range = new RegExp(`${NUMBER}\\s*[–-]\\s*${NUMBER}\\s+(?:${unit})\\b`).exec(text);
    if (range) return { kind, min: number(range[1]!), max: number(range[2]!) };
    const open = new RegExp(`${NUMBER}\\+\\s*(?:${unit})\\b`).exec(text);
    if (open) return { kind, min: number(open[1]!), max: null };
    if (new RegExp(`^unlimited (?:${unit})\\b`).test(text)) return { kind, max: null };
    const upTo = new RegExp(`^(?:up to )?${NUMBER}\\s+(?:${unit})\\b`).exec(text);
    if (upTo) return { kind, max: number(upTo[1]!) };
  }
  return null;
}

/**
 * Each plan's band, in the list's order (a band without a lower bound starts after the previous
 * plan's), or null when the list is not priced by one kind of count.
 */
export function sizeBands(plans: readonly PricingPlan[]): FaqBand[] | null {
  const limits = plans.map((plan) => (plan.allowance ? limitOf(plan.allowance) : null));
  const [first] = limits;
  if (!first || limits.some((limit) => limit?.kind !== first.kind)) return null;
  let previousMax = 0;
  return limits.map((limit) => {
    const band = { per: first.kind, min: limit!.min ?? previousMax + 1, max: limit!.max };
    previousMax = band.max ?? band.min;
    return band;
  });
}
