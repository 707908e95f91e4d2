import type { DeskFactSection } from "../../../shared/desk-views";

/** One section of facts as a titled definition list; links where sales act on a fact. */
export function FactTable({ section, headingLevel = 2 }: { section: DeskFactSection; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <Heading className="text-lg font-semibold text-slate-900">{section.title}</Heading>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {section.facts.map((fact) => (
          <div key={`${fact.label}:${fact.value}`} className="contents">
            <dt className="font-medium text-slate-700">{fact.label}</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">
              {fact.href ? (
                <a href={fact.href} className="text-brand-700 underline">
                  {fact.value}
                </a>
              ) : (
                fact.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
