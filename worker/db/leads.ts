import { sql } from "drizzle-orm";
import { scoreLead } from "../../shared/lead-score";
import type { LeadSubmission } from "../../shared/lead-submission";
import type { LeadRecord } from "../delivery/delivery-record";
import { routeOffice } from "../delivery/office-routing";
import { createdDeliveryIds, insertDeliveries, originValues, recordSource, type SubmissionOrigin } from "../delivery/outbox";
import { retryWhenBusy } from "./busy-retry";
import type { Database } from "./client";
import { leads } from "./schema";

const excluded = (column: string) => sql.raw(`excluded.${column}`);

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export type StoredLead = { leadId: string; leadScore: number; isHighValue: boolean; deliveryIds: string[] };

/**
 * Stores a chat lead and its pending deliveries in one batch. One lead per chat session: a
 * resubmission rewrites that row in place (same id and created_at, fresh score). When what the visitor
 * sent changed, the version goes up and each destination gets a `lead.updated` delivery; an identical
 * retry keeps the version, finds its deliveries already written and queues nothing new — which also
 * makes retrying the whole batch on a busy database safe.
 */
export async function storeLead(
  db: Database,
  lead: LeadSubmission,
  { country, destinations, spamReason = null, now = new Date() }: SubmissionOrigin,
): Promise<StoredLead> {
  const { leadScore, isHighValue, breakdown } = scoreLead(lead);
  // The spam-check fields differ between a page and a retry; they are not part of what the visitor sent.
  const { sessionId, attribution = {}, form_token, website, "cf-turnstile-response": turnstileToken, ...submitted } = lead;
  const office = routeOffice(lead.contact.phone, country);
  const contentHash = await sha256Hex(JSON.stringify({ ...submitted, attribution }));
  const answers = {
    intent: lead.intent,
    orgType: lead.orgType ?? null,
    companySize: lead.companySize ?? null,
    primaryNeed: lead.primaryNeed ?? null,
    currentStack: lead.currentStack ?? null,
    urgency: lead.urgency ?? null,
    budget: lead.budget ?? null,
    contactName: lead.contact.name,
    contactEmail: lead.contact.email,
    contactCompany: lead.contact.company,
    contactPhone: lead.contact.phone || null,
    recommendations: lead.recommendations,
    leadScore,
    scoreBreakdown: breakdown,
    isHighValue,
    ...originValues(attribution, office, country),
    spamReason,
    contentHash,
  };
  const payload: Omit<LeadRecord, "id" | "version"> = {
    kind: "lead",
    sessionId,
    intent: lead.intent,
    answers: {
      orgType: answers.orgType,
      companySize: answers.companySize,
      primaryNeed: answers.primaryNeed,
      currentStack: answers.currentStack,
      urgency: answers.urgency,
      budget: answers.budget,
    },
    contact: { name: answers.contactName, email: answers.contactEmail, company: answers.contactCompany, phone: answers.contactPhone },
    score: { leadScore, isHighValue, breakdown },
    recommendations: lead.recommendations,
    consent: lead.consent ?? null,
    office,
    attribution: recordSource(attribution),
    submittedAt: now.toISOString(),
  };

  const upsert = db
    .insert(leads)
    .values({
      id: crypto.randomUUID(),
      sessionId,
      ...answers,
      consentMarketing: lead.consent?.marketing ?? null,
      consentNoticeVersion: lead.consent?.noticeVersion ?? null,
    })
    .onConflictDoUpdate({
      target: leads.sessionId,
      set: {
        ...Object.fromEntries(Object.keys(answers).map((key) => [key, excluded(leads[key as keyof typeof answers].name)])),
        // A retry that carries no consent object keeps the consent already recorded.
        consentMarketing: sql`coalesce(${excluded(leads.consentMarketing.name)}, ${leads.consentMarketing})`,
        consentNoticeVersion: sql`coalesce(${excluded(leads.consentNoticeVersion.name)}, ${leads.consentNoticeVersion})`,
        version: sql`case when ${leads.contentHash} is ${excluded(leads.contentHash.name)} then ${leads.version} else ${leads.version} + 1 end`,
        updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      },
    })
    .returning({ id: leads.id });
  const outbox = insertDeliveries(db, {
    recordType: "lead",
    payload,
    // A submission that looks scripted is kept for review but never reaches sales.
    destinations: spamReason ? [] : destinations,
    record: sql`(select id, version from leads where session_id = ${sessionId})`,
    now: now.toISOString(),
  });

  const [[row], ...deliveryResults] = await retryWhenBusy(() => db.batch([upsert, ...outbox]));
  return { leadId: row!.id, leadScore, isHighValue, deliveryIds: createdDeliveryIds(deliveryResults) };
}
