// FAQ entries for what the overview pages list card by card, derived from their modules: each
// industry's solutions
// (industries-overview.ts), each AI service's features, capabilities and use cases and the
// technologies behind them (ai-services.ts), each solution area's core services
// (solutions-portfolio.ts), and how each page says to start (its call to action).
import type { FaqTopicalEntry } from "../shared/faq-topic";
import { aiServicesPage, aiTabs, coreAiTechnologies } from "./ai-services";
import type { CtaBanner } from "./content-schemas";
import { itemEntry, itemSlug, sentence } from "./faq-item-entries";
import { industriesPage, industryTabs, nextGenerationTechnology } from "./industries-overview";
import { marketingPageAt, marketingPages } from "./marketing-pages";
import { productsPage } from "./products-catalogue";
import { solutionsPage, solutionTabs } from "./solutions-portfolio";

const AI_SERVICES = "/ai-services";
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** The titles of the cards an industry's own page shows: those answer for its tab's card of the same name. */
const pageCards = (path: string) =>
  new Set(marketingPageAt(path)?.sections.flatMap((s) => (s.kind === "features" ? s.cards.map((c) => c.title) : [])) ?? []);

const industrySolutionEntries = industryTabs.flatMap((tab) =>
  tab.solutions
    .filter((solution) => !pageCards(tab.pageHref).has(solution.title))
    .map((solution) =>
      itemEntry({
        id: `industry-${tab.id}-${itemSlug(solution.title)}`,
        category: "plans",
        question: `${tab.title}: ${solution.title}`,
        answer: `For ${lowerFirst(tab.title)}, ${lowerFirst(solution.title)}: ${sentence(solution.description)} ${solution.features.join("; ")}.`,
        keywords: `${tab.title} industry ${solution.features.join(" ")}`,
        url: tab.pageHref,
        subject: `/industries#${tab.id}`,
        name: `${tab.title} ${solution.title}`,
      }),
    ),
);

const aiEntries = aiTabs.flatMap((tab) => [
  ...tab.keyFeatures.map((feature) =>
    itemEntry({
      id: `ai-${tab.id}-${itemSlug(feature.title)}`,
      category: "plans",
      question: `${tab.title}: ${feature.title}`,
      answer: `${tab.title}, ${lowerFirst(feature.title)}: ${sentence(feature.description)}`,
      keywords: `${aiServicesPage.hero.eyebrow} ${tab.title} ${tab.description}`,
      url: AI_SERVICES,
      subject: `${AI_SERVICES}#${tab.id}`,
      name: `${tab.title} ${feature.title}`,
    }),
  ),
  ...[
    ...tab.capabilities.map((line) => [aiServicesPage.headings.capabilities, line] as const),
    ...tab.useCases.map((line) => [aiServicesPage.headings.useCases, line] as const),
  ].map(([heading, line]) =>
    itemEntry({
      id: `ai-${tab.id}-${itemSlug(line)}`,
      category: "plans",
      question: `${tab.title} ${heading.toLowerCase()}: ${line}`,
      answer: `${tab.title}, ${heading.toLowerCase()}: ${sentence(line)}`,
      keywords: `${aiServicesPage.hero.eyebrow} ${tab.title}`,
      url: AI_SERVICES,
      subject: `${AI_SERVICES}#${tab.id}`,
      name: `${tab.title} ${line}`,
    }),
  ),
]);

const technologyEntries = [
  ...coreAiTechnologies.map((card) => ({ card, url: AI_SERVICES, heading: aiServicesPage.headings.technologies })),
  ...nextGenerationTechnology.map((card) => ({ card, url: "/industries", heading: industriesPage.nextGenTitle })),
].map(({ card, url, heading }) =>
  itemEntry({
    id: `technology-${itemSlug(url)}-${itemSlug(card.title)}`,
    category: "plans",
    question: `${heading}: ${card.title}`,
    answer: `${card.title}: ${sentence(card.description)}`,
    keywords: `ai technology ${heading}`,
    url,
    name: `${heading} ${card.title}`,
  }),
);

const coreServiceEntries = solutionTabs.flatMap((tab) =>
  tab.coreServices.map((service) =>
    itemEntry({
      id: `solution-${tab.id}-${itemSlug(service.title)}`,
      category: "plans",
      question: `${tab.title}: ${service.title}`,
      answer: `${tab.title}, ${lowerFirst(service.title)}: ${sentence(service.description)} ${service.features.join("; ")}.`,
      keywords: `${solutionsPage.hero.eyebrow} ${tab.title} ${service.features.join(" ")}`,
      url: tab.learnMoreHref,
      subject: `/solutions#${tab.id}`,
      name: service.title,
    }),
  ),
);

/** How a page tells a visitor to start: "Book an AI Discovery Session". */
const ctaEntry = (id: string, name: string, cta: CtaBanner, url: string) =>
  itemEntry({
    id: `start-${id}`,
    category: "company",
    question: `${name}: how do we get started? ${cta.title}`,
    answer: `${name}: ${cta.title} ${sentence(cta.lead)} ${cta.actions.map((a) => a.label).join(" or ")}.`,
    keywords: `start get started begin first step ${name}`,
    url,
    name: `${name} start`,
  });

const ctaEntries = [
  ctaEntry("ai-services", aiServicesPage.hero.eyebrow, aiServicesPage.cta, AI_SERVICES),
  ctaEntry("solutions", solutionsPage.hero.eyebrow, solutionsPage.cta, "/solutions"),
  ctaEntry("products", productsPage.hero.eyebrow, productsPage.cta, "/products"),
  ...marketingPages.map((page) => ctaEntry(itemSlug(page.path.split("/").at(-1)!), page.hero.eyebrow, page.cta, page.path)),
];

export const catalogueEntries: FaqTopicalEntry[] = [
  ...industrySolutionEntries,
  ...aiEntries,
  ...technologyEntries,
  ...coreServiceEntries,
  ...ctaEntries,
];
