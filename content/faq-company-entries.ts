// FAQ entries about the company itself, derived from company.ts, about.ts, contact-page.ts and
// support-plans.ts: each office, opening hours, how to reach us, the emergency line, each support
// plan, the company's figures and history, certifications and leadership with each leader's role.
import type { FaqTopicalEntry } from "../shared/faq-topic";
import { aboutStats, certifications, leaders, timeline } from "./about";
import { company, type Office, offices } from "./company";
import { contactFormText, contactMethods, contactStats, emergencySupport } from "./contact-page";
import { slug } from "./faq-page-entries";
import { homeHero, homeStats } from "./home";
import { productsPage } from "./products-catalogue";
import { supportPlans } from "./support-plans";

const CONTACT_PATH = "/contact";
export const ABOUT_PATH = "/about";
const PRODUCTS_PATH = "/products";
/** Support plans are a section of the products page; their entries share this subject. */
const SUPPORT_SUBJECT = `${PRODUCTS_PATH}#support`;
const SUPPORT_PLANS_ENTRY_ID = "support-plans";

export const listAnd = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
const hoursLine = (o: Office) => `${o.hours.weekdays}, ${o.hours.saturday}, ${o.hours.sunday}`;
const officeLine = (o: Office) => `${o.city}, ${o.country}${o.isHeadquarters ? " (headquarters)" : ""}: ${o.fullAddress}`;

/** A fact the corpus quotes must exist: a renamed content record fails the seeding, not the answer. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`FAQ corpus: ${what} is missing from the content modules`);
  return value;
}

const liveChat = required(
  contactMethods.find((m) => m.action.kind === "chat"),
  "the live chat contact method",
);
const emailSupport = required(
  contactMethods.find((m) => m.action.kind === "mailto"),
  "the e-mail contact method",
);
const meeting = required(
  contactMethods.find((m) => m.action.kind === "link"),
  "the Schedule Meeting contact method",
);

export const fact = (subject: string) => ({ subject, kind: "fact" }) as const;
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const founder = leaders.find((l) => /founder/i.test(l.position));
/** The figures the about, home and contact pages give, each label once. */
const companyFigures = [...aboutStats, ...homeStats, ...contactStats].filter(
  (stat, i, all) => all.findIndex((other) => other.label.toLowerCase() === stat.label.toLowerCase()) === i,
);

const officeEntry = (office: Office): FaqTopicalEntry => ({
  entry: {
    id: `office-${slug(office.city)}`,
    category: "offices",
    question: `Where is your ${office.city} office, when is it open and how do I reach it?`,
    answer:
      `Our ${office.city} office${office.isHeadquarters ? " is our headquarters, at" : " is at"} ${office.fullAddress}. ` +
      `Hours (${company.timezone}): ${hoursLine(office)}. Phone ${listAnd(office.phones)}, email ${office.email}.`,
    keywords: `${office.city} ${office.country} ${office.address} office address location directions visit phone email hours ${
      office.isHeadquarters ? "headquarters hq head" : "branch regional"
    }`,
    resourceUrl: CONTACT_PATH,
  },
  topic: fact(`${CONTACT_PATH}#${slug(office.city)}`),
});

const supportPlanEntry = (plan: (typeof supportPlans)[number]): FaqTopicalEntry => ({
  entry: {
    id: `${slug(plan.name)}-plan`,
    category: "support",
    question: `What does ${plan.name} include and cost?`,
    answer: `${plan.name}: ${plan.price}${plan.popular ? " (recommended)" : ""}. Features: ${plan.features.join("; ")}.`,
    keywords: `${plan.name} support plan price cost level`,
    resourceUrl: PRODUCTS_PATH,
  },
  topic: { subject: SUPPORT_SUBJECT, kind: "plan", planName: plan.name, plansEntryId: SUPPORT_PLANS_ENTRY_ID },
});

export const companyEntries: FaqTopicalEntry[] = [
  {
    entry: {
      id: "offices",
      category: "offices",
      question: "Where are your offices?",
      answer: `We have ${offices.length} offices: ${offices.map(officeLine).join("; ")}.`,
      keywords: "office offices location locations address where located countries branch branches kenya uganda tanzania east africa",
      resourceUrl: CONTACT_PATH,
    },
    topic: fact(CONTACT_PATH),
  },
  ...offices.map(officeEntry),
  {
    entry: {
      id: "opening-hours",
      category: "offices",
      question: "What are your opening hours?",
      answer: `Office hours (${company.timezone}): ${offices.map((o) => `${o.city} ${hoursLine(o)}`).join("; ")}. Live chat: ${liveChat.detail}.`,
      keywords: "opening hours open close closing time times business hours saturday sunday weekend working days eat live",
      resourceUrl: CONTACT_PATH,
    },
    topic: fact(CONTACT_PATH),
  },
  {
    entry: {
      id: "contact-details",
      category: "company",
      question: "How can I contact your team: phone number, e-mail, WhatsApp?",
      answer:
        `Call ${company.phone}, email ${company.email} (sales: ${company.salesEmail}, support: ${company.supportEmail}), ` +
        `or message us on WhatsApp at +${company.whatsappNumber}. ${emailSupport.description} ${meeting.description} ${meeting.detail}. ` +
        `${contactFormText.title}: ${contactFormText.lead}`,
      keywords:
        "who contact phone number telephone call email mail whatsapp reach talk speak sales support person numbers meeting schedule slot how soon demo consultation book form message reply get back",
      resourceUrl: CONTACT_PATH,
    },
    topic: fact(CONTACT_PATH),
  },
  {
    entry: {
      id: "emergency-support",
      category: "support",
      question: `${emergencySupport.title}: who do I call in an emergency or outage outside office hours?`,
      answer: `${emergencySupport.title}, our emergency line: ${emergencySupport.lead} Call ${emergencySupport.phone} or email ${emergencySupport.email}.`,
      keywords: "emergency urgent outage down server offline incident hacked attack breach night weekend after hours 24 7 247 number line",
      resourceUrl: CONTACT_PATH,
    },
    topic: fact(CONTACT_PATH),
  },
  {
    entry: {
      id: SUPPORT_PLANS_ENTRY_ID,
      category: "support",
      question: "What support plans are there and what do they cost?",
      answer:
        `${productsPage.support.title}: ${supportPlans.map((p) => `${p.name} (${p.price}): ${p.features.join(", ")}`).join("; ")}. ` +
        `${productsPage.support.lead} ` +
        `We recommend ${supportPlans.find((p) => p.popular)?.name ?? supportPlans[0]!.name}.`,
      keywords: `support plan plans ${supportPlans.map((p) => p.name).join(" ")} price cost included licence license after sales`,
      resourceUrl: PRODUCTS_PATH,
    },
    topic: { subject: SUPPORT_SUBJECT, kind: "plans" },
  },
  ...supportPlans.map(supportPlanEntry),
  {
    entry: {
      id: "about-company",
      category: "company",
      question: `Who is ${company.name}, how long have you been in business and how many clients do you have?`,
      answer:
        `${company.name} has provided ${company.tagline} since ${company.foundedYear}. ` +
        `${companyFigures.map((s) => `${s.value} ${lowerFirst(s.label)}`).join(", ")}. Offices in ${listAnd(offices.map((o) => o.city))}.` +
        (founder ? ` Founded by ${founder.name}, ${founder.position}.` : "") +
        ` Our journey: ${timeline.map((step) => `${step.year}, ${step.title}: ${step.description}`).join(" ")}`,
      keywords: "about company who founded history experience years business established clients customers organizations served how many",
      resourceUrl: ABOUT_PATH,
    },
    topic: fact(ABOUT_PATH),
  },
  {
    entry: {
      id: "company-history",
      category: "company",
      question: "Our history: what happened in which year?",
      answer: `Our journey: ${timeline.map((step) => `${step.year}, ${step.title}: ${step.description}`).join(" ")}`,
      keywords: "history journey milestones year when opened",
      resourceUrl: ABOUT_PATH,
    },
    topic: fact(ABOUT_PATH),
  },
  {
    entry: {
      id: "certifications",
      category: "security",
      question: "Are you ISO 27001 certified? Which partnerships do you have?",
      // The home page's own words first ("ISO 27001 certified"), as a visitor asks it.
      answer: `${required(
        homeHero.badges.find((badge) => /certified/i.test(badge)),
        "the home page's certification badge",
      )}. Our certifications and partnerships: ${certifications.map((c) => `${c.name}: ${c.description}`).join(" ")}`,
      keywords: `iso 27001 certified certification certificate accredited partner partnership ${certifications.map((c) => c.name).join(" ")}`,
      resourceUrl: ABOUT_PATH,
    },
    topic: fact(ABOUT_PATH),
  },
  {
    entry: {
      id: "leadership",
      category: "company",
      question: "Who leads the company?",
      answer: `Our leadership team: ${leaders.map((l) => `${l.name}, ${l.position}`).join("; ")}. ${leaders.map((l) => `${l.name}: ${l.bio}`).join(" ")}`,
      keywords: `who leadership team leaders management founder owner ceo cto director head ${leaders.map((l) => l.position).join(" ")}`,
      resourceUrl: ABOUT_PATH,
    },
    topic: fact(ABOUT_PATH),
  },
];
