import { caseStudies, caseStudiesHero, caseStudiesSeo, caseStudiesText, caseStudyAggregates } from "../../../content/case-studies";
import { CaseStudyStory } from "../../components/resources/case-study-story";
import { CtaBand } from "../../components/sections/cta-band";
import { PageBanner } from "../../components/sections/page-banner";
import { StatsBand } from "../../components/sections/stats-band";
import { pageMeta } from "../../seo/page-meta";

export const meta = () => pageMeta(caseStudiesSeo);

export default function CaseStudies() {
  return (
    <>
      <PageBanner title={caseStudiesHero.title} lead={caseStudiesHero.lead} />
      <div className="container space-y-10 py-14">
        {caseStudies.map((study) => (
          <CaseStudyStory key={study.id} study={study} />
        ))}
      </div>
      <StatsBand stats={caseStudyAggregates} label={caseStudiesText.aggregatesTitle} />
      <CtaBand title={caseStudiesText.cta.title} lead={caseStudiesText.cta.lead} primary={caseStudiesText.cta} />
    </>
  );
}
