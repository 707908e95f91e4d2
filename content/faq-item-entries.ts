// FAQ entries for the site's items one by one, derived from the modules that list them: each client
// story (case-studies.ts) and client the home page names, each knowledge-base topic, the privacy
// notice's retention periods, the newsletter and each upcoming event (resources.ts). An item added to one of those
// lists is an entry without touching this module.
import type { FaqCategory } from "../shared/faq-corpus-entry";
import type { FaqTopicalEntry } from "../shared/faq-topic";
import { caseStudies } from "./case-studies";
import { clientLogos, testimonials } from "./home";
import { knowledgeBaseTopics } from "./knowledge-base";
import { newsletterPage } from "./newsletter";
import { privacySections } from "./privacy";
import { resources, resourceTypeLabels } from "./resources";

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
/** The page's date format (app/components/resources/resource-card.tsx): "21 Jan 2027". */
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

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
      (story ? ` ${story.title}: ${story.results.map((r) => `${r.value} ${r.label}`).join(", ")}.` : ""),
    keywords: `client clients customer work with reference ${client} ${said?.organization ?? ""} ${story?.industry ?? ""}`,
    url: story ? CASE_STUDIES : "/",
    name: `${client} client`,
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

const retentionSection = privacySections.find((section) => section.id === "retention");
const privacyEntries = retentionSection
  ? [
      fact({
        id: "privacy-retention",
        category: "security",
        question: `${retentionSection.title}: how long do you keep my personal data?`,
        answer: `${retentionSection.title}: ${retentionSection.paragraphs.join(" ")} ${(retentionSection.bullets ?? []).join(" ")}`,
        keywords: "how long keep kept retention retain delete deleted period months personal data",
        url: "/privacy",
      }),
    ]
  : [];

const newsletterEntry = fact({
  id: "newsletter",
  category: "company",
  question: `${newsletterPage.title}: how often does it come and what is in it?`,
  answer: `${newsletterPage.title}: ${newsletterPage.lead}`,
  keywords: "newsletter subscribe email mailing list how often frequency",
  url: "/newsletter",
});

const resourceEntries = resources
  .filter((r) => r.upcoming)
  .map((r) => {
    const type = resourceTypeLabels[r.type];
    const when = `Upcoming, on ${dateFormat.format(new Date(r.date))}`;
    return itemEntry({
      id: `resource-${itemSlug(r.id)}`,
      category: "company",
      question: `${type}: ${r.title}`,
      answer: `${type}: ${r.title}. ${when}${r.duration ? `, ${r.duration}` : ""}. ${sentence(r.description)}`,
      keywords: `${type} when date upcoming event`,
      url: "/resources",
      subject: `/resources#${r.id}`,
      name: r.title,
    });
  });

export const itemEntries: FaqTopicalEntry[] = [
  ...caseStudyEntries,
  ...clientEntries,
  ...knowledgeBaseEntries,
  ...privacyEntries,
  newsletterEntry,
  ...resourceEntries,
];
