// Every fact the site states is answerable: the facts are enumerated straight from the content
// modules (not from the FAQ corpus derived from them; the listing pages' facts in faq-site-facts.ts),
// each with a plainly worded question made of the fact's own labels and the text a right answer
// quotes, and the chat's answer rule is asked every one of them. An office, its floor, P.O. Box and
// each day's hours, a way to reach us and its promise, a client story, an industry or a guide's
// highlight added to its content module is asked too, so one without an answering entry fails here.
import { describe, expect, it } from "vitest";
import { aboutStats, certifications, coreValues, leaders, timeline } from "../../content/about";
import { aiTabs } from "../../content/ai-services";
import { caseStudies } from "../../content/case-studies";
import { flagshipProducts, industries, solutionLines } from "../../content/catalog";
import { company, offices } from "../../content/company";
import { contactMethods, emergencySupport } from "../../content/contact-page";
import type { MarketingPage } from "../../content/content-schemas";
import { faqCorpus, faqTopics } from "../../content/faq-corpus";
import { marketingPageEntries } from "../../content/faq-page-entries";
import { guides } from "../../content/guides";
import { industryTabs } from "../../content/industries-overview";
import { marketingPages } from "../../content/marketing-pages";
import { priceText } from "../../content/price-format";
import { productCategories } from "../../content/products-catalogue";
import { smeTransformationPage } from "../../content/solution-landings";
import { solutionTabs } from "../../content/solutions-portfolio";
import { supportPlans } from "../../content/support-plans";
import { normaliseAnswerText } from "../../tests/faq/faq-evaluation";
import { answerFaq, buildFaqIndex, type FaqIndex } from "./faq-index";
import { type ContentFact, siteFacts } from "./faq-site-facts";

/** A label without its figures: "8 hours of staff training" → "hours of staff training". */
const label = (text: string) =>
  text
    .replace(/\b(?:up to|best for)\b/gi, "")
    .replace(/\b\d+\/\d+\b/g, "")
    .replace(/(?<![\d.]|microsoft )[$]?\d[\d,.–-]*\s*(?:\+|%|tb|gb|h\b)?/gi, "")
    .replace(/\s+/g, " ")
    .trim();

/** How a visitor asks for a figure: "how many SMEs transformed", "how long migration", or its label. */
const figureQuestion = (product: string, { value, label: what }: { value: string; label: string }) =>
  /^[\d,]+\+?$/.test(value)
    ? `how many ${what} ${product}`
    : /\d\s*(?:h|hours?|min|days?|weeks?)\b/i.test(value)
      ? `how long ${what} ${product}`
      : `${product} ${what}`;

/** The name menus and cards give a page ("Web Design as a Service"). */
const nameOf = (page: MarketingPage) =>
  [...solutionLines, ...flagshipProducts, ...industries].find((e) => e.href === page.path)?.title ?? page.hero.eyebrow;

function pageFacts(page: MarketingPage): ContentFact[] {
  const product = nameOf(page);
  const stats = [...(page.stats ?? []), ...(industryTabs.find((t) => t.pageHref === page.path)?.stats ?? [])];
  return [
    ...stats.map((s) => ({ fact: `${product} › ${s.label}`, question: figureQuestion(page.hero.eyebrow, s), quote: s.value })),
    ...page.sections.flatMap((section): ContentFact[] => {
      if (section.kind === "facts") {
        return section.facts.map((f) => ({
          fact: `${product} › ${section.title} › ${f.label}`,
          question: `${product} ${section.title} ${f.label}`,
          quote: f.value,
        }));
      }
      if (section.kind === "links") {
        return section.entries.map((e) => ({
          fact: `${product} › ${section.title} › ${e.title}`,
          question: `${product} ${section.title}`,
          quote: e.title,
        }));
      }
      if (section.kind !== "plans") return [];
      return [
        ...(section.notes ?? []).map((note) => ({
          fact: `${product} › ${section.title} › note`,
          question: `${product} ${label(note)}`,
          quote: note,
        })),
        ...section.plans.flatMap((plan) => {
          const about = (what: string, question: string, quote: string) => ({
            fact: `${product} › ${plan.name} › ${what}`,
            question: `${plan.name} ${product} ${question}`,
            quote,
          });
          return [
            about("price", "price", priceText(plan.price)),
            ...(plan.allowance ? [about("allowance", label(plan.allowance), plan.allowance)] : []),
            // "Everything in Starter" says which plan it builds on, not a fact of its own.
            ...plan.features
              .filter((feature) => !/^everything in /i.test(feature))
              .map((feature) => about(feature, label(feature), feature)),
          ];
        }),
      ];
    }),
  ];
}

/** The parts of an office's full address a visitor asks for alone: its floor and its P.O. Box. */
const addressParts = (o: (typeof offices)[number]) =>
  o.fullAddress
    .split(/,\s*/)
    .filter((part) => /\bfloor\b|\bP\.O\. Box\b/i.test(part))
    .map((part) => ({
      fact: `${o.city} office › ${part}`,
      question: `${o.city} office ${/floor/i.test(part) ? "which floor" : "P.O. Box"}`,
      quote: part,
    }));

const officeFacts: ContentFact[] = offices.flatMap((o) => [
  { fact: `${o.city} office › address`, question: `${o.city} office address`, quote: o.fullAddress },
  ...addressParts(o),
  // Each day's hours asked for that day: "Kampala office saturday hours".
  ...Object.entries(o.hours).map(([day, hours]) => ({
    fact: `${o.city} office › ${day}`,
    question: `${o.city} office ${day === "weekdays" ? "weekday" : day} hours`,
    quote: hours,
  })),
  ...o.phones.map((phone) => ({ fact: `${o.city} office › phone`, question: `${o.city} office phone`, quote: phone })),
  { fact: `${o.city} office › email`, question: `${o.city} office email`, quote: o.email },
  ...Object.values(o.hours).map((hours) => ({
    fact: `${o.city} office › hours`,
    question: `${o.city} office opening hours`,
    quote: hours,
  })),
]);

const contactFacts: ContentFact[] = [
  { fact: "phone", question: `${company.name} phone number`, quote: company.phone },
  { fact: "email", question: `${company.name} email address`, quote: company.email },
  { fact: "sales email", question: "sales email", quote: company.salesEmail },
  { fact: "support email", question: "support team email address", quote: company.supportEmail },
  { fact: "emergency phone", question: "emergency phone number", quote: company.emergency.phone },
  { fact: "emergency email", question: "emergency email", quote: company.emergency.email },
  { fact: "emergency line › who for", question: emergencySupport.title, quote: emergencySupport.lead },
  // Each way to reach us with its promise: the phone, the e-mail reply time, live-chat hours, meeting slots.
  ...contactMethods.flatMap((m) => [
    { fact: `${m.title} › detail`, question: m.title, quote: m.detail },
    ...(m.action.kind === "mailto" ? [{ fact: `${m.title} › reply`, question: `${m.title} reply time`, quote: m.description }] : []),
  ]),
];

/** Each client story's sector, place, solution and the client's own words. */
const storyFacts: ContentFact[] = caseStudies.flatMap(({ client, industry, location, solution, quote }) => [
  { fact: `${client} › industry`, question: `${client} sector`, quote: industry },
  { fact: `${client} › location`, question: `where is ${client}`, quote: location },
  { fact: `${client} › solution`, question: `which solution did ${client} get`, quote: solution },
  { fact: `${client} › quote`, question: `${client} testimonial`, quote: quote.quote },
]);

/** Every industry served with what its card says (each industry page's own facts are checked above). */
const industryFacts: ContentFact[] = industries.map((i) => ({
  fact: `industry › ${i.title}`,
  question: "which industries do you work with",
  quote: `${i.title}: ${i.summary}`,
}));

/** What the guides page shows of each guide: its summary and each highlight of its contents. */
const guideFacts: ContentFact[] = guides.flatMap((g) => [
  { fact: `guide › ${g.title} › summary`, question: `${g.title} what is in it`, quote: g.summary },
  ...g.highlights.map((h) => ({ fact: `guide › ${g.title} › ${h}`, question: `${g.title} ${h}`, quote: h })),
]);

const supportFacts: ContentFact[] = supportPlans.flatMap((plan) => [
  { fact: `${plan.name} › price`, question: `${plan.name} price`, quote: plan.price },
  ...plan.features.map((feature) => ({ fact: `${plan.name} › ${feature}`, question: `${plan.name} ${label(feature)}`, quote: feature })),
]);

const companyFacts: ContentFact[] = [
  ...aboutStats.map((s) => ({ fact: `company › ${s.label}`, question: figureQuestion(company.name, s), quote: s.value })),
  { fact: "company › founded", question: `when was ${company.name} founded`, quote: String(company.foundedYear) },
  ...certifications.map((c) => ({ fact: `certification › ${c.name}`, question: `${c.name} certification`, quote: c.name })),
  ...leaders.map((l) => ({ fact: `leader › ${l.position}`, question: `who is your ${l.position}`, quote: l.name })),
  ...timeline.map((step) => ({ fact: `history › ${step.year}`, question: `what happened in ${step.year}`, quote: step.title })),
  ...coreValues.map((value) => ({ fact: `value › ${value.title}`, question: `your core values ${value.title}`, quote: value.description })),
];

/** Everything the company offers, by the name its page or card gives it: "do you offer …" answers yes. */
const offerFacts: ContentFact[] = [
  ...[...solutionLines, ...flagshipProducts, ...industries].map((e) => e.title),
  ...productCategories.flatMap((c) => c.products.map((p) => p.name)),
  ...solutionTabs.map((t) => t.title),
  ...aiTabs.map((t) => t.title),
].map((name) => ({ fact: `offer › ${name}`, question: `do you offer ${name}`, quote: name }));

const catalogueFacts: ContentFact[] = productCategories.flatMap((c) =>
  c.products.map((p) => ({ fact: `${p.name} › price`, question: `${p.name} price`, quote: p.pricing })),
);

const contentFacts: readonly ContentFact[] = [
  ...marketingPages.flatMap(pageFacts),
  ...officeFacts,
  ...contactFacts,
  ...storyFacts,
  ...industryFacts,
  ...guideFacts,
  ...supportFacts,
  ...companyFacts,
  ...offerFacts,
  ...catalogueFacts,
  ...siteFacts,
];

/** The chat's answer to the fact's question, if it quotes the fact. */
function reaches(index: FaqIndex, { question, quote }: ContentFact): boolean {
  const answer = answerFaq(index, question).answers[0]?.entry.answer;
  return answer !== undefined && normaliseAnswerText(answer).includes(normaliseAnswerText(quote));
}

describe("every fact the content modules state", () => {
  const index = buildFaqIndex(faqCorpus, faqTopics);

  it(`is answered when asked in its own words (${contentFacts.length} facts)`, () => {
    const unreachable = contentFacts.filter((fact) => !reaches(index, fact));
    expect(
      unreachable.map(
        (f) => `${f.fact}: ${JSON.stringify(f.question)} → ${answerFaq(index, f.question).answers[0]?.entry.id ?? "fallback"}`,
      ),
    ).toEqual([]);
    // Nearly a thousand questions: seconds alone, more on a machine shared with other test files.
  }, 30_000);

  it("includes a plan added to a page, with no change to the FAQ code", () => {
    const [section] = smeTransformationPage.sections.filter((s) => s.kind === "plans");
    if (section?.kind !== "plans") throw new Error("the SME transformation page has no plans section");
    const scale = {
      ...section.plans[0]!,
      id: "scale",
      name: "Scale",
      price: { amountUsd: 52000, unit: "per-project" as const },
      allowance: "Group companies",
    };
    const page = { ...smeTransformationPage, sections: [{ ...section, plans: [...section.plans, scale] }] };
    const added = marketingPageEntries([page]);
    const extended = buildFaqIndex(
      added.map((t) => t.entry),
      new Map(added.map((t) => [t.entry.id, t.topic])),
    );
    expect(reaches(extended, { fact: "new plan", question: "Scale SME Digital Transformation price", quote: "$52,000 per project" })).toBe(
      true,
    );
    expect(reaches(index, { fact: "new plan", question: "Scale SME Digital Transformation price", quote: "$52,000 per project" })).toBe(
      false,
    );
  });
});
