import type { Stat } from "../../../content/home";

export function StatsBand({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <section aria-label={label} className="bg-brand-800 py-12 text-white">
      <dl className="container grid grid-cols-2 gap-8 text-center md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt className="order-2 mt-1 text-sm uppercase tracking-wide text-brand-100">{stat.label}</dt>
            <dd className="text-4xl font-extrabold">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
