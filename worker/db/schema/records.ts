import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { isSpam, notSpam, now, originColumns, workColumns } from "./columns";

const untouched = sql`first_touch_at is null and spam_reason is null`;
const followUpDue = sql`next_follow_up_at is not null and spam_reason is null`;

/** One row per chat session: a resubmission (a retry, say) updates it and recomputes its score. */
export const leads = sqliteTable(
  "leads",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id").notNull().unique(),
    intent: text("intent").notNull(),
    orgType: text("org_type"),
    companySize: text("company_size"),
    primaryNeed: text("primary_need"),
    currentStack: text("current_stack"),
    urgency: text("urgency"),
    budget: text("budget"),
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactCompany: text("contact_company").notNull(),
    contactPhone: text("contact_phone"),
    /** The phone in E.164 (+2547…), read with the routed office's country when typed without a code: search and links use it. */
    contactPhoneE164: text("contact_phone_e164"),
    /** A support request's own words ("How can we help?"), and whether something is down now. */
    requestMessage: text("request_message"),
    downNow: integer("down_now", { mode: "boolean" }),
    recommendations: text("recommendations", { mode: "json" }).notNull(),
    leadScore: integer("lead_score").notNull(),
    scoreBreakdown: text("score_breakdown", { mode: "json" }).notNull(),
    isHighValue: integer("is_high_value", { mode: "boolean" }).notNull(),
    consentMarketing: integer("consent_marketing", { mode: "boolean" }),
    consentNoticeVersion: text("consent_notice_version"),
    ...originColumns(),
    ...workColumns(),
    /** 1 when first stored; a resubmission whose content changed adds one (and is delivered as lead.updated). */
    version: integer("version").notNull().default(1),
    /** Hash of what the visitor submitted: an identical retry keeps the version and sends nothing new. */
    contentHash: text("content_hash"),
    /**
     * SHA-256 of the chat's secret session key, stored with the first submit: a later submit for the
     * same session must carry the same key (else 409 session_conflict). Null for leads stored before it.
     */
    sessionKeyHash: text("session_key_hash"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt),
    index("leads_high_value_idx").on(t.isHighValue, t.createdAt),
    // The desk's inbox (worker/desk/inbox.ts): newest first within a status, an office, an owner or a
    // source. Partial, so the status counts of the inbox (which hides spam) are read from the index alone.
    // SQLite reads a column from an index only when the index holds every column the query names, the
    // partial index's own spam_reason included: an index that a count needs beyond its leading columns
    // carries those and spam_reason at the end (here the office, for an office and source together).
    index("leads_desk_status_idx").on(t.status, t.createdAt).where(notSpam),
    index("leads_desk_office_idx").on(t.office, t.status, t.createdAt).where(notSpam),
    index("leads_desk_owner_idx").on(t.owner, t.status, t.createdAt).where(notSpam),
    index("leads_desk_source_idx").on(t.attributionSource, t.status, t.createdAt, t.office, t.spamReason).where(notSpam),
    index("leads_spam_idx").on(t.createdAt).where(isSpam),
    // The same person's other records: by address in any case, or by the same E.164 number.
    index("leads_contact_email_lower_idx").on(sql`lower("contact_email")`),
    index("leads_contact_phone_e164_idx").on(t.contactPhoneE164).where(sql`contact_phone_e164 is not null`),
    // The work queue (worker/desk/work-queue.ts, migration 0012).
    index("leads_queue_due_idx").on(t.respondBy).where(untouched),
    index("leads_follow_up_idx").on(t.owner, t.nextFollowUpAt).where(followUpDue),
    index("leads_score_idx").on(t.leadScore, t.createdAt).where(notSpam),
    // One source newest first: the inbox and its export by source (migration 0019).
    index("leads_desk_source_created_idx").on(t.attributionSource, t.createdAt).where(notSpam),
  ],
);

/** Contact-page messages, guide download requests and newsletter sign-ups. */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    source: text("source", { enum: ["contact", "guide", "newsletter"] }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phone: text("phone"),
    /** The phone in E.164, as for leads. */
    phoneE164: text("phone_e164"),
    subject: text("subject"),
    message: text("message"),
    serviceInterest: text("service_interest"),
    guideId: text("guide_id"),
    ...originColumns(),
    ...workColumns(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    index("contact_messages_created_at_idx").on(t.createdAt),
    // The desk's, as for leads; every desk query here also tests the source (newsletter sign-ups are
    // not worked), so each index carries source and spam_reason to answer the counts on its own.
    index("contact_messages_desk_status_idx").on(t.status, t.createdAt, t.source, t.spamReason).where(notSpam),
    index("contact_messages_desk_office_idx").on(t.office, t.status, t.createdAt, t.source, t.spamReason).where(notSpam),
    index("contact_messages_desk_owner_idx").on(t.owner, t.status, t.createdAt, t.source, t.spamReason).where(notSpam),
    index("contact_messages_desk_source_idx")
      .on(t.attributionSource, t.status, t.createdAt, t.office, t.source, t.spamReason)
      .where(notSpam),
    index("contact_messages_spam_idx").on(t.createdAt).where(isSpam),
    index("contact_messages_email_lower_idx").on(sql`lower("email")`),
    index("contact_messages_phone_e164_idx").on(t.phoneE164).where(sql`phone_e164 is not null`),
    index("contact_messages_queue_due_idx").on(t.respondBy).where(untouched),
    index("contact_messages_follow_up_idx").on(t.owner, t.nextFollowUpAt).where(followUpDue),
    index("contact_messages_desk_source_created_idx").on(t.attributionSource, t.createdAt).where(notSpam),
    // One row per subscribed address, enforced by the database so simultaneous sign-ups cannot race.
    uniqueIndex("contact_messages_newsletter_email_unique").on(t.email).where(sql`source = 'newsletter'`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
