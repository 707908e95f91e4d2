// FAQ entries derived from the product, solution and industry pages section by section: every plan
// of every plans section (price, allowance, features, the page's notes and totals for it), each
// plans list, each process, feature list and facts section, and the questions the pages answer
// themselves. A plan added to a page is an entry without touching this module.
import type { FaqTopicalEntry } from "../shared/faq-topic";
import { catalogEntry } from "./catalog-lookup";
import type { MarketingPage, PageSection, PricingPlan } from "./content-schemas";
import { sizeBands } from "./faq-size-bands";
import { industryTabs } from "./industries-overview";
import { marketingPages } from "./marketing-pages";
import { priceText } from "./price-format";

type Section<K extends PageSection["kind"]> = Extract<PageSection, { kind: K }>;

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The page's name as the site's menus and cards print it ("Web Design as a Service", "Legal"). */
const pageName = (page: MarketingPage) => catalogEntry(page.path).title;
const pageSlug = (page: MarketingPage) => slug(page.path.split("/").at(-1)!);
/** "Retainer packages" → "retainer packages"; a name with a capital inside ("WhatsApp") stays. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]*(?![A-Za-z])/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
/** A fact labelled "12 months" is a duration: it answers "how long". */
const DURATION = /\b\d+(?:[–-]\d+)?\s*(?:h|hours?|min|minutes?|days?|weeks?|months?|years?)\b/i;

/** "Web design packages" → "package", so a plan reads "Starter package"; a "Starter Retainer" needs no noun. */
function planNoun(section: Section<"plans">, plan: PricingPlan): string {
  const noun = section.title.split(" ").at(-1)!.toLowerCase().replace(/s$/, "");
  return plan.name.toLowerCase().endsWith(noun) ? "" : ` ${noun}`;
}

/** What other sections of the page say about one plan by its name, such as its total over a minimum term. */
function planFacts(page: MarketingPage, plan: PricingPlan): string[] {
  return page.sections.flatMap((section) =>
    section.kind === "facts" ? section.facts.filter((f) => f.label === plan.name).map((f) => `${section.title}: ${f.value}.`) : [],
  );
}

/** The page's own questions about its plans ("Do licence costs come on top of the package?"), with their answers. */
function plansQuestions(page: MarketingPage, section: Section<"plans">): string[] {
  const noun = section.title.split(" ").at(-1)!.toLowerCase().replace(/s$/, "");
  return page.sections.flatMap((s) =>
    s.kind === "faq"
      ? s.items.filter((item) => item.question.toLowerCase().includes(noun)).map((item) => `${item.question} ${item.answer}`)
      : [],
  );
}

function planEntries(page: MarketingPage, section: Section<"plans">): FaqTopicalEntry[] {
  const product = pageName(page);
  const subject = `${page.path}#${section.id}`;
  const plansEntryId = `${pageSlug(page)}-${section.id}`;
  const header = section.title.toLowerCase().includes(product.toLowerCase()) ? section.title : `${product}: ${lowerFirst(section.title)}`;
  const notes = section.notes?.map(sentence) ?? [];
  const bands = sizeBands(section.plans);
  // What a plan's limit is of ("storage", "retention") is searched with its name; a size band
  // ("1–10 employees") is not: it answers a count, not a question about the company's staff.
  const limitWords = (plan: PricingPlan) => (bands ? "" : (plan.allowance ?? ""));
  const list: FaqTopicalEntry = {
    entry: {
      id: plansEntryId,
      category: "pricing",
      question: `${header}: what are the options and prices?`,
      answer: [
        `${header}: ${section.plans.map((p) => `${p.name} ${priceText(p.price)}${p.allowance ? ` (${p.allowance})` : ""}`).join("; ")}.`,
        ...section.plans.map((p) => `${p.name}: ${sentence(p.summary)}`),
        ...(section.lead ? [sentence(section.lead)] : []),
        ...notes,
        ...section.plans.flatMap((p) => planFacts(page, p).map((fact) => `${p.name}: ${fact}`)),
        ...plansQuestions(page, section),
      ].join(" "),
      keywords: `${product} ${section.title} ${section.plans.map((p) => `${p.name} ${limitWords(p)}`).join(" ")} price cost`,
      resourceUrl: page.path,
    },
    topic: { subject, kind: "plans" },
  };
  const plans = section.plans.map((plan, i): FaqTopicalEntry => {
    const name = `${product} ${plan.name}${planNoun(section, plan)}`;
    const band = bands?.[i];
    return {
      entry: {
        id: `${pageSlug(page)}-${plan.id}`,
        category: "plans",
        question: `What does the ${name} cost and include?`,
        answer: [
          `${name}: ${priceText(plan.price)}${plan.allowance ? `, ${lowerFirst(plan.allowance)}` : ""}.`,
          sentence(plan.summary),
          `Features: ${plan.features.join("; ")}.`,
          ...planFacts(page, plan),
          ...notes,
        ].join(" "),
        keywords: `${product} ${plan.name} ${limitWords(plan)} ${section.title} price cost`,
        resourceUrl: page.path,
      },
      topic: { subject, kind: "plan", planName: plan.name, plansEntryId, ...(band ? { band } : {}) },
    };
  });
  return [list, ...plans];
}

/** A card's words: its description and features, and those the industry's tab on /industries gives a card of the same name. */
function cardText(page: MarketingPage, card: Section<"features">["cards"][number]): string {
  const tab = industryTabs.find((t) => t.pageHref === page.path)?.solutions.find((s) => s.title === card.title);
  return [card, ...(tab ? [tab] : [])].map((c) => `${sentence(c.description)}${c.features ? ` ${c.features.join("; ")}.` : ""}`).join(" ");
}

/** One entry per process, feature list, facts or links section: the page's own words, under its name. */
function sectionEntry(page: MarketingPage, section: PageSection): FaqTopicalEntry[] {
  const product = pageName(page);
  const base = { id: `${pageSlug(page)}-${section.id}`, resourceUrl: page.path };
  const topic = { subject: page.path, kind: "fact" } as const;
  const lead = section.lead ? ` (${section.lead.replace(/\.$/, "")})` : "";
  switch (section.kind) {
    case "process":
      return [
        {
          entry: {
            ...base,
            category: "timelines",
            question: `How does ${product} work, step by step? ${section.title}`,
            answer: `${product}, ${lowerFirst(section.title)}${lead}: ${section.steps
              .map((s) => `${s.duration ? `${s.duration}, ` : ""}${s.title}: ${s.description}`)
              .join(" ")}`,
            keywords: `${product} ${section.title} process steps phases method timeline how long duration`,
          },
          topic,
        },
      ];
    case "features":
      return [
        {
          entry: {
            ...base,
            category: "plans",
            question: `What does ${product} include? ${section.title}`,
            answer: `${product}, ${lowerFirst(section.title)}${lead}: ${section.cards.map((c) => `${c.title}: ${cardText(page, c)}`).join(" ")}`,
            keywords: `${product} ${section.title} ${section.cards.map((c) => c.title).join(" ")} include includes features`,
          },
          topic,
        },
        // Each card on its own too: "how do you organise documents for law firms" is one card's answer.
        ...section.cards.map(
          (card): FaqTopicalEntry => ({
            entry: {
              ...base,
              id: `${base.id}-${slug(card.title)}`,
              category: "plans",
              question: `${product}: ${card.title}`,
              answer: `${product}, ${lowerFirst(card.title)}: ${cardText(page, card)}`,
              keywords: `${product} ${page.hero.eyebrow} ${section.title}`,
            },
            topic: { ...topic, kind: "detail", name: card.title },
          }),
        ),
      ];
    case "facts":
      return [
        {
          entry: {
            ...base,
            category: "contracts",
            question: `${product}: ${section.title}?`,
            answer: `${product}, ${lowerFirst(section.title)}${lead}: ${section.facts.map((f) => `${f.label}: ${f.value}`).join("; ")}.`,
            keywords: `${product} ${section.title} ${section.facts.map((f) => f.label).join(" ")}${
              section.facts.some((f) => DURATION.test(f.label)) ? " how long duration" : ""
            }`,
          },
          topic,
        },
      ];
    case "links":
      return [
        {
          entry: {
            ...base,
            category: "plans",
            question: `${product}: ${section.title}? Where do we start?`,
            answer: `${product}, ${lowerFirst(section.title)}${lead}: ${section.entries.map((e) => `${e.title}: ${e.summary}`).join(" ")}`,
            keywords: `${product} ${section.title} ${section.entries.map((e) => e.title).join(" ")} start first usually recommend`,
          },
          topic,
        },
      ];
    default:
      return [];
  }
}

/**
 * Words visitors use for the pages' own FAQ items, by entry id (the page's slug and the question's).
 * tests/worker/chatbot-faq.test.ts checks every key still names an entry after the pages' copy changes.
 */
export const PAGE_FAQ_KEYWORDS: Record<string, string> = {
  "microsoft-365-faq-which-plan-should-we-choose": "choose pick select plan basic standard premium difference which best",
  "microsoft-365-faq-will-we-lose-email-during-the-migration": "lose lost email emails mail messages migration migrate move downtime safe",
  "microsoft-365-faq-can-we-pay-in-local-currency": "pay payment currency shillings kes ksh ugx tzs dollars usd invoice monthly annually",
  "microsoft-365-faq-is-our-data-protected-under-the-data-protection-act":
    "data protection act dpa privacy compliance microsoft 365 office 365 secure",
  "cloud-and-licensing-faq-microsoft-365-or-google-workspace": "microsoft google office gmail which better compare versus vs choose pick",
  "cloud-and-licensing-faq-do-licence-costs-come-on-top-of-the-package":
    "licence license licences licenses fee fees cost included extra separate on top package vendor",
  "cloud-and-licensing-faq-how-long-does-migration-take": "migration migrate move switch email files how long time weeks",
  "cloud-and-licensing-faq-what-happens-if-we-outgrow-our-package":
    "outgrow grow growing more users bigger upgrade change next package contract",
};

function pageFaqEntries(page: MarketingPage, section: Section<"faq">): FaqTopicalEntry[] {
  return section.items.map((item) => {
    const id = `${pageSlug(page)}-faq-${slug(item.question)}`;
    return {
      entry: {
        id,
        category: "page-faq",
        question: item.question,
        answer: item.answer,
        keywords: `${pageName(page)} ${PAGE_FAQ_KEYWORDS[id] ?? ""}`.trim(),
        resourceUrl: page.path,
      },
      topic: { subject: page.path, kind: "fact" },
    };
  });
}

/** The figures a page shows under its title (and an industry's tab on /industries): "4 weeks to launch". */
function figuresEntry(page: MarketingPage): FaqTopicalEntry[] {
  const stats = [...(page.stats ?? []), ...(industryTabs.find((t) => t.pageHref === page.path)?.stats ?? [])];
  if (!stats.length) return [];
  const product = pageName(page);
  return [
    {
      entry: {
        id: `${pageSlug(page)}-figures`,
        category: "company",
        question: `${product} in figures: ${stats.map((s) => s.label.toLowerCase()).join(", ")}?`,
        answer: `${product} in figures: ${stats.map((s) => `${s.value} ${lowerFirst(s.label)}`).join(", ")}.`,
        keywords: `${product} ${page.hero.eyebrow} figures how many${stats.some((s) => DURATION.test(s.value)) ? " how long duration" : ""}`,
        resourceUrl: page.path,
      },
      topic: { subject: page.path, kind: "fact" },
    },
  ];
}

/** Every entry the pages' sections give. */
export const marketingPageEntries = (pages: readonly MarketingPage[]): FaqTopicalEntry[] =>
  pages.flatMap((page) => [
    ...figuresEntry(page),
    ...page.sections.flatMap((section) => {
      if (section.kind === "plans") return planEntries(page, section);
      if (section.kind === "faq") return pageFaqEntries(page, section);
      return sectionEntry(page, section);
    }),
  ]);

export const pageEntries = marketingPageEntries(marketingPages);
