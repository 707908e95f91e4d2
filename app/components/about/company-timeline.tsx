import type { TimelineEntry } from "../../../content/about";

export function CompanyTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative mt-10 space-y-8 border-l-2 border-brand-100 pl-8">
      {entries.map((entry) => (
        <li key={entry.year} className="relative">
          <span aria-hidden="true" className="absolute -left-[41px] top-1 h-4 w-4 rounded-full border-4 border-white bg-brand-700" />
          <p className="text-sm font-bold text-brand-700">{entry.year}</p>
          <h3 className="text-lg font-semibold text-slate-900">{entry.title}</h3>
          <p className="mt-1 text-slate-600">{entry.description}</p>
        </li>
      ))}
    </ol>
  );
}
