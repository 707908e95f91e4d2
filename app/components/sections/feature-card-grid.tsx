import type { FeatureCard } from "../../../content/content-schemas";
import { Icon } from "../ui/icon";
import { FeatureList } from "./feature-list";

const gridColumns = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** Cards with an icon, a title, a description and optionally a feature list. */
export function FeatureCardGrid({
  cards,
  columns,
  headingLevel = 3,
}: {
  cards: FeatureCard[];
  columns?: keyof typeof gridColumns;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const cols = columns ?? (cards.length % 3 === 0 || cards.length === 5 ? 3 : cards.length === 4 ? 4 : 2);
  return (
    <ul className={`grid gap-6 ${gridColumns[cols]}`}>
      {cards.map((card) => (
        <li key={card.title} className="card flex flex-col">
          <span className="grid h-11 w-11 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={card.icon} />
          </span>
          <Heading className="mt-4 text-lg font-semibold text-slate-900">{card.title}</Heading>
          <p className="mt-2 text-sm text-slate-600">{card.description}</p>
          {card.features && <FeatureList items={card.features} className="mt-4" />}
        </li>
      ))}
    </ul>
  );
}
