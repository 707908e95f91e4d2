import { industriesPage, industryTabs, nextGenerationTechnology } from "../../content/industries-overview";
import { CtaBanner } from "../components/sections/cta-banner";
import { FeatureCardGrid } from "../components/sections/feature-card-grid";
import { IndustryTabPanel } from "../components/sections/industry-tab-panel";
import { PageHero } from "../components/sections/page-hero";
import { PageSection } from "../components/sections/page-section";
import { TabLabel } from "../components/sections/tab-label";
import { Tabs } from "../components/ui/tabs";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/industries";

export const loader = () => ({ page: industriesPage, tabs: industryTabs, nextGen: nextGenerationTechnology });

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta({ ...loaderData.page.seo, path: "/industries" });

export default function Industries({ loaderData: { page, tabs, nextGen } }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} actions={page.cta.actions} />
      <div className="container py-12">
        <Tabs
          label={page.tabsLabel}
          tabs={tabs.map((tab) => ({
            id: tab.id,
            label: <TabLabel icon={tab.icon} title={tab.title} />,
            panel: <IndustryTabPanel tab={tab} pageLinkLabel={page.pageLinkLabel} />,
          }))}
        />
      </div>
      <PageSection id="next-generation" title={page.nextGenTitle} lead={page.nextGenLead} tone="white">
        <FeatureCardGrid cards={nextGen} columns={4} />
      </PageSection>
      <CtaBanner banner={page.cta} />
    </>
  );
}
