import type { ReactNode } from "react";
import type { CtaBanner as CtaBannerContent, FeatureCard, Hero } from "../../../content/content-schemas";
import type { IconName } from "../../../shared/icon-names";
import { Tabs } from "../ui/tabs";
import { CtaBanner } from "./cta-banner";
import { FeatureCardGrid } from "./feature-card-grid";
import { PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { TabLabel } from "./tab-label";

type OverviewTab = { id: string; icon: IconName; title: string; panel: ReactNode };
type FeatureSection = { id: string; title: string; lead: string; cards: FeatureCard[]; columns?: 4 };

/** An overview page (AI services, industries): hero, one tab per topic, a card section and the closing call to action. */
export function TabbedOverview({
  hero,
  cta,
  tabsLabel,
  tabs,
  features,
}: {
  hero: Hero;
  cta: CtaBannerContent;
  tabsLabel: string;
  tabs: OverviewTab[];
  features: FeatureSection;
}) {
  return (
    <>
      <PageHero hero={hero} actions={cta.actions} />
      <div className="container py-12">
        <Tabs
          label={tabsLabel}
          tabs={tabs.map(({ id, icon, title, panel }) => ({ id, label: <TabLabel icon={icon} title={title} />, panel }))}
        />
      </div>
      <PageSection id={features.id} title={features.title} lead={features.lead} tone="white">
        <FeatureCardGrid cards={features.cards} columns={features.columns} />
      </PageSection>
      <CtaBanner banner={cta} />
    </>
  );
}
