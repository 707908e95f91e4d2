import type { FaqItem } from "../../../content/content-schemas";
import { Icon } from "../ui/icon";

/** Questions as native disclosures: keyboard and screen-reader ready, and works without JavaScript. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-6 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 focus-visible:(outline-2 outline-offset-4 outline-brand-600) [&::-webkit-details-marker]:hidden">
            {item.question}
            <Icon name="chevronDown" size={20} className="shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
          </summary>
          <p className="mt-3 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
