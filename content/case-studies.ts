import type { Stat, Testimonial } from "./home";
import { testimonials } from "./home";
import type { PageMetaInput } from "./page-meta-input";

// /resources/case-studies: two client stories and the aggregate results.

type CaseStudyResult = { value: string; label: string };

export type CaseStudy = {
  id: string;
  client: string;
  industry: string;
  location: string;
  /** Size as the story tells it (lawyers, members). */
  size: string;
  solution: string;
  solutionHref: string;
  title: string;
  challenge: string;
  approach: string[];
  results: CaseStudyResult[];
  quote: Testimonial;
};

export const caseStudiesSeo: PageMetaInput = {
  title: "Case Studies: Microsoft 365 and WhatsApp Automation Results",
  description:
    "How a 25-lawyer firm and a 5,000-member savings cooperative gained productivity and cut support calls with Kilele Technologies.",
  path: "/resources/case-studies",
};

export const caseStudiesHero = {
  title: "Client Success Stories",
  lead: "Real results from East African organizations that modernised their IT with us.",
};

export const caseStudiesText = {
  challenge: "The challenge",
  approach: "What we did",
  results: "Results",
  aggregatesTitle: "Results across our clients",
  cta: {
    title: "Want results like these?",
    lead: "Tell us where you are today and we will show you what is possible in 90 days.",
    label: "Book Consultation",
    href: "/meet",
  },
};

/** The client's own words come from the home page testimonials, so a quote is written once. */
function quoteFrom(organization: string): Testimonial {
  const quote = testimonials.find((t) => t.organization === organization);
  if (!quote) throw new Error(`No testimonial from ${organization}`);
  return quote;
}

export const caseStudies: CaseStudy[] = [
  {
    id: "law-firm-microsoft-365",
    client: "Wanjiru & Associates Advocates",
    industry: "Legal",
    location: "Nairobi, Kenya",
    size: "25 lawyers",
    solution: "Microsoft 365 Business Premium",
    solutionHref: "/products/microsoft-365",
    title: "A 25-lawyer firm moves to Microsoft 365 in one weekend",
    challenge:
      "Client files lived on one office server and in personal email accounts. Lawyers could not work from court or home, documents were hard to find, and the firm could not show clients how their data was protected.",
    approach: [
      "Assessed mailboxes, file shares and devices, then planned a cut-over over a single weekend.",
      "Migrated every mailbox and 1.2 TB of matter files to Microsoft 365 with permissions per practice group.",
      "Turned on multi-factor authentication, device management and data loss prevention for client files.",
      "Trained every lawyer and assistant in Teams, SharePoint and secure external sharing.",
    ],
    results: [
      { value: "40%", label: "higher productivity across the firm" },
      { value: "60%", label: "less time spent finding documents" },
      { value: "20%", label: "lower annual IT costs" },
    ],
    quote: quoteFrom("Wanjiru & Associates Advocates"),
  },
  {
    id: "savings-cooperative-whatsapp",
    client: "Umoja Savings Cooperative",
    industry: "Banking & Finance",
    location: "Kampala, Uganda",
    size: "5,000 members",
    solution: "WhatsApp messaging automation",
    solutionHref: "/products/whatsapp-messaging-platform",
    title: "A 5,000-member savings cooperative answers members instantly on WhatsApp",
    challenge:
      "Members phoned the office for balances, loan status and meeting dates. Three staff spent their days on the phone, queues were long on pay day, and loan applications waited days for missing documents.",
    approach: [
      "Mapped the twenty questions members ask most and connected the assistant to the cooperative's core system.",
      "Launched a WhatsApp assistant for balances, statements, loan status and document checklists, with hand-over to staff.",
      "Protected member data with verified phone numbers, one-time PINs and encrypted storage under Uganda's DPPA 2019.",
      "Reviewed unanswered questions every month and added answers to the assistant.",
    ],
    results: [
      { value: "65%", label: "fewer support calls" },
      { value: "90%", label: "of member queries resolved instantly" },
      { value: "50%", label: "faster loan application processing" },
    ],
    quote: quoteFrom("Umoja Savings Cooperative"),
  },
];

export const caseStudyAggregates: Stat[] = [
  { value: "40%", label: "Productivity increase" },
  { value: "99.9%", label: "Uptime" },
  { value: "65%", label: "Fewer support calls" },
  { value: "30%", label: "Cost savings" },
];
