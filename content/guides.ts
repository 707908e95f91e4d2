import type { GuideId } from "../shared/contact-options";
import type { PageMetaInput } from "./page-meta-input";

// /resources/guides: two downloadable guides, each behind a lead form. Their text is
// in guide-chapters.ts, which only the server reads, so the page's JavaScript stays small.

export type Guide = {
  id: GuideId;
  title: string;
  summary: string;
  /** Length of the printed edition, as marketing states it. */
  pages: number;
  audience: string;
  highlights: string[];
  /** Name of the downloaded file (without extension). */
  fileName: string;
};

export const guidesSeo: PageMetaInput = {
  title: "Free Guides: SME Digital Transformation and Microsoft 365 Migration",
  description:
    "Download our 45-page SME Digital Transformation Playbook and the Microsoft 365 Migration Guide for East African businesses.",
  path: "/resources/guides",
};

export const guidesHero = {
  title: "Free Guides",
  lead: "Step-by-step playbooks written by the engineers who have modernised IT for 500+ organizations since 2012.",
};

export const guideFormText = {
  title: "Get the free guide",
  name: "Full Name",
  email: "Email Address",
  company: "Company Name",
  phone: "Phone Number (optional)",
  submit: "Download Guide",
  sending: "Preparing your guide...",
  success: "Thank you! Your guide is ready.",
  download: "Download",
  errorTitle: "We could not prepare your guide",
  pagesLabel: "pages",
};

export const guides: Guide[] = [
  {
    id: "sme-digital-transformation-playbook",
    title: "The SME Digital Transformation Playbook",
    summary:
      "Our 90-day method for moving a growing business onto secure, connected cloud tools — with checklists, budgets and the measures that show it worked.",
    pages: 45,
    audience: "Owners and managers of businesses with 1 to 300 staff",
    highlights: ["The 90-day method, phase by phase", "Package budgets from $5,000", "Week-one checklist and security basics"],
    fileName: "kilele-sme-digital-transformation-playbook",
  },
  {
    id: "microsoft-365-migration-guide",
    title: "Microsoft 365 Migration Guide for East African Businesses",
    summary:
      "How to choose the right Microsoft 365 plan, prepare your mail and files, migrate without losing a message and secure the tenant from day one.",
    pages: 28,
    audience: "IT leads and office managers planning a move to Microsoft 365",
    highlights: [
      "Plan-by-plan comparison with prices",
      "The 3-step migration: assessment, migration, training",
      "Tenant security checklist",
    ],
    fileName: "kilele-microsoft-365-migration-guide",
  },
];

export function findGuide(id: string): Guide | undefined {
  return guides.find((g) => g.id === id);
}
