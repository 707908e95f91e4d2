// The chat assistant's FAQ corpus. Every fact — price, plan, hour,
// address, term — is imported from the site's content modules, so the answers change when the
// pages do. `keywords` holds the other words visitors use for the same topic (searched with a
// high weight). The FAQ sections of the product and solution pages join as they are.
// scripts/db-setup.ts checks these entries and upserts them into faq_entries on every start.

import type { FaqCorpusEntry } from "../shared/faq-corpus-entry";
import { aboutStats, certifications } from "./about";
import { caseStudies } from "./case-studies";
import { industries } from "./catalog";
import { company, headquarters, type Office, offices } from "./company";
import { contactMethods } from "./contact-page";
import type { MarketingPage, PricingPlan } from "./content-schemas";
import { governmentContractTermsMonths } from "./contract-terms";
import { guides } from "./guides";
import { knowledgeBaseTopics, microsoft365PlanLines } from "./knowledge-base";
import { priceText } from "./price-format";
import { privacyLaws, privacySections } from "./privacy";
import { cloudBackupPage, googleWorkspacePage, microsoft365Page, whatsappPlatformPage } from "./product-pages";
import {
  cloudBackupPlans,
  googleWorkspacePlans,
  microsoft365Plans,
  microsoft365StoragePerUser,
  whatsappPlatformPlans,
} from "./product-plans";
import { productCategories } from "./products-catalogue";
import {
  aiMessagingPage,
  cloudLicensingPage,
  dataAnalyticsPage,
  securityCompliancePage,
  smeTransformationPage,
  webDesignPage,
} from "./solution-landings";
import {
  aiMessagingPackages,
  cloudLicensingPackages,
  dataAnalyticsPackages,
  securityCompliancePackages,
  smeTransformationMethod,
  smeTransformationPackages,
  webDesignCommitment,
  webDesignMinimumTotal,
  webDesignPackages,
  webDesignRetainers,
} from "./solution-packages";
import { premiumSupportSurchargePercent, supportPlans } from "./support-plans";

const PATHS = {
  microsoft365: "/products/microsoft-365",
  googleWorkspace: "/products/google-workspace",
  whatsapp: "/products/whatsapp-messaging-platform",
  backup: "/products/cloud-backup-and-recovery",
  products: "/products",
  cloudLicensing: "/solutions/cloud-and-licensing",
  aiMessaging: "/solutions/ai-and-messaging-automation",
  webDesign: "/solutions/web-design-as-a-service",
  smeTransformation: "/solutions/sme-digital-transformation",
  security: "/solutions/security-and-compliance",
  dataAnalytics: "/solutions/data-and-analytics",
  government: "/industries/government",
  industries: "/industries",
  about: "/about",
  contact: "/contact",
  caseStudies: "/resources/case-studies",
  guides: "/resources/guides",
  privacy: "/privacy",
} as const;

/** "Starter $99/month (Up to 25 users)" */
const planLine = (plan: PricingPlan) => `${plan.name} ${priceText(plan.price)}${plan.allowance ? ` (${plan.allowance})` : ""}`;
const planList = (plans: PricingPlan[]) => `${plans.map(planLine).join("; ")}.`;
const listAnd = (items: readonly string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);
const officeLine = (o: Office) => `${o.city}, ${o.country}${o.isHeadquarters ? " (headquarters)" : ""}: ${o.fullAddress}`;
const hoursLine = (o: Office) => `${o.hours.weekdays}, ${o.hours.saturday}, ${o.hours.sunday}`;
const retentionOf = (plan: PricingPlan) => plan.features.find((f) => /retention/i.test(f)) ?? plan.allowance ?? "";

const officeEntry = (office: Office, keywords: string): FaqCorpusEntry => ({
  id: `office-${office.city.toLowerCase().replace(/\s+/g, "-")}`,
  category: "offices",
  question: `Where is your ${office.city} office and when is it open?`,
  answer:
    `Our ${office.city} office${office.isHeadquarters ? " is our headquarters, at" : " is at"} ${office.fullAddress}. ` +
    `Hours (${company.timezone}): ${hoursLine(office)}. Phone ${listAnd(office.phones)}, email ${office.email}.`,
  keywords: `${office.city} ${office.country} office address location directions visit ${keywords}`,
  resourceUrl: PATHS.contact,
});

/** A fact the corpus quotes must exist: a renamed content record fails the seeding, not the answer. */
function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`FAQ corpus: ${what} is missing from the content modules`);
  return value;
}

const recommendedSupport = required(
  supportPlans.find((p) => p.popular),
  "the recommended support plan",
);
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
const liveChat = required(
  contactMethods.find((m) => m.action.kind === "chat"),
  "the live chat contact method",
);
const meeting = required(
  contactMethods.find((m) => m.title === "Schedule Meeting"),
  "the Schedule Meeting contact method",
);
const uptimeSla = required(
  aboutStats.find((s) => /uptime sla/i.test(s.label)),
  "the uptime SLA (about page stats)",
);
const premiumSupport = required(
  supportPlans.find((p) => p.name === "Premium Support"),
  "the Premium Support plan",
);
const essentialSupport = required(
  supportPlans.find((p) => p.name === "Essential Support"),
  "the Essential Support plan",
);
/** "Microsoft 365 99.9%": the uptime each product page states. */
const productUptimes = [microsoft365Page, googleWorkspacePage, cloudBackupPage].flatMap((page) =>
  (page.stats ?? []).filter((s) => /uptime/i.test(s.label)).map((s) => `${page.hero.eyebrow} ${s.value}`),
);
const dataProcessor = required(
  certifications.find((c) => /data processor/i.test(c.name)),
  "the data processor registration",
);

const curatedEntries: FaqCorpusEntry[] = [
  {
    id: "microsoft-365-prices",
    category: "pricing",
    question: "How much does Microsoft 365 cost?",
    answer: `Microsoft 365 plans: ${microsoft365Plans.map((p) => `${p.name} ${priceText(p.price)}`).join("; ")}. Every plan includes ${microsoft365StoragePerUser}.`,
    keywords:
      "microsoft 365 office 365 o365 m365 price prices pricing cost fee licence license subscription business basic standard premium per user month storage onedrive",
    resourceUrl: PATHS.microsoft365,
  },
  {
    id: "microsoft-365-plan-choice",
    category: "plans",
    question: "Which Microsoft 365 plan is right for us: Business Basic, Standard or Premium?",
    answer: `${microsoft365PlanLines.map((line) => `${line.term}: ${line.detail}`).join(" ")} You can mix plans by role.`,
    keywords:
      "microsoft 365 office 365 m365 choose which plan difference compare recommend best suitable desktop apps word excel outlook intune device management",
    resourceUrl: PATHS.microsoft365,
  },
  {
    id: "microsoft-365-migration-time",
    category: "timelines",
    question: "How long does a migration to Microsoft 365 take?",
    answer: migrationTimes,
    keywords: "migration migrate move moving switch transfer email mailboxes files microsoft 365 office 365 how long time weeks go live",
    resourceUrl: PATHS.microsoft365,
  },
  {
    id: "google-workspace-prices",
    category: "pricing",
    question: "How much does Google Workspace cost and how much storage do I get?",
    answer: `Google Workspace plans, per user per month: ${planList(googleWorkspacePlans)} Video meetings: ${googleWorkspacePlans
      .map((p) => p.features.find((f) => /participants/.test(f)))
      .filter(Boolean)
      .join("; ")}.`,
    keywords:
      "google workspace g suite gsuite gmail drive meet docs price pricing cost plans starter standard plus storage participants video meetings",
    resourceUrl: PATHS.googleWorkspace,
  },
  {
    id: "whatsapp-platform-prices",
    category: "messaging",
    question: "What are the WhatsApp messaging platform plans and prices?",
    answer: `WhatsApp messaging platform plans, per tier: ${whatsappPlatformPlans
      .map((p) => `${planLine(p)}: ${p.summary} ${p.features.slice(0, 3).join(", ")}.`)
      .join(" ")}`,
    keywords:
      "whatsapp messaging platform business api chatbot bot price pricing cost plans tiers tier messages month starter professional enterprise unlimited",
    resourceUrl: PATHS.whatsapp,
  },
  {
    id: "ai-messaging-packages",
    category: "messaging",
    question: "How much does an AI assistant for customer conversations cost?",
    answer: `AI and messaging automation packages: ${planList(aiMessagingPackages)}`,
    keywords:
      "ai artificial intelligence assistant automation chatbot conversations customer service agent package packages price cost swahili",
    resourceUrl: PATHS.aiMessaging,
  },
  {
    id: "whatsapp-security",
    category: "security",
    question: whatsappSecurity.title,
    answer: `${whatsappSecurity.intro} ${whatsappSecurity.points.map((p) => `${p.term}: ${p.detail}`).join(" ")}`,
    keywords: "chatbot secure security safe encryption encrypted privacy customer data protection pin verified access",
    resourceUrl: whatsappSecurity.link.href,
  },
  {
    id: "backup-prices",
    category: "backup",
    question: "How much does cloud backup cost?",
    answer: `Cloud Backup & Recovery is priced per terabyte: ${planList(cloudBackupPlans)}`,
    keywords: "cloud backup recovery price pricing cost per tb terabyte storage essential professional enterprise disaster",
    resourceUrl: PATHS.backup,
  },
  {
    id: "backup-retention",
    category: "backup",
    question: "How long do you keep backups?",
    answer: `Retention depends on the backup plan: ${cloudBackupPlans.map((p) => `${p.name} (${priceText(p.price)}): ${retentionOf(p)}`).join("; ")}.`,
    keywords: "backup retention retain keep kept stored history days old versions restore deleted files 30 90 long",
    resourceUrl: PATHS.backup,
  },
  {
    id: "cloud-licensing-packages",
    category: "pricing",
    question: "What do your managed cloud and licensing packages cost?",
    answer: `Cloud and licensing packages (licence management, migration and support): ${planList(cloudLicensingPackages)}`,
    keywords: "cloud licensing managed service packages package price cost monthly users help desk helpdesk administration tenant",
    resourceUrl: PATHS.cloudLicensing,
  },
  {
    id: "web-design-prices",
    category: "pricing",
    question: "How much does a website cost with web design as a service?",
    answer:
      `Web design as a service, billed monthly: ${planList(webDesignPackages)} ` +
      `Each has a ${webDesignCommitment.minimumMonths}-month minimum: ${webDesignPackages
        .map((p) => `${p.name} $${webDesignMinimumTotal(p)?.toLocaleString("en-US")}`)
        .join(", ")} in total.`,
    keywords: "website web site design designer build develop new price pricing cost monthly hosting pages",
    resourceUrl: PATHS.webDesign,
  },
  {
    id: "web-design-commitment",
    category: "contracts",
    question: "Is there a minimum contract for web design, and can I cancel early?",
    answer: `Web design as a service has a mandatory ${webDesignCommitment.minimumMonths}-month minimum term. ${webDesignCommitment.earlyCancellation}`,
    keywords: "website web design contract minimum term commitment cancel cancellation early terminate lock 12 months",
    resourceUrl: PATHS.webDesign,
  },
  {
    id: "web-design-retainers",
    category: "plans",
    question: "What do web design retainers include after launch?",
    answer: `Retainers for changes to an existing website: ${webDesignRetainers
      .map((r) => `${planLine(r)}, ${r.features[0]}`)
      .join("; ")}. All retainers need a ${webDesignCommitment.minimumMonths}-month commitment.`,
    keywords: "retainer retainers website maintenance updates changes hours month existing site support response",
    resourceUrl: PATHS.webDesign,
  },
  {
    id: "sme-transformation-packages",
    category: "pricing",
    question: "What does SME digital transformation cost?",
    answer: `SME digital transformation is a fixed price per project: ${smeTransformationPackages
      .map(
        (p) => `${p.name} ${priceText(p.price)} for ${p.allowance}, with ${listAnd(p.features.filter((f) => /training|support/.test(f)))}`,
      )
      .join("; ")}.`,
    keywords:
      "sme small business digital transformation project package packages price cost foundation growth enterprise employees training",
    resourceUrl: PATHS.smeTransformation,
  },
  {
    id: "sme-transformation-timeline",
    category: "timelines",
    question: "How long does a digital transformation project take?",
    answer: `Our method takes 90 days in four phases: ${smeTransformationMethod
      .map((s) => `${s.duration}, ${s.title}: ${s.description}`)
      .join(" ")}`,
    keywords: "digital transformation 90 day days method process phases steps timeline schedule how long duration",
    resourceUrl: PATHS.smeTransformation,
  },
  {
    id: "security-packages",
    category: "security",
    question: "How much do your security and compliance services cost?",
    answer: `Security and compliance packages: ${planList(securityCompliancePackages)}`,
    keywords: "security cybersecurity cyber compliance protection monitoring soc antivirus endpoint price pricing cost packages devices",
    resourceUrl: PATHS.security,
  },
  {
    id: "data-protection-compliance",
    category: "security",
    question: "Can you help us comply with the Data Protection Act?",
    answer: `Yes. We work under ${listAnd(privacyLaws)}. Our security and compliance packages include ${listAnd(
      securityCompliancePackages.flatMap((p) =>
        p.features.filter((f) => /data protection|regulators|iso/i.test(f)).map((f) => `${f} (${p.name})`),
      ),
    )}. ${dataProcessor.description}`,
    keywords: "data protection act dpa dppa pdpa gdpr odpc compliance comply regulation regulator privacy law personal data audit",
    resourceUrl: PATHS.security,
  },
  {
    id: "certifications",
    category: "security",
    question: "Are you ISO 27001 certified? Which partnerships do you have?",
    answer: `Our certifications and partnerships: ${certifications.map((c) => `${c.name} (${c.description.replace(/\.$/, "")})`).join("; ")}.`,
    keywords: "iso 27001 iec certified certification certificate accredited partner partnership microsoft google meta veeam qualified",
    resourceUrl: PATHS.about,
  },
  {
    id: "data-analytics-packages",
    category: "pricing",
    question: "How much do data and analytics services cost?",
    answer: `Data and analytics packages: ${planList(dataAnalyticsPackages)}`,
    keywords:
      "data analytics dashboards dashboard bi business intelligence power reporting reports forecasting warehouse sources price cost",
    resourceUrl: PATHS.dataAnalytics,
  },
  {
    id: "support-plans",
    category: "support",
    question: "What support plans do you offer and what do they cost?",
    answer:
      `${supportPlans.map((p) => `${p.name} (${p.price}): ${p.features.slice(0, 2).join(", ")}`).join("; ")}. ` +
      `We recommend ${recommendedSupport.name}, priced at ${premiumSupportSurchargePercent}% on top of your licence cost.`,
    keywords: "support plan plans essential premium enterprise price cost included licence license helpdesk after sales",
    resourceUrl: PATHS.products,
  },
  {
    id: "premium-support",
    category: "support",
    question: "What does Premium Support add, and what does it cost?",
    answer:
      `${premiumSupport.name} costs ${premiumSupportSurchargePercent}% on top of your licence cost. ` +
      `${essentialSupport.name} is ${essentialSupport.price.toLowerCase()} (${essentialSupport.features.slice(0, 2).join(", ").toLowerCase()}); ` +
      `${premiumSupport.name} adds ${listAnd(premiumSupport.features.map((f) => f.charAt(0).toLowerCase() + f.slice(1)))}.`,
    keywords:
      "premium support extra add adds addon upgrade surcharge percent on top licence license cost price worth difference essential dedicated account manager 24 7",
    resourceUrl: PATHS.products,
  },
  {
    id: "support-uptime-sla",
    category: "support",
    question: "What uptime do you guarantee, and what service level comes with each support plan?",
    answer:
      `Our managed services are backed by a ${uptimeSla.value} uptime SLA. Platform uptime: ${listAnd(productUptimes)}. By support plan: ` +
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
    resourceUrl: PATHS.products,
  },
  {
    id: "support-response-times",
    category: "support",
    question: "How quickly do you respond to support requests?",
    answer: supportPlans
      .map((p) => `${p.name}: ${p.features.find((f) => /response/i.test(f)) ?? p.features[0]}`)
      .join("; ")
      .concat("."),
    keywords: "support response time respond reply fast quickly sla ticket critical issue hours minutes",
    resourceUrl: PATHS.products,
  },
  {
    id: "emergency-support",
    category: "support",
    question: "Who do I call in an emergency or outage outside office hours?",
    answer: `For outages and security incidents, our emergency line works 24/7: call ${company.emergency.phone} or email ${company.emergency.email}.`,
    keywords: "emergency urgent outage down server offline incident hacked attack breach night weekend after hours 24 7 247",
    resourceUrl: PATHS.contact,
  },
  {
    id: "offices",
    category: "offices",
    question: "Where are your offices?",
    answer: `We have ${offices.length} offices: ${offices.map(officeLine).join("; ")}.`,
    keywords: "office offices location locations address where located countries branch branches kenya uganda tanzania east africa",
    resourceUrl: PATHS.contact,
  },
  officeEntry(headquarters, "headquarters hq head westlands"),
  ...offices.filter((o) => !o.isHeadquarters).map((o) => officeEntry(o, "branch regional")),
  {
    id: "opening-hours",
    category: "offices",
    question: "What are your opening hours?",
    answer: `Office hours (${company.timezone}): ${offices.map((o) => `${o.city} ${hoursLine(o)}`).join("; ")}. Live chat: ${liveChat.detail}.`,
    keywords: "opening hours open close closing time times business hours saturday sunday weekend working days eat",
    resourceUrl: PATHS.contact,
  },
  {
    id: "contact-details",
    category: "company",
    question: "How can I contact your team?",
    answer:
      `Call ${company.phone}, email ${company.email} (sales: ${company.salesEmail}, support: ${company.supportEmail}), ` +
      `or message us on WhatsApp at +${company.whatsappNumber}. ${meeting.description} ${meeting.detail}.`,
    keywords: "contact phone number telephone call email mail whatsapp reach talk speak sales person meeting demo consultation book",
    resourceUrl: PATHS.contact,
  },
  {
    id: "government-contract-terms",
    category: "contracts",
    question: "What contract terms do you offer government institutions?",
    answer: `Public institutions can contract with us for ${listAnd(governmentContractTermsMonths.map(String))} months.`,
    keywords:
      "government public sector ministry county agency parastatal state contract term terms length duration years months tender procurement",
    resourceUrl: PATHS.government,
  },
  {
    id: "product-catalogue-prices",
    category: "pricing",
    question: "What are the starting prices of your managed IT products?",
    answer: `Starting prices: ${productCategories
      .flatMap((c) => c.products.map((p) => `${p.name} ${p.pricing.replace(/^Starting at /, "from ")}`))
      .join("; ")}.`,
    keywords:
      "products catalogue catalog managed it starting price prices identity shield threat defense network server monitoring erp crm virtual desktop",
    resourceUrl: PATHS.products,
  },
  {
    id: "industries-served",
    category: "company",
    question: "Which industries do you work with?",
    answer: `We serve ${listAnd(industries.map((i) => i.title))}. ${industries.map((i) => `${i.title}: ${i.summary}`).join(" ")}`,
    keywords:
      "industries industry sectors sector banks bank saccos law firms lawyers hospitals clinics schools universities ngos nonprofits factories",
    resourceUrl: PATHS.industries,
  },
  {
    id: "case-studies",
    category: "company",
    question: "Do you have case studies or client results?",
    answer: caseStudies.map((s) => `${s.title}: ${s.results.map((r) => `${r.value} ${r.label}`).join(", ")}.`).join(" "),
    keywords: "case study studies examples references reference clients customers results success stories proof testimonials",
    resourceUrl: PATHS.caseStudies,
  },
  {
    id: "free-guides",
    category: "company",
    question: "Do you have free guides I can download?",
    answer: `Yes, free to download: ${guides.map((g) => `${g.title} (${g.pages} pages): ${g.summary}`).join(" ")}`,
    keywords: "guide guides download free ebook pdf playbook whitepaper checklist read",
    resourceUrl: PATHS.guides,
  },
  {
    id: "about-company",
    category: "company",
    question: `Who is ${company.name} and how long have you been in business?`,
    answer: `${company.name} has provided ${company.tagline} since ${company.foundedYear}, with offices in ${listAnd(offices.map((o) => `${o.city}`))}.`,
    keywords: "about company who founded history experience years business established background team",
    resourceUrl: PATHS.about,
  },
  {
    id: "privacy",
    category: "security",
    question: "What do you do with the personal data I share in this chat?",
    answer: ["what-we-collect", "why", "retention", "contact"]
      .map((id) => privacySections.find((section) => section.id === id))
      .map((section) => (section ? `${section.title}: ${section.bullets?.[0] ?? section.paragraphs[0]}` : ""))
      .join(" "),
    keywords: "privacy personal data my information details chat consent delete rights notice keep",
    resourceUrl: PATHS.privacy,
  },
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

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

/** Every question-and-answer a product or solution page shows, under its page's topic words. */
const pageFaqEntries: FaqCorpusEntry[] = [
  microsoft365Page,
  googleWorkspacePage,
  whatsappPlatformPage,
  cloudBackupPage,
  cloudLicensingPage,
  aiMessagingPage,
  webDesignPage,
  smeTransformationPage,
  securityCompliancePage,
  dataAnalyticsPage,
].flatMap((page: MarketingPage) =>
  page.sections.flatMap((section) =>
    section.kind === "faq"
      ? section.items.map((item) => {
          const id = `${slug(page.path.split("/").at(-1)!)}-faq-${slug(item.question)}`;
          return {
            id,
            category: "page-faq" as const,
            question: item.question,
            answer: item.answer,
            keywords: `${page.hero.eyebrow} ${PAGE_FAQ_KEYWORDS[id] ?? ""}`.trim(),
            resourceUrl: page.path,
          };
        })
      : [],
  ),
);

export const faqCorpus: FaqCorpusEntry[] = [...curatedEntries, ...pageFaqEntries];
