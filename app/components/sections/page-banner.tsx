import type { ReactNode } from "react";

/** The dark banner at the top of an inner page: its h1, a lead and optional extras (search, stats). */
export function PageBanner({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="container py-16 sm:py-20">
        <h1 className="max-w-4xl text-4xl font-extrabold leading-tight sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-50">{lead}</p>
        {children}
      </div>
    </section>
  );
}
