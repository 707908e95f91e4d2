import type { Stat } from "../../../content/content-schemas";

/** Three or four headline figures, as a description list (value described by its label). */
export function StatRow({ stats, label, className = "" }: { stats: Stat[]; label: string; className?: string }) {
  return (
    <dl aria-label={label} className={`grid gap-6 text-center sm:grid-cols-3 ${className}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <dt className="mt-1 text-sm text-slate-600">{stat.label}</dt>
          <dd className="text-3xl font-extrabold text-brand-800">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
