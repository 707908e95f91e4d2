import { Link } from "react-router";
import { type CaseStudy, caseStudiesText } from "../../../content/case-studies";
import { Icon } from "../ui/icon";

export function CaseStudyStory({ study }: { study: CaseStudy }) {
  const titleId = `${study.id}-title`;
  return (
    <article aria-labelledby={titleId} className="card lg:p-10">
      <p className="flex flex-wrap gap-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
        <span>{study.industry}</span>
        <span aria-hidden="true">·</span>
        <span>{study.location}</span>
        <span aria-hidden="true">·</span>
        <span>{study.size}</span>
      </p>
      <h2 id={titleId} className="mt-3 text-2xl font-bold text-slate-900">
        {study.title}
      </h2>
      <p className="mt-1 text-slate-600">
        {study.client} —{" "}
        <Link to={study.solutionHref} className="font-semibold text-brand-700 hover:underline">
          {study.solution}
        </Link>
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{caseStudiesText.challenge}</h3>
          <p className="mt-2 text-slate-700">{study.challenge}</p>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">{caseStudiesText.approach}</h3>
          <ul className="mt-2 space-y-2 text-slate-700">
            {study.approach.map((step) => (
              <li key={step} className="flex gap-2">
                <Icon name="check" size={18} className="mt-0.5 shrink-0 text-accent-700" />
                {step}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{caseStudiesText.results}</h3>
          <dl className="mt-3 grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            {study.results.map((r) => (
              <div key={r.label} className="flex flex-col-reverse rounded-lg bg-brand-50 p-4">
                <dt className="mt-1 text-sm text-slate-700">{r.label}</dt>
                <dd className="text-3xl font-extrabold text-brand-800">{r.value}</dd>
              </div>
            ))}
          </dl>
          <figure className="mt-6 border-l-4 border-accent-600 pl-4">
            <blockquote className="text-slate-700">“{study.quote.quote}”</blockquote>
            <figcaption className="mt-2 text-sm text-slate-600">
              <span className="font-semibold text-slate-900">{study.quote.name}</span>, {study.quote.role}, {study.quote.organization}
            </figcaption>
          </figure>
        </div>
      </div>
    </article>
  );
}
