export function ClientStrip({ title, clients }: { title: string; clients: string[] }) {
  return (
    <section aria-labelledby="clients-title" className="container py-14">
      <h2 id="clients-title" className="text-center text-sm font-semibold uppercase tracking-wide text-slate-600">
        {title}
      </h2>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
        {clients.map((name) => (
          <li key={name} className="text-lg font-bold text-slate-500">
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}
