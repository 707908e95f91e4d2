/** Short label/value facts (contract terms, commitment totals) as a description list. */
export function FactList({ facts }: { facts: { label: string; value: string }[] }) {
  return (
    <dl className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label} className="card text-center">
          <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{fact.label}</dt>
          <dd className="mt-2 text-lg font-bold text-brand-800">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
