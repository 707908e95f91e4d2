import { Link } from "react-router";
import type { SolutionTab } from "../../../content/content-schemas";
import { Icon } from "../ui/icon";
import { FeatureList } from "./feature-list";
import { StatRow } from "./stat-row";

/** One solutions tab: overview, stats, four core services with features, four benefits. */
export function SolutionTabPanel({
  tab,
  headings,
}: {
  tab: SolutionTab;
  headings: { coreServices: string; benefits: string; learnMore: string };
}) {
  return (
    <>
      <h2 className="section-title">{tab.title}</h2>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{tab.overview}</p>
      <StatRow stats={tab.stats} label={`${tab.title} in numbers`} className="mt-8" />
      <h3 className="mt-10 text-xl font-bold text-slate-900">{headings.coreServices}</h3>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {tab.coreServices.map((service) => (
          <li key={service.title} className="card">
            <h4 className="text-lg font-semibold text-slate-900">{service.title}</h4>
            <p className="mt-2 text-sm text-slate-600">{service.description}</p>
            <FeatureList items={service.features} className="mt-4" />
          </li>
        ))}
      </ul>
      <h3 className="mt-10 text-xl font-bold text-slate-900">{headings.benefits}</h3>
      <FeatureList items={tab.benefits} className="mt-4 grid gap-x-8 text-base sm:grid-cols-2" />
      <Link to={tab.learnMoreHref} className="btn-primary mt-8">
        {headings.learnMore} {tab.title} <Icon name="arrowRight" size={16} />
      </Link>
    </>
  );
}
