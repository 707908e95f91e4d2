import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { DESK_ACTIVITY_KINDS, DESK_RECORD_TYPES, LEAD_STATUSES } from "../../shared/desk";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const notSpam = sql`spam_reason is null`;
const isSpam = sql`spam_reason is not null`;

/**
 * Where the visit came from (shared/attribution.ts), in columns so sales and reports can filter on
 * them, plus the office the record is routed to and the visitor's country at the edge.
 */
const originColumns = () => ({
  attributionSource: text("attribution_source").notNull().default("direct"),
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
  utmTerm: text("utm_term"),
  utmContent: text("utm_content"),
  gclid: text("gclid"),
  fbclid: text("fbclid"),
  msclkid: text("msclkid"),
  referrerHost: text("referrer_host"),
  landingPath: text("landing_path"),
  office: text("office").notNull().default("nairobi"),
  country: text("country"),
  /** Why the submission looks scripted (worker/spam/); such rows are kept but never delivered. */
  spamReason: text("spam_reason"),
});

/**
 * Where sales stand with a record (the desk, worker/desk/): its status, who owns it and when it was
 * first touched (its first move out of "new"). Every change is also an append-only desk_activity row.
 */
const workColumns = () => ({
  status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
  owner: text("owner"),
  firstTouchAt: text("first_touch_at"),
  lostReason: text("lost_reason"),
});

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
  ],
);

/**
 * The analytics log (analytics/): append-only, in offset order. The offset only grows (AUTOINCREMENT
 * never reuses one, even after the newest rows are erased), and the event id is unique, so a
 * redelivered or retried event is appended once. `event_type` is the event's schema name in
 * analytics/events/registry.ts and `schema_version` the version its data was checked against.
 */
export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    logOffset: integer("log_offset").primaryKey({ autoIncrement: true }),
    eventId: text("event_id").notNull().unique(),
    sessionId: text("session_id").notNull(),
    /** The browser's visit (PostHog's $session_id) when the producer knows it. */
    visitId: text("visit_id"),
    /** The browser's per-tab sequence number: orders a session's events when clocks disagree. */
    seq: integer("seq"),
    distinctId: text("distinct_id"),
    eventType: text("event_type").notNull(),
    schemaVersion: integer("schema_version").notNull().default(1),
    data: text("data", { mode: "json" }).notNull(),
    occurredAt: text("occurred_at").notNull(),
    receivedAt: text("received_at").notNull(),
    country: text("country"),
  },
  (t) => [index("analytics_events_session_idx").on(t.sessionId), index("analytics_events_type_received_idx").on(t.eventType, t.receivedAt)],
);

/**
 * Messages the log could not take: an event that fails its schema (the reason says why) or a message
 * the queue gave up on. Kept whole, so `npm run analytics -- rejects --replay` appends them after a fix.
 */
export const analyticsRejects = sqliteTable("analytics_rejects", {
  messageId: text("message_id").primaryKey(),
  eventId: text("event_id"),
  eventType: text("event_type"),
  schemaVersion: integer("schema_version"),
  reason: text("reason").notNull(),
  body: text("body").notNull(),
  attempts: integer("attempts").notNull(),
  failedAt: text("failed_at").notNull().default(now),
});

/**
 * Each sink's committed position in the log (the last offset its destination accepted) and the lease
 * of the run that is moving it, so two runs never send the same batch at once.
 */
export const analyticsSinkPositions = sqliteTable("analytics_sink_positions", {
  sink: text("sink").primaryKey(),
  position: integer("position").notNull().default(0),
  leaseOwner: text("lease_owner"),
  leaseUntil: text("lease_until"),
  updatedAt: text("updated_at").notNull().default(now),
});

/**
 * The funnel rollup's state per chat session: the day (EAT) and source it counts under and how many
 * of the funnel's steps it reached in order. Recomputed from the session's events, so a replay is harmless.
 */
export const analyticsFunnelSessions = sqliteTable(
  "analytics_funnel_sessions",
  {
    funnelId: text("funnel_id").notNull(),
    sessionId: text("session_id").notNull(),
    day: text("day").notNull(),
    source: text("source").notNull(),
    reached: integer("reached").notNull(),
    startedAt: text("started_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.funnelId, t.sessionId] }), index("analytics_funnel_sessions_group_idx").on(t.funnelId, t.day, t.source)],
);

/** Daily sessions per funnel step and source: what `npm run funnel` and the desk's insights read. */
export const analyticsFunnelDaily = sqliteTable(
  "analytics_funnel_daily",
  {
    funnelId: text("funnel_id").notNull(),
    day: text("day").notNull(),
    source: text("source").notNull(),
    /** The step's place in the funnel, from 1. */
    step: integer("step").notNull(),
    sessions: integer("sessions").notNull(),
  },
  (t) => [primaryKey({ columns: [t.funnelId, t.day, t.source, t.step] })],
);

/** Curated FAQ corpus, seeded from content/faq-corpus.ts; the Worker answers from an in-memory index of it (worker/faq/). */
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
    /** The visitor's "Helpful?" answer to this question's answer: null until they say. */
    helpful: integer("helpful", { mode: "boolean" }),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("faq_queries_created_at_idx").on(t.createdAt)],
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
    // One row per subscribed address, enforced by the database so simultaneous sign-ups cannot race.
    uniqueIndex("contact_messages_newsletter_email_unique").on(t.email).where(sql`source = 'newsletter'`),
  ],
);

/**
 * Which record each form token has produced (worker/spam/form-token-use.ts): a token makes one record.
 * Keyed by the token's SHA-256; `record_key` names the record (a chat lead by its session, another
 * submission by its kind and content, so a retry of the same submission matches). Rows outlive the
 * token's 24 h validity by a day and are then purged.
 */
export const formTokenUses = sqliteTable(
  "form_token_uses",
  {
    tokenHash: text("token_hash").primaryKey(),
    recordKey: text("record_key").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("form_token_uses_created_at_idx").on(t.createdAt)],
);

/**
 * The outbox: one row per (record, record version, destination), written in the same batch as the
 * record. The queue consumer sends it; the minute sweep re-sends what a lost message left pending.
 * `id` is the delivery's idempotency key (the webhook-id), stable across retries.
 */
export const deliveries = sqliteTable(
  "deliveries",
  {
    id: text("id").primaryKey(),
    recordType: text("record_type", { enum: ["lead", "contact", "guide", "newsletter"] }).notNull(),
    recordId: text("record_id").notNull(),
    recordVersion: integer("record_version").notNull(),
    destination: text("destination", { enum: ["email", "webhook", "slack", "hubspot", "confirmation"] }).notNull(),
    eventType: text("event_type").notNull(),
    /**
     * Null for the record's own deliveries (keyed by its version). Set for a message about the record
     * that is not a new version of it (an escalation, a status sync to the CRM): it keys that message.
     */
    eventKey: text("event_key"),
    /** The record as delivered (worker/delivery/delivery-record.ts), fixed when it was stored. */
    payload: text("payload", { mode: "json" }).notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When the queue is due to try next; a pending row two minutes past it was lost and is re-sent. */
    nextAttemptAt: text("next_attempt_at").notNull().default(now),
    /** Set while one consumer is sending, so a duplicate message or the sweep cannot send it twice at once. */
    leaseUntil: text("lease_until"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
    deliveredAt: text("delivered_at"),
  },
  (t) => [
    uniqueIndex("deliveries_record_destination_unique").on(t.recordId, t.recordVersion, t.destination).where(sql`event_key is null`),
    uniqueIndex("deliveries_record_event_destination_unique").on(t.recordId, t.eventKey, t.destination).where(sql`event_key is not null`),
    index("deliveries_status_next_idx").on(t.status, t.nextAttemptAt),
  ],
);

/**
 * What happened to a record on the desk, one row per change, never updated: claims, reassignments,
 * status changes, notes, spam releases, escalations. The record's timeline and the first-touch
 * measure read it; it is personal data (notes) and goes with its record on erasure and purge.
 */
export const deskActivity = sqliteTable(
  "desk_activity",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recordType: text("record_type", { enum: DESK_RECORD_TYPES }).notNull(),
    recordId: text("record_id").notNull(),
    kind: text("kind", { enum: DESK_ACTIVITY_KINDS }).notNull(),
    /** Who did it: the desk user's e-mail address, "system" for the Cron. */
    actor: text("actor").notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    note: text("note"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    index("desk_activity_record_idx").on(t.recordId, t.id),
    // A record is escalated once per response target (its id in to_value), whoever runs the Cron.
    uniqueIndex("desk_activity_escalation_unique").on(t.recordId, t.toValue).where(sql`kind = 'escalated'`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type FaqEntryRow = typeof faqEntries.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;
export type DeskActivityRow = typeof deskActivity.$inferSelect;

/** Rows touched per table that holds personal data (the retention purge's and an erasure's report). */
export type PersonalDataCounts = Record<
  | "leads"
  | "contactMessages"
  | "deliveries"
  | "deskActivity"
  | "analyticsEvents"
  | "faqQueries"
  | "analyticsRejects"
  | "analyticsFunnelSessions",
  number
>;
