// The chat assistant's FAQ corpus, derived from the site's content modules so the answers change
// when the pages do: every plan and section of the product, solution and industry pages
// (faq-page-entries.ts), every offer (faq-offer-entries.ts), the company, its offices and support
// plans (faq-company-entries.ts), each listed item of the about, case-study, knowledge-base, privacy,
// resources, guides and contact pages (faq-item-entries.ts), each card of the products, industries,
// AI and solutions overviews (faq-catalogue-entries.ts), and below, the entries that quote prose-only content (the
// knowledge base, privacy notice, guides, case studies). `keywords` holds the other words visitors
// use for the topic (searched with a high weight). Each entry comes with its topic
// (shared/faq-topic.ts), which the Worker's answer rule reads beside its index.
// scripts/db-setup.ts checks these entries and upserts them into faq_entries on every start.

import type { FaqCorpusEntry } from "../shared/faq-corpus-entry";
import type { FaqTopic, FaqTopicalEntry } from "../shared/faq-topic";
import { aboutStats, certifications } from "./about";
import { caseStudies } from "./case-studies";
import { industries } from "./catalog";
import type { MarketingPage } from "./content-schemas";
import { aboutItemEntries } from "./faq-about-entries";
import { catalogueEntries } from "./faq-catalogue-entries";
import { companyEntries, listAnd, required } from "./faq-company-entries";
import { itemEntries } from "./faq-item-entries";
import { offerEntries } from "./faq-offer-entries";
import { PAGE_FAQ_KEYWORDS, pageEntries } from "./faq-page-entries";
import { faqVisitorQuestions } from "./faq-visitor-questions";
import { faqVisitorShapes } from "./faq-visitor-shapes";
import { faqVisitorStyles } from "./faq-visitor-styles";
import { guides } from "./guides";
import { healthcareIndustryPage, legalIndustryPage, ngoIndustryPage } from "./industry-pages";
import { knowledgeBaseTopics, microsoft365PlanLines } from "./knowledge-base";
import { priceText } from "./price-format";
import { privacyLaws, privacySections } from "./privacy";
import { cloudBackupPage, microsoft365Page } from "./product-pages";
import { cloudBackupPlans } from "./product-plans";
import { productCategories } from "./products-catalogue";
import { securityCompliancePage, webDesignPage } from "./solution-landings";
import { securityCompliancePackages, webDesignCommitment, webDesignRetainers } from "./solution-packages";
import { supportPlans } from "./support-plans";

export { PAGE_FAQ_KEYWORDS };

/** A section of a page as a topic subject: entries about it and its plans answer together. */
const sectionOf = (page: MarketingPage, kind: MarketingPage["sections"][number]["kind"]) =>
  `${page.path}#${
    required(
      page.sections.find((s) => s.kind === kind),
      `a ${kind} section on ${page.path}`,
    ).id
  }`;
const SUPPORT_SUBJECT = "/products#support";

const retentionOf = (plan: (typeof cloudBackupPlans)[number]) => plan.features.find((f) => /retention/i.test(f)) ?? plan.allowance ?? "";
const whatsappSecurity = required(
  knowledgeBaseTopics.find((t) => t.id === "messaging-automation-security"),
  "knowledge base topic messaging-automation-security",
);
const migrationTimes = required(
  knowledgeBaseTopics
    .find((t) => t.id === "microsoft-365-plans")
    ?.note.split(/(?<=\.)\s+/)
    .find((sentence) => /migrat/i.test(sentence)),
  "the Microsoft 365 migration times (knowledge base)",
);
const microsoft365Topic = required(
  knowledgeBaseTopics.find((t) => t.id === "microsoft-365-plans"),
  "knowledge base topic microsoft-365-plans",
);
const retainerNote = required(
  knowledgeBaseTopics.find((t) => t.id === "web-design-retainers"),
  "knowledge base topic web-design-retainers",
).note;
/** The migration figure the Microsoft 365 page shows ("24h Migration"). */
const migrationFigure = microsoft365Page.stats?.find((s) => /migration/i.test(s.label));
/** The web design page's notes on its minimum term and early cancellation, packages and retainers. */
const webDesignTerms = [...new Set(webDesignPage.sections.flatMap((section) => (section.kind === "plans" ? (section.notes ?? []) : [])))];
const dataProcessor = required(
  certifications.find((c) => /data processor/i.test(c.name)),
  "the data processor registration",
);
/** The security page's data protection card, in the laws' short names ("Tanzania PDPA 2022"). */
const dataProtectionCard = required(
  securityCompliancePage.sections
    .flatMap((section) => (section.kind === "features" ? section.cards : []))
    .find((card) => /data protection/i.test(card.title)),
  "the security page's data protection card",
)
  .description.replace(/^./, (c) => c.toLowerCase())
  .replace(/\.$/, "");
/** What the sector pages offer for data protection law ("Legal: Compliance, policies and registers…"). */
const industryDataProtection = [legalIndustryPage, healthcareIndustryPage, ngoIndustryPage]
  .flatMap((page) =>
    page.sections.flatMap((section) =>
      section.kind === "features"
        ? section.cards
            .filter((card) => /data protection/i.test(`${card.title} ${card.description}`))
            .map(
              (card) =>
                `${page.hero.eyebrow.replace(/^Industries · /, "")}: ${card.title}, ${card.description.replace(/^./, (c) => c.toLowerCase())}`,
            )
        : [],
    ),
  )
  .join(" ");
const uptimeSla = required(
  aboutStats.find((s) => /uptime sla/i.test(s.label)),
  "the uptime SLA (about page stats)",
);

const curated: [FaqCorpusEntry, subject?: string][] = [
  [
    {
      id: "microsoft-365-plan-choice",
      category: "plans",
      question: "Which Microsoft 365 plan is right for us: Business Basic, Standard or Premium?",
      answer: `${microsoft365PlanLines.map((line) => `${line.term}: ${line.detail}`).join(" ")} ${microsoft365Topic.note}`,
      keywords:
        "microsoft 365 office 365 m365 choose which plan difference compare recommend best suitable desktop apps word excel outlook intune device management",
      resourceUrl: microsoft365Page.path,
    },
    sectionOf(microsoft365Page, "plans"),
  ],
  [
    {
      id: "microsoft-365-migration-time",
      category: "timelines",
      question: "How long does a migration to Microsoft 365 take?",
      answer: `${migrationTimes}${migrationFigure ? ` Our Microsoft 365 page: ${migrationFigure.value} ${migrationFigure.label.toLowerCase()}.` : ""}`,
      keywords: "migration migrate move moving switch transfer email mailboxes files microsoft 365 office 365 how long time weeks go live",
      resourceUrl: microsoft365Page.path,
    },
  ],
  [
    {
      id: "whatsapp-security",
      category: "security",
      question: whatsappSecurity.title,
      answer: `${whatsappSecurity.intro} ${whatsappSecurity.points.map((p) => `${p.term}: ${p.detail}`).join(" ")}`,
      keywords: "chatbot secure security safe encryption encrypted privacy customer data protection pin verified access",
      resourceUrl: whatsappSecurity.link.href,
    },
  ],
  [
    {
      id: "backup-retention",
      category: "backup",
      question: "How long do you keep backups?",
      answer: `Retention depends on the backup plan: ${cloudBackupPlans.map((p) => `${p.name} (${priceText(p.price)}): ${retentionOf(p)}`).join("; ")}.`,
      keywords: "backup retention retain keep kept stored history days old versions restore deleted files 30 90 long",
      resourceUrl: cloudBackupPage.path,
    },
    sectionOf(cloudBackupPage, "plans"),
  ],
  [
    {
      id: "web-design-commitment",
      category: "contracts",
      question: "Is there a minimum contract for web design, and can I cancel early?",
      answer: `Web Design as a Service: ${webDesignTerms.join(" ")}`,
      keywords: "website web design contract minimum term commitment cancel cancellation early terminate lock 12 months",
      resourceUrl: webDesignPage.path,
    },
  ],
  [
    {
      id: "web-design-retainers",
      category: "plans",
      question: "What do web design retainers include after launch?",
      answer: `Retainers for changes to an existing website: ${webDesignRetainers
        .map((r) => `${r.name} ${priceText(r.price)} (${r.allowance}), ${r.features[0]}`)
        .join("; ")}. All retainers need a ${webDesignCommitment.minimumMonths}-month commitment. ${retainerNote}`,
      keywords: "retainer retainers website maintenance updates changes hours month existing site support response roll over",
      resourceUrl: webDesignPage.path,
    },
    `${webDesignPage.path}#retainers`,
  ],
  [
    {
      id: "data-protection-compliance",
      category: "security",
      question: "Can you help us comply with the Data Protection Act?",
      answer: `Yes. We work under ${listAnd(privacyLaws)}: ${dataProtectionCard}. Our security and compliance packages include ${listAnd(
        securityCompliancePackages.flatMap((p) =>
          p.features.filter((f) => /data protection|regulators|iso/i.test(f)).map((f) => `${f} (${p.name})`),
        ),
      )}. ${dataProcessor.description} ${industryDataProtection}`,
      keywords: "data protection act dpa dppa pdpa gdpr odpc compliance comply regulation regulator privacy law personal data audit",
      resourceUrl: securityCompliancePage.path,
    },
  ],
  [
    {
      id: "support-uptime-sla",
      category: "support",
      question: "What uptime do you guarantee, and what service level comes with each support plan?",
      answer:
        `Our managed services are backed by a ${uptimeSla.value} uptime SLA. By support plan: ` +
        `${supportPlans
          .map(
            (p) =>
              `${p.name} (${p.price}): ${p.features
                .filter((f) => /response|service level|monitoring/i.test(f))
                .join(", ")
                .toLowerCase()}`,
          )
          .join("; ")}.`,
      keywords:
        "uptime sla service level agreement availability guarantee guaranteed downtime reliability 99 9 percent support plan essential premium enterprise",
      resourceUrl: "/products",
    },
    SUPPORT_SUBJECT,
  ],
  [
    {
      id: "support-response-times",
      category: "support",
      question: "How quickly do you respond to support requests?",
      answer: supportPlans
        .map((p) => `${p.name}: ${p.features.find((f) => /response/i.test(f)) ?? p.features[0]}`)
        .join("; ")
        .concat("."),
      keywords: "support response time respond reply fast quickly sla ticket critical issue hours minutes",
      resourceUrl: "/products",
    },
    SUPPORT_SUBJECT,
  ],
  [
    {
      id: "product-catalogue-prices",
      category: "pricing",
      question: "What are the starting prices of your managed IT products?",
      answer: `Starting prices: ${productCategories.flatMap((c) => c.products.map((p) => `${p.name}: ${p.pricing}`)).join("; ")}.`,
      keywords: `products catalogue catalog managed it starting price prices ${productCategories.map((c) => c.title).join(" ")}`,
      resourceUrl: "/products",
    },
  ],
  [
    {
      id: "industries-served",
      category: "company",
      question: "Which industries do you work with?",
      answer: `We serve ${listAnd(industries.map((i) => i.title))}. ${industries.map((i) => `${i.title}: ${i.summary}`).join(" ")}`,
      keywords: "industries industry sectors sector clients verticals",
      resourceUrl: "/industries",
    },
  ],
  [
    {
      id: "case-studies",
      category: "company",
      question: "Do you have case studies or client results?",
      answer: caseStudies
        .map(
          (s) =>
            `${s.title} (${s.client}, ${s.location}, ${s.size}; ${s.solution}): ${s.results.map((r) => `${r.value} ${r.label}`).join(", ")}.`,
        )
        .join(" "),
      keywords: `case study studies examples references clients results success stories proof ${caseStudies.map((s) => s.title).join(" ")}`,
      resourceUrl: "/resources/case-studies",
    },
  ],
  [
    {
      id: "free-guides",
      category: "company",
      question: "Do you have free guides I can download?",
      answer: `Yes, free to download: ${guides.map((g) => `${g.title} (${g.pages} pages), for ${g.audience.toLowerCase()}: ${g.summary} Inside: ${g.highlights.join("; ")}.`).join(" ")}`,
      keywords: `guide guides download free ebook pdf playbook whitepaper checklist relevant suitable for ${guides.map((g) => g.title).join(" ")}`,
      resourceUrl: "/resources/guides",
    },
  ],
  [
    {
      id: "privacy",
      category: "security",
      question: "What do you do with the personal data I share in this chat?",
      answer: ["what-we-collect", "why", "retention", "contact"]
        .map((id) => privacySections.find((section) => section.id === id))
        .map((section) => (section ? `${section.title}: ${section.bullets?.[0] ?? section.paragraphs[0]}` : ""))
        .join(" "),
      keywords: "privacy personal data my information details chat consent delete rights notice keep",
      resourceUrl: "/privacy",
    },
  ],
];

const curatedEntries: FaqTopicalEntry[] = curated.map(([entry, subject]) => ({
  entry,
  topic: { subject: subject ?? entry.resourceUrl, kind: "fact" },
}));

const topical: FaqTopicalEntry[] = [
  ...curatedEntries,
  ...companyEntries,
  ...aboutItemEntries,
  ...pageEntries,
  ...offerEntries,
  ...itemEntries,
  ...catalogueEntries,
];

export const faqCorpus: FaqCorpusEntry[] = topical.map((t) => t.entry);

/**
 * Each entry's topic, by entry id, with the questions visitors ask for it: bundled with the Worker
 * beside the index it builds from faq_entries.
 */
export const faqTopics: ReadonlyMap<string, FaqTopic> = new Map(
  topical.map(({ entry, topic }) => {
    const asked = [...(faqVisitorQuestions[entry.id] ?? []), ...(faqVisitorShapes[entry.id] ?? []), ...(faqVisitorStyles[entry.id] ?? [])];
    return [entry.id, asked.length ? { ...topic, asked } : topic];
  }),
);
