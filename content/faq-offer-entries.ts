// "Do you sell / offer / do …?" entries: one per solution line, flagship product, industry,
// catalogue product, solutions-portfolio area and AI service, each a yes with one line of what it
// is, the figures its page shows, and the link to that page. Names are searched with a high
// weight, descriptions with the answer's low one, so an offer is found by what it is called.
import type { FaqTopicalEntry } from "../shared/faq-topic";
import { aiTabs } from "./ai-services";
import { type CatalogEntry, flagshipProducts, industries, solutionLines } from "./catalog";
import type { Stat } from "./content-schemas";
import { faqAnswerCopy } from "./faq-answer-copy";
import { slug } from "./faq-page-entries";
import { industryTabs } from "./industries-overview";
import { marketingPageAt } from "./marketing-pages";
import { productCategories } from "./products-catalogue";
import { solutionTabs } from "./solutions-portfolio";

/** Where the AI services page lives. */
const AI_SERVICES_PATH = "/ai-services";

const figures = (stats: readonly Stat[] | undefined) =>
  stats?.length ? ` ${stats.map((s) => `${s.value} ${s.label.charAt(0).toLowerCase()}${s.label.slice(1)}`).join(", ")}.` : "";
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** `what`: one line of what it is; `summary`: its shortest description, searched with the name (default `what`). */
type Offer = { id: string; name: string; what: string; summary?: string; also?: string; keywords?: string; url: string };

function offerEntry({ id, name, what, summary, also, keywords, url }: Offer): FaqTopicalEntry {
  return {
    entry: {
      id: `offer-${id}`,
      category: "company",
      question: `Do you offer ${name}?`,
      answer: `${faqAnswerCopy.yes}${name}: ${sentence(what)}${also ?? ""}`,
      keywords: `offer ${name} ${summary ?? what} ${keywords ?? ""}`.trim(),
      resourceUrl: url,
    },
    // Each offer is its own subject: two offers that fit a question equally are both answered.
    topic: { subject: `offer:${id}`, kind: "offer" },
  };
}

/** A solution line, flagship product or industry, with the figures of its page (and industry tab). */
const catalogOffer = (entry: CatalogEntry): Offer => ({
  id: slug(entry.href.split("/").at(-1)!),
  name: entry.title,
  what: entry.summary,
  also: figures([...(marketingPageAt(entry.href)?.stats ?? []), ...(industryTabs.find((t) => t.pageHref === entry.href)?.stats ?? [])]),
  keywords: industries.includes(entry) ? "industry sector clients" : "",
  url: entry.href,
});

export const offerEntries: FaqTopicalEntry[] = [
  ...[...solutionLines, ...flagshipProducts, ...industries].map(catalogOffer),
  ...productCategories.flatMap((category) =>
    category.products.map(
      (product): Offer => ({
        id: product.id,
        name: product.name,
        what: product.description,
        also: ` ${sentence(product.pricing)} Features: ${product.features.join("; ")}.`,
        keywords: `${category.title} price`,
        url: product.learnMoreHref,
      }),
    ),
  ),
  ...solutionTabs.map(
    (tab): Offer => ({
      id: `${tab.id}-services`,
      name: tab.title,
      what: tab.overview,
      summary: tab.description,
      also: ` Core services: ${tab.coreServices.map((s) => `${s.title} (${s.description.replace(/\.$/, "")})`).join(", ")}. ${tab.benefits.join(", ")}.${figures(tab.stats)}`,
      keywords: tab.coreServices.map((s) => s.title).join(" "),
      url: tab.learnMoreHref,
    }),
  ),
  ...aiTabs.map(
    (tab): Offer => ({
      id: tab.id,
      name: tab.title,
      what: tab.overview,
      summary: tab.description,
      also: ` ${tab.keyFeatures.map((f) => f.title).join(", ")}.`,
      keywords: `ai ${tab.keyFeatures.map((f) => f.title).join(" ")}`,
      url: AI_SERVICES_PATH,
    }),
  ),
].map(offerEntry);
