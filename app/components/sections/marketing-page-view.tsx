import type { MarketingPage, PageSection as PageSectionContent } from "../../../content/content-schemas";
import { CtaBanner } from "./cta-banner";
import { FactList } from "./fact-list";
import { FaqList } from "./faq-list";
import { FeatureCardGrid } from "./feature-card-grid";
import { LinkCardGrid } from "./link-card-grid";
import { PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { PricingCards, planCards } from "./pricing-cards";
import { ProcessSteps } from "./process-steps";
import { StatRow } from "./stat-row";

function SectionBody({ section }: { section: PageSectionContent }) {
  switch (section.kind) {
    case "features":
      return <FeatureCardGrid cards={section.cards} />;
    case "plans":
      return (
        <>
          <PricingCards cards={planCards(section.plans)} />
          {section.notes && (
            <ul className="mx-auto mt-8 max-w-3xl space-y-1 text-center text-sm text-slate-700">
              {section.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
        </>
      );
    case "process":
      return <ProcessSteps steps={section.steps} />;
    case "faq":
      return <FaqList items={section.items} />;
    case "links":
      return <LinkCardGrid entries={section.entries} columns={section.entries.length === 4 ? 4 : 2} />;
    case "facts":
      return <FactList facts={section.facts} />;
  }
}

/** A landing, product or industry page: hero, optional trust stats, its sections, closing CTA. */
export function MarketingPageView({ page }: { page: MarketingPage }) {
  return (
    <>
      <PageHero hero={page.hero} actions={page.heroActions} />
      {page.stats && (
        <div className="container -mt-8">
          <StatRow stats={page.stats} label={`${page.hero.eyebrow} in numbers`} />
        </div>
      )}
      {page.sections.map((section, index) => (
        <PageSection key={section.id} id={section.id} title={section.title} lead={section.lead} tone={index % 2 === 0 ? "plain" : "white"}>
          <SectionBody section={section} />
        </PageSection>
      ))}
      <CtaBanner banner={page.cta} />
    </>
  );
}
