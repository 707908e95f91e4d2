import type { Budget, CompanySize, OrgType, Urgency } from "./allowed-values";

// The server's lead-scoring rubric: points per answer, summed to 0–100. The client never sends a score.
// Pure, so the rubric can be read and tested as a table.

export const HIGH_VALUE_THRESHOLD = 70;

export const SIZE_POINTS: Record<CompanySize, number> = { "1–10": 5, "11–50": 15, "51–300": 25, "300+": 30 };
export const BUDGET_POINTS: Record<Budget, number> = { Entry: 5, Standard: 15, Enterprise: 25 };
export const URGENCY_POINTS: Record<Urgency, number> = { Now: 25, "30 days": 15, "90 days": 5 };
export const ORG_TYPE_POINTS: Record<OrgType, number> = {
  "Banking & Finance": 10,
  Government: 10,
  Healthcare: 8,
  Legal: 8,
  Manufacturing: 6,
  Education: 6,
  SMEs: 4,
  NGOs: 4,
};
export const PHONE_POINTS = 5;
export const COMPANY_EMAIL_POINTS = 5;

/** Mailbox providers anyone can sign up to: an address there says nothing about the organisation. */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.co.uk",
  "ymail.com",
  "hotmail.com",
  "outlook.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "mail.com",
  "zoho.com",
  "yandex.com",
]);

export type ScoreInput = {
  orgType?: OrgType | null;
  companySize?: CompanySize | null;
  urgency?: Urgency | null;
  budget?: Budget | null;
  contact: { email: string; phone?: string | null };
};

export type ScoreBreakdown = {
  size: number;
  budget: number;
  urgency: number;
  orgType: number;
  phone: number;
  companyEmail: number;
};

export type LeadScore = { leadScore: number; isHighValue: boolean; breakdown: ScoreBreakdown };

export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
}

export function isCompanyEmail(email: string): boolean {
  const domain = emailDomain(email);
  return domain.includes(".") && !FREE_MAIL_DOMAINS.has(domain);
}

/** A question that was not asked (support/general intents skip qualification) scores 0. */
export function scoreLead(lead: ScoreInput): LeadScore {
  const breakdown: ScoreBreakdown = {
    size: lead.companySize ? SIZE_POINTS[lead.companySize] : 0,
    budget: lead.budget ? BUDGET_POINTS[lead.budget] : 0,
    urgency: lead.urgency ? URGENCY_POINTS[lead.urgency] : 0,
    orgType: lead.orgType ? ORG_TYPE_POINTS[lead.orgType] : 0,
    phone: lead.contact.phone?.trim() ? PHONE_POINTS : 0,
    companyEmail: isCompanyEmail(lead.contact.email) ? COMPANY_EMAIL_POINTS : 0,
  };
  const leadScore = Object.values(breakdown).reduce((sum, points) => sum + points, 0);
  return { leadScore, isHighValue: leadScore >= HIGH_VALUE_THRESHOLD, breakdown };
}
