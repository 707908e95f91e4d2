import { aiServicesPage, aiTabs, coreAiTechnologies } from "../../content/ai-services";
import { AiTabPanel } from "../components/sections/ai-tab-panel";
import { TabbedOverview } from "../components/sections/tabbed-overview";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/ai-services";

// Served at /ai-services and /data-analytics-platform (the same page); the canonical URL is the first.
export const loader = () => ({ page: aiServicesPage, tabs: aiTabs, technologies: coreAiTechnologies });

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta({ ...loaderData.page.seo, path: "/ai-services" });

export default function AiServices({ loaderData: { page, tabs, technologies } }: Route.ComponentProps) {
  const { headings } = page;
  return (
    <TabbedOverview
      hero={page.hero}
      cta={page.cta}
      tabsLabel={page.tabsLabel}
      tabs={tabs.map((tab) => ({ ...tab, panel: <AiTabPanel tab={tab} headings={headings} /> }))}
      features={{ id: "technologies", title: headings.technologies, lead: headings.technologiesLead, cards: technologies }}
    />
  );
}
