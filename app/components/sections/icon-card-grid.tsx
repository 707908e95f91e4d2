import type { IconName } from "../../../shared/icon-names";
import { Icon } from "../ui/icon";

export type IconCard = { title: string; description: string; icon?: IconName };

/** Cards with an optional icon, a title and a short text (values, certifications). */
export function IconCardGrid({ cards, columns = 3 }: { cards: IconCard[]; columns?: 2 | 3 }) {
  return (
    <ul className={`mt-10 grid gap-6 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {cards.map((card) => (
        <li key={card.title} className="card">
          {card.icon && (
            <span className="grid h-11 w-11 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={card.icon} />
            </span>
          )}
          <h3 className={`${card.icon ? "mt-4" : ""} text-lg font-semibold text-slate-900`}>{card.title}</h3>
          <p className="mt-2 text-sm text-slate-600">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
