import * as about from "../../content/about";
import { offices } from "../../content/company";
import { CompanyTimeline } from "../components/about/company-timeline";
import { LeaderCard } from "../components/about/leader-card";
import { OfficeCard } from "../components/company/office-card";
import { CtaBand } from "../components/sections/cta-band";
import { IconCardGrid } from "../components/sections/icon-card-grid";
import { PageBanner } from "../components/sections/page-banner";
import { SectionHeading } from "../components/sections/section-heading";
import { StatsBand } from "../components/sections/stats-band";
import { pageMeta } from "../seo/page-meta";

export const meta = () => pageMeta(about.aboutSeo);

export default function About() {
  return (
    <>
      <PageBanner title={about.aboutHero.title} lead={about.aboutHero.lead} />
      <StatsBand stats={about.aboutStats} label="Kilele in numbers" />
      <section aria-labelledby="purpose-title" className="container py-16">
        <h2 id="purpose-title" className="sr-only">
          {about.purposeTitle}
        </h2>
        <IconCardGrid cards={about.aboutStatements.map((s) => ({ title: s.title, description: s.text, icon: s.icon }))} />
      </section>
      <section aria-labelledby="timeline-title" className="bg-white py-16">
        <div className="container max-w-3xl">
          <SectionHeading id="timeline-title" title={about.timelineTitle} />
          <CompanyTimeline entries={about.timeline} />
        </div>
      </section>
      <section aria-labelledby="values-title" className="container py-16">
        <SectionHeading id="values-title" title={about.valuesTitle} />
        <IconCardGrid cards={about.coreValues} />
      </section>
      <section aria-labelledby="leaders-title" className="bg-white py-16">
        <div className="container">
          <SectionHeading id="leaders-title" title={about.leadershipTitle} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {about.leaders.map((m) => (
              <li key={m.name}>
                <LeaderCard member={m} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="certifications-title" className="container py-16">
        <SectionHeading id="certifications-title" title={about.certificationsTitle} />
        <IconCardGrid cards={about.certifications.map((c) => ({ title: c.name, description: c.description, icon: "award" as const }))} />
      </section>
      <section aria-labelledby="offices-title" className="bg-white py-16">
        <div className="container">
          <SectionHeading id="offices-title" title={about.officesTitle} />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {offices.map((o) => (
              <li key={o.city}>
                <OfficeCard office={o} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand {...about.aboutCta} />
    </>
  );
}
