import { solutionIndustries, solutionsPage, solutionTabs } from "../../content/solutions-portfolio";
import { CtaBanner } from "../components/sections/cta-banner";
import { LinkCardGrid } from "../components/sections/link-card-grid";
import { PageHero } from "../components/sections/page-hero";
import { PageSection } from "../components/sections/page-section";
import { SolutionTabPanel } from "../components/sections/solution-tab-panel";
import { TabLabel } from "../components/sections/tab-label";
import { Tabs } from "../components/ui/tabs";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/solutions";

export const loader = () => ({ page: solutionsPage, tabs: solutionTabs, industries: solutionIndustries });

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta({ ...loaderData.page.seo, path: "/solutions" });

export default function Solutions({ loaderData: { page, tabs, industries } }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} actions={page.cta.actions} />
      <div className="container py-12">
        <Tabs
          label={page.tabsLabel}
          defaultId={page.defaultTabId}
          tabs={tabs.map((tab) => ({
            id: tab.id,
            label: <TabLabel icon={tab.icon} title={tab.title} />,
            panel: <SolutionTabPanel tab={tab} headings={page.headings} />,
          }))}
        />
      </div>
      <PageSection id="industries" title={page.headings.industries} lead={page.headings.industriesLead} tone="white">
        <LinkCardGrid entries={industries} />
      </PageSection>
      <CtaBanner banner={page.cta} />
    </>
  );
}
