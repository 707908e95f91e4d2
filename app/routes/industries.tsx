import { industriesPage, industryTabs, nextGenerationTechnology } from "../../content/industries-overview";
import { IndustryTabPanel } from "../components/sections/industry-tab-panel";
import { TabbedOverview } from "../components/sections/tabbed-overview";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/industries";

export const loader = () => ({ page: industriesPage, tabs: industryTabs, nextGen: nextGenerationTechnology });

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta({ ...loaderData.page.seo, path: "/industries" });

export default function Industries({ loaderData: { page, tabs, nextGen } }: Route.ComponentProps) {
  return (
    <TabbedOverview
      hero={page.hero}
      cta={page.cta}
      tabsLabel={page.tabsLabel}
      tabs={tabs.map((tab) => ({ ...tab, panel: <IndustryTabPanel tab={tab} pageLinkLabel={page.pageLinkLabel} /> }))}
      features={{ id: "next-generation", title: page.nextGenTitle, lead: page.nextGenLead, cards: nextGen, columns: 4 }}
    />
  );
}
