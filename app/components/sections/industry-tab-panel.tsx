import { Link } from "react-router";
import type { IndustryTab } from "../../../content/content-schemas";
import { Icon } from "../ui/icon";
import { FeatureCardGrid } from "./feature-card-grid";
import { StatRow } from "./stat-row";

/** One industries tab: description, three stats, four solution cards and a link to the industry page. */
export function IndustryTabPanel({ tab, pageLinkLabel }: { tab: IndustryTab; pageLinkLabel: string }) {
  return (
    <>
      <h2 className="section-title">{tab.title}</h2>
      <p className="mt-3 max-w-3xl text-slate-700">{tab.description}</p>
      <StatRow stats={tab.stats} label={`${tab.title} in numbers`} className="mt-8" />
      <div className="mt-8">
        <FeatureCardGrid cards={tab.solutions} columns={4} />
      </div>
      <Link to={tab.pageHref} className="mt-8 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
        {pageLinkLabel}
        <span className="sr-only">: {tab.title}</span> <Icon name="arrowRight" size={16} />
      </Link>
    </>
  );
}
