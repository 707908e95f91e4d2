import type { Cta, PricingPlan, SupportPlan } from "../../../content/content-schemas";
import { pageLabels } from "../../../content/page-labels";
import { formatPrice } from "../../../content/price-format";
import { CtaButton } from "../ui/cta-button";
import { FeatureList } from "./feature-list";

export type PricingCard = {
  key: string;
  name: string;
  amount: string;
  unit?: string;
  allowance?: string;
  summary?: string;
  features: string[];
  /** Badge on the highlighted card ("Most Popular", "Recommended"). */
  badge?: string;
  cta: Cta;
};

export const planCards = (plans: PricingPlan[]): PricingCard[] =>
  plans.map((plan) => ({
    key: plan.id,
    name: plan.name,
    ...formatPrice(plan.price),
    allowance: plan.allowance,
    summary: plan.summary,
    features: plan.features,
    badge: plan.popular ? pageLabels.mostPopular : undefined,
    cta: plan.cta,
  }));

export const supportPlanCards = (plans: SupportPlan[]): PricingCard[] =>
  plans.map((plan) => ({
    key: plan.name,
    name: plan.name,
    amount: plan.price,
    features: plan.features,
    badge: plan.popular ? pageLabels.recommended : undefined,
    cta: plan.cta,
  }));

/** Three plan cards side by side; the highlighted one is outlined and badged. */
export function PricingCards({ cards }: { cards: PricingCard[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.key} className={`card relative flex flex-col ${card.badge ? "border-2 border-brand-700 shadow-md" : ""}`}>
          {card.badge && (
            <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
              {card.badge}
            </p>
          )}
          <h3 className="text-xl font-bold text-slate-900">{card.name}</h3>
          <p className="mt-3">
            <span className="text-3xl font-extrabold text-brand-800">{card.amount}</span>
            {card.unit && <span className="ml-1 text-sm text-slate-600">{card.unit}</span>}
          </p>
          {card.allowance && <p className="mt-2 text-sm font-semibold text-accent-700">{card.allowance}</p>}
          {card.summary && <p className="mt-3 text-sm text-slate-600">{card.summary}</p>}
          <FeatureList items={card.features} className="mt-5 flex-1" />
          <CtaButton cta={card.cta} variant={card.badge ? "primary" : "secondary"} className="mt-6 w-full" />
        </li>
      ))}
    </ul>
  );
}
