// FAQ entries for the site's items one by one, derived from the modules that list them: each client
// story (case-studies.ts) and client the home page names, each knowledge-base topic, each section of
// the privacy notice and its version, the newsletter, and each resource of the library with its
// figures and the library's counts (resources.ts). An item added to one of those lists is an entry
// without touching this module.
import type { FaqCategory } from "../shared/faq-corpus-entry";
import type { FaqTopicalEntry } from "../shared/faq-topic";
import { caseStudies } from "./case-studies";
import { clientLogos, testimonials } from "./home";
import { knowledgeBaseTopics } from "./knowledge-base";
import { newsletterPage } from "./newsletter";
import { privacyHero, privacySections } from "./privacy";
import { PRIVACY_NOTICE_VERSION } from "./privacy-notice";
import { figureText, resourceCategories, resourceDate, resourceFigures, resources, resourceTypeLabels } from "./resources";

/** One item as an entry: `name` is what visitors call it (searched with the question's weight). */
export type Item = {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  keywords: string;
  url: string;
  /** Items of one page section share a subject, so their ties are not read as two topics. */
  subject?: string;
  /** What the item is called (a card's title): a question naming it is answered by it. */
  name?: string;
};

export const itemSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .replace(/-$/, "");
export const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export const itemEntry = ({ id, category, question, answer, keywords, url, subject, name }: Item): FaqTopicalEntry => ({
  entry: { id, category, question, answer, keywords: keywords.slice(0, 500), resourceUrl: url },
  topic: { subject: subject ?? url, kind: "detail", ...(name ? { name } : {}) },
});

/** An item no other entry gives: a fact of its own, not a detail. */
function fact(item: Item): FaqTopicalEntry {
  const { entry, topic } = itemEntry(item);
  return { entry, topic: { ...topic, kind: "fact" } };
}

const CASE_STUDIES = "/resources/case-studies";

const caseStudyEntries = caseStudies.map((study) => {
  const quote = `${study.quote.name}, ${study.quote.role}: “${study.quote.quote}”`;
  return itemEntry({
    id: `case-study-${study.id}`,
    category: "company",
    question: `${study.client} case study: ${study.title}`,
    answer:
      `${study.title}. ${study.client}, ${study.industry}, ${study.location} (${study.size}), ${study.solution}. ` +
      `What we did: ${study.approach.join(" ")} Results: ${study.results.map((r) => `${r.value} ${r.label}`).join(", ")}. ${quote}`,
    keywords: `case study client story results ${study.results.map((r) => r.label).join(" ")}`,
    url: CASE_STUDIES,
    subject: `${CASE_STUDIES}#${study.id}`,
  });
});

/** The clients the home page names ("Umoja SACCO"), each with its own words where it gave them. */
const clientEntries = clientLogos.map((client) => {
  const said = testimonials.find((t) => t.organization.startsWith(client) || client.startsWith(t.organization.split(" ")[0]!));
  const story = caseStudies.find((s) => s.client === said?.organization);
  return itemEntry({
    id: `client-${itemSlug(client)}`,
    category: "company",
    question: `Is ${client} one of your clients?`,
    answer:
      `Yes, ${client} is one of our clients.` +
      (said ? ` ${said.name}, ${said.role} of ${said.organization}: “${said.quote}”` : "") +
      (story
        ? ` ${story.title} (${story.industry}, ${story.location}; ${story.solution}): ${story.results.map((r) => `${r.value} ${r.label}`).join(", ")}.`
        : ""),
    keywords: `client clients customer work with reference ${client} ${said?.organization ?? ""} ${story?.industry ?? ""}${said ? " testimonial" : ""}`,
    url: story ? CASE_STUDIES : "/",
    // A client with a case study is also the answer to "any clients in <its industry>?".
    name: story ? `${story.industry} client` : `${client} client`,
  });
});

const knowledgeBaseEntries = knowledgeBaseTopics.map((topic) =>
  itemEntry({
    id: `kb-${topic.id}`,
    category: "page-faq",
    question: topic.title,
    answer: `${sentence(topic.intro)} ${topic.points.map((p) => `${p.term}: ${sentence(p.detail)}`).join(" ")} ${sentence(topic.note)}`,
    keywords: topic.link.label,
    url: topic.link.href,
    name: topic.title,
  }),
);

/** Words visitors use for a privacy section beyond its title. */
const PRIVACY_KEYWORDS: Readonly<Record<string, string>> = {
  "who-we-are": "who we are data controller laws",
  why: "why use purpose reason lawful basis",
  retention: "how long keep kept retention retain delete deleted period months personal data",
  providers: "analytics tool hosting hosted database processors third parties sell",
  "spam-check": "spam flagged marked form too quick fast seconds turnstile",
  sharing: "who receives office routed phone number country code crm slack hubspot",
  rights: "your rights complain complaint regulator commissioner access correct object withdraw consent",
  contact: "privacy request email respond answer days erase copy",
};

const privacyEntries = [
  ...privacySections.map((section) =>
    fact({
      id: `privacy-${section.id}`,
      category: "security",
      question: `${section.title} (privacy notice)`,
      answer: `${section.title}: ${section.paragraphs.join(" ")} ${(section.bullets ?? []).join(" ")}`.trim(),
      keywords: `privacy notice ${PRIVACY_KEYWORDS[section.id] ?? ""}`,
      url: "/privacy",
    }),
  ),
  fact({
    id: "privacy-notice-version",
    category: "security",
    question: `${privacyHero.title}: which ${privacyHero.effectiveLabel.toLowerCase()} is in force?`,
    answer: `${privacyHero.title}, ${privacyHero.effectiveLabel} ${PRIVACY_NOTICE_VERSION}.`,
    keywords: "privacy notice version date effective updated latest",
    url: "/privacy",
  }),
];

const newsletterEntry = fact({
  id: "newsletter",
  category: "company",
  question: `${newsletterPage.title}: how often does it come and what is in it?`,
  answer: `${newsletterPage.title}: ${newsletterPage.lead}`,
  keywords: "newsletter subscribe email mailing list how often frequency",
  url: "/newsletter",
});

// A case study's story is its own entry (above); its card in the library adds no fact a visitor asks.
// A card's description is left out: it describes the subject ("what each plan costs per user"), which
// the subject's own page answers.
const resourceEntries = resources
  .filter((r) => r.type !== "case-study")
  .map((r) => {
    const type = resourceTypeLabels[r.type];
    const date = resourceDate(r);
    const when = r.upcoming ? `Upcoming, on ${date}` : date;
    const details = [when, r.readTime, r.duration, ...resourceFigures(r).map(figureText)].filter(Boolean).join(", ");
    return itemEntry({
      id: `resource-${itemSlug(r.id)}`,
      category: "company",
      question: `${type}: ${r.title}`,
      answer: `${type}: ${r.title}. ${details}.`,
      keywords: `${type}${r.upcoming ? " when date upcoming event register" : ""}`,
      url: "/resources",
      subject: `/resources#${r.id}`,
      name: r.title,
    });
  });

const [allResources, ...resourceKinds] = resourceCategories;
const resourceLibraryEntry = fact({
  id: "resource-library",
  category: "company",
  question: "How many resources are in your library?",
  answer: `Our resource library: ${allResources ? `${allResources.count} resources in all: ` : ""}${resourceKinds
    .map((c) => `${c.count} ${c.label.toLowerCase()}`)
    .join(", ")}.`,
  keywords: `resources library ${resourceKinds.map((c) => c.label).join(" ")}`,
  url: "/resources",
});

export const itemEntries: FaqTopicalEntry[] = [
  ...caseStudyEntries,
  ...clientEntries,
  ...knowledgeBaseEntries,
  ...privacyEntries,
  newsletterEntry,
  ...resourceEntries,
  resourceLibraryEntry,
];
