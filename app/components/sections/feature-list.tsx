import { Icon } from "../ui/icon";

export function FeatureList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-2 text-sm text-slate-700 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Icon name="check" size={18} className="mt-0.5 shrink-0 text-accent-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
