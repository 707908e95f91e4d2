// The facts the site's listing pages state, enumerated straight from the content modules for the
// coverage check (faq-coverage.test.ts): the company's history, people and certifications, each
// client story's figures, each knowledge-base answer, each industry's and AI service's cards, the
// products catalogue, the solution areas' services, each page's own questions and how to start,
// the privacy notice's sections, version and retention periods, the newsletter, the resources'
// figures and the library's counts, upcoming events and the guides. Each fact
// comes with a plainly worded question made of its own labels and the text a right answer quotes.
import { certifications, leaders, timeline } from "../../content/about";
import { aiServicesPage, aiTabs, coreAiTechnologies } from "../../content/ai-services";
import { caseStudies } from "../../content/case-studies";
import { contactFormText } from "../../content/contact-page";
import type { MarketingPage } from "../../content/content-schemas";
import { guides } from "../../content/guides";
import { clientLogos } from "../../content/home";
import { industryTabs } from "../../content/industries-overview";
import { knowledgeBaseTopics } from "../../content/knowledge-base";
import { marketingPages } from "../../content/marketing-pages";
import { newsletterPage } from "../../content/newsletter";
import { privacyHero, privacySections, retentionText } from "../../content/privacy";
import { PRIVACY_NOTICE_VERSION } from "../../content/privacy-notice";
import { productCategories } from "../../content/products-catalogue";
import { figureText, resourceCategories, resourceDate, resourceFigures, resources, resourceTypeLabels } from "../../content/resources";
import { retention } from "../../content/retention";
import { solutionTabs } from "../../content/solutions-portfolio";

export type ContentFact = {
  /** Where the fact lives, for the report: "Web Design as a Service › Growth › price". */
  fact: string;
  question: string;
  /** Text the answer must contain. */
  quote: string;
};

const fact = (where: string, question: string, quote: string): ContentFact => ({ fact: where, question, quote });

const companyFacts = [
  ...timeline.flatMap((step) => [
    fact(`history › ${step.year}`, `${step.title}: which year`, String(step.year)),
    fact(`history › ${step.title}`, `${step.title}: which year`, step.description),
  ]),
  ...leaders.map((l) => fact(`leader › ${l.name}`, `${l.name} ${l.position}`, l.bio)),
  ...certifications.map((c) => fact(`certification › ${c.name}`, `${c.name} partner`, c.description)),
  ...clientLogos.map((client) => fact(`client › ${client}`, `is ${client} your client`, client)),
];

const caseStudyFacts = caseStudies.flatMap((study) => [
  ...study.results.map((r) => fact(`${study.client} › ${r.label}`, `${study.client} ${r.label}`, r.value)),
  ...study.approach.map((step) => fact(`${study.client} › what we did`, `${study.client} case study ${step}`, step)),
  fact(`${study.client} › size`, `${study.client} case study size`, study.size),
]);

/** Asked by its title, a knowledge-base topic is answered with each of its points and its note. */
const knowledgeBaseFacts = knowledgeBaseTopics.flatMap((topic) => [
  fact(`knowledge base › ${topic.title}`, topic.title, topic.note),
  ...topic.points.map((p) => fact(`knowledge base › ${topic.title} › ${p.term}`, topic.title, p.detail)),
]);

const industryFacts = industryTabs.flatMap((tab) =>
  tab.solutions.flatMap((s) => [
    fact(`${tab.title} › ${s.title}`, `${tab.title} ${s.title}`, s.description),
    ...s.features.map((feature) => fact(`${tab.title} › ${s.title} › ${feature}`, `${tab.title} ${s.title} ${feature}`, feature)),
  ]),
);

const aiFacts = [
  ...aiTabs.flatMap((tab) => [
    ...tab.keyFeatures.map((f) => fact(`${tab.title} › ${f.title}`, `${tab.title} ${f.title}`, f.description)),
    ...[...tab.capabilities, ...tab.useCases].map((line) => fact(`${tab.title} › ${line}`, `${tab.title} ${line}`, line)),
  ]),
  ...coreAiTechnologies.map((card) =>
    fact(`AI technology › ${card.title}`, `${aiServicesPage.headings.technologies} ${card.title}`, card.description),
  ),
  ...aiServicesPage.cta.actions.map((a) => fact("AI services › start", `how to get started with ${aiServicesPage.hero.eyebrow}`, a.label)),
];

const catalogueFacts = productCategories.flatMap((c) =>
  c.products.flatMap((p) => [
    fact(`${p.name} › what it is`, `do you offer ${p.name}`, p.description),
    ...p.features.map((feature) => fact(`${p.name} › ${feature}`, `do you offer ${p.name} with ${feature}`, feature)),
  ]),
);

const solutionAreaFacts = solutionTabs.flatMap((tab) =>
  tab.coreServices.flatMap((s) => [
    fact(`${tab.title} › ${s.title}`, `${tab.title} ${s.title}`, s.description),
    ...s.features.map((feature) => fact(`${tab.title} › ${s.title} › ${feature}`, `${tab.title} ${s.title} ${feature}`, feature)),
  ]),
);

/** What a solution, product or industry page says beyond its plans: its cards, own questions and how to start. */
const pageFacts = (page: MarketingPage) => [
  fact(`${page.hero.eyebrow} › start`, `${page.hero.eyebrow} how to get started`, page.cta.lead),
  ...page.sections.flatMap((section) => {
    if (section.kind === "features") {
      return section.cards.map((card) =>
        fact(`${page.hero.eyebrow} › ${card.title}`, `${page.hero.eyebrow} ${section.title} ${card.title}`, card.description),
      );
    }
    if (section.kind === "faq") {
      return section.items.map((item) =>
        fact(`${page.hero.eyebrow} › ${item.question}`, `${page.hero.eyebrow} ${item.question}`, item.answer),
      );
    }
    return [];
  }),
];

const noticeFacts = [
  ...Object.values(retention).map((rule) => fact(`privacy › ${rule.label}`, `how long do you keep ${rule.label}`, retentionText(rule))),
  fact("newsletter › how often", `${newsletterPage.title} how often`, newsletterPage.lead),
  ...privacySections.map((section) => fact(`privacy › ${section.title}`, `${section.title} privacy`, section.paragraphs[0] ?? "")),
  fact("privacy › version", `${privacyHero.title} ${privacyHero.effectiveLabel}`, PRIVACY_NOTICE_VERSION),
  ...resources.filter((r) => r.upcoming).map((r) => fact(`event › ${r.title}`, `when is the ${r.title}`, resourceDate(r))),
  // A case study's card repeats its story, whose own facts are checked above.
  ...resources
    .filter((r) => r.type !== "case-study")
    .flatMap((r) =>
      resourceFigures(r).map((figure) =>
        fact(
          `resource › ${r.title} › ${figure.noun}`,
          `${resourceTypeLabels[r.type]} ${r.title} how many ${figure.noun}`,
          figureText(figure),
        ),
      ),
    ),
  ...resourceCategories.map((c) => fact(`resources › ${c.label}`, `how many ${c.label.toLowerCase()} in your library`, String(c.count))),
  ...guides.flatMap((g) => [
    fact(`guide › ${g.title} › who for`, `${g.title} who is it for`, g.audience),
    fact(`guide › ${g.title} › pages`, `${g.title} how many pages`, `${g.pages} pages`),
  ]),
  fact("contact form › reply", `${contactFormText.title} reply`, contactFormText.lead),
];

export const siteFacts: readonly ContentFact[] = [
  ...companyFacts,
  ...caseStudyFacts,
  ...knowledgeBaseFacts,
  ...industryFacts,
  ...aiFacts,
  ...catalogueFacts,
  ...solutionAreaFacts,
  ...marketingPages.flatMap(pageFacts),
  ...noticeFacts,
];
