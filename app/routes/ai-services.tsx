import { aiServicesPage, aiTabs, coreAiTechnologies } from "../../content/ai-services";
import { AiTabPanel } from "../components/sections/ai-tab-panel";
import { CtaBanner } from "../components/sections/cta-banner";
import { FeatureCardGrid } from "../components/sections/feature-card-grid";
import { PageHero } from "../components/sections/page-hero";
import { PageSection } from "../components/sections/page-section";
import { TabLabel } from "../components/sections/tab-label";
import { Tabs } from "../components/ui/tabs";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/ai-services";

// Served at /ai-services and /data-analytics-platform (the same page); the canonical URL is the first.
export const loader = () => ({ page: aiServicesPage, tabs: aiTabs, technologies: coreAiTechnologies });

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta({ ...loaderData.page.seo, path: "/ai-services" });

export default function AiServices({ loaderData: { page, tabs, technologies } }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} actions={page.cta.actions} />
      <div className="container py-12">
        <Tabs
          label={page.tabsLabel}
          tabs={tabs.map((tab) => ({
            id: tab.id,
            label: <TabLabel icon={tab.icon} title={tab.title} />,
            panel: <AiTabPanel tab={tab} headings={page.headings} />,
          }))}
        />
      </div>
      <PageSection id="technologies" title={page.headings.technologies} lead={page.headings.technologiesLead} tone="white">
        <FeatureCardGrid cards={technologies} />
      </PageSection>
      <CtaBanner banner={page.cta} />
    </>
  );
}
