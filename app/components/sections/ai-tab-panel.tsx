import type { AiTab } from "../../../content/content-schemas";
import { FeatureCardGrid } from "./feature-card-grid";
import { FeatureList } from "./feature-list";

/** One AI tab: overview, four key features, capabilities and use cases. */
export function AiTabPanel({ tab, headings }: { tab: AiTab; headings: { keyFeatures: string; capabilities: string; useCases: string } }) {
  return (
    <>
      <h2 className="section-title">{tab.title}</h2>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{tab.overview}</p>
      <h3 className="mt-10 text-xl font-bold text-slate-900">{headings.keyFeatures}</h3>
      <div className="mt-4">
        <FeatureCardGrid cards={tab.keyFeatures} columns={4} headingLevel={4} />
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <div className="card">
          <h3 className="text-xl font-bold text-slate-900">{headings.capabilities}</h3>
          <FeatureList items={tab.capabilities} className="mt-4" />
        </div>
        <div className="card">
          <h3 className="text-xl font-bold text-slate-900">{headings.useCases}</h3>
          <FeatureList items={tab.useCases} className="mt-4" />
        </div>
      </div>
    </>
  );
}
