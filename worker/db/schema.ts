import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** One row per chat session: a resubmission updates it (DESIGN.md, "Lead scoring"). */
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
    recommendations: text("recommendations", { mode: "json" }).notNull(),
    leadScore: integer("lead_score").notNull(),
    scoreBreakdown: text("score_breakdown", { mode: "json" }).notNull(),
    isHighValue: integer("is_high_value", { mode: "boolean" }).notNull(),
    consentMarketing: integer("consent_marketing", { mode: "boolean" }),
    consentNoticeVersion: text("consent_notice_version"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("leads_created_at_idx").on(t.createdAt), index("leads_high_value_idx").on(t.isHighValue, t.createdAt)],
);

/** The analytics source of truth; keyed by event id so redelivered messages are no-ops. */
export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    eventId: text("event_id").primaryKey(),
    sessionId: text("session_id").notNull(),
    distinctId: text("distinct_id"),
    eventType: text("event_type").notNull(),
    data: text("data", { mode: "json" }).notNull(),
    occurredAt: text("occurred_at").notNull(),
    receivedAt: text("received_at").notNull(),
    country: text("country"),
  },
  (t) => [
    index("analytics_events_session_idx").on(t.sessionId),
    index("analytics_events_type_received_idx").on(t.eventType, t.receivedAt),
  ],
);

/** Messages that exhausted their retries; kept whole so they can be replayed. */
export const analyticsDeadLetters = sqliteTable("analytics_dead_letters", {
  messageId: text("message_id").primaryKey(),
  eventId: text("event_id"),
  body: text("body").notNull(),
  attempts: integer("attempts").notNull(),
  failedAt: text("failed_at").notNull().default(now),
});

/** Curated FAQ corpus; searched through the faq_entries_fts FTS5 index (see migrations). */
export const faqEntries = sqliteTable("faq_entries", {
  id: text("id").primaryKey(),
  category: text("category").notNull(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  keywords: text("keywords").notNull().default(""),
  resourceUrl: text("resource_url"),
});

/** Every FAQ question with what it matched, so marketing sees what the site does not answer. */
export const faqQueries = sqliteTable(
  "faq_queries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: text("session_id").notNull(),
    query: text("query").notNull(),
    matchedEntryId: text("matched_entry_id"),
    rank: real("rank"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("faq_queries_created_at_idx").on(t.createdAt)],
);

/** Contact-page messages, guide download requests and newsletter sign-ups (DESIGN.md, "Where we go beyond the spec"). */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    source: text("source", { enum: ["contact", "guide", "newsletter"] }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phone: text("phone"),
    subject: text("subject"),
    message: text("message"),
    serviceInterest: text("service_interest"),
    guideId: text("guide_id"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
);

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type FaqEntryRow = typeof faqEntries.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
