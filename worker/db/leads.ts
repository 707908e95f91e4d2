import { type SQL, sql } from "drizzle-orm";
import { deskCopy } from "../../content/desk-copy";
import { respondBy } from "../../content/response-targets";
import { SYSTEM_ACTOR, VISITOR_ACTOR } from "../../shared/desk";
import { scoreLead } from "../../shared/lead-score";
import type { LeadSubmission } from "../../shared/lead-submission";
import type { LeadRecord } from "../delivery/delivery-record";
import { routeSubmission } from "../delivery/office-routing";
import { createdDeliveryIds, insertDeliveries, originValues, recordSource, type SubmissionOrigin } from "../delivery/outbox";
import { retryWhenBusy } from "./busy-retry";
import type { Database } from "./client";
import { leads } from "./schema";
import { sha256Hex } from "./sha256-hex";

const excluded = (column: string) => sql.raw(`excluded.${column}`);

export type StoredLead = { leadId: string; leadScore: number; isHighValue: boolean; deliveryIds: string[] };

/**
 * A submit for a chat session whose lead was made with another session key, or before leads had one:
 * whoever sent it knows the session id (it travels in analytics and alerts) but is not that chat.
 * Nothing was changed.
 */
export class SessionConflictError extends Error {
  constructor() {
    super("This chat session's lead was sent from another chat.");
    this.name = "SessionConflictError";
  }
}

/** A person has worked the record: moved it, owned it, or done anything on the desk (not the Cron, not the visitor). */
const touchedByAPerson = sql`(${leads.status} <> 'new' or ${leads.owner} is not null or ${leads.firstTouchAt} is not null or exists (
  select 1 from desk_activity where desk_activity.record_type = 'lead' and desk_activity.record_id = ${leads.id}
    and desk_activity.actor not in (${SYSTEM_ACTOR}, ${VISITOR_ACTOR})))`;

type ChangedField = keyof typeof deskCopy.resubmittedFields;

/**
 * The timeline's note of a resubmission: one line per field that changed, "Phone: old → new", read
 * from the row before the upsert rewrites it; null when only something else (the source) changed.
 */
function changesNote(next: Record<ChangedField, SQL>): SQL {
  const lines = (Object.entries(next) as [ChangedField, SQL][]).map(([field, value]) => {
    const column = leads[field];
    // Consent is stored as 0/1; the note says it as the record page does.
    const shown = (v: SQL) =>
      field === "consentMarketing" ? sql`case ${v} when 1 then 'yes' when 0 then 'no' else '—' end` : sql`coalesce(${v}, '—')`;
    const line = `${deskCopy.resubmittedFields[field]}: `;
    return sql`case when ${column} is not ${value} then ${line} || ${shown(sql`${column}`)} || ' → ' || ${shown(value)} || char(10) else '' end`;
  });
  return sql`nullif(rtrim(${sql.join(lines, sql` || `)}, char(10)), '')`;
}

/**
 * Stores a chat lead and its pending deliveries in one batch. One lead per chat session, written only
 * by the chat that made it (the hash of its session key is stored with the first submit; another key
 * throws SessionConflictError and the batch changes nothing). A resubmission rewrites that row in
 * place (same id and created_at, fresh score). When what the visitor sent changed, the version goes
 * up, the desk timeline says what changed, and each destination gets a `lead.updated` delivery; an
 * identical retry keeps the version, finds its deliveries already written and queues nothing new —
 * which also makes retrying the whole batch on a busy database safe.
 */
export async function storeLead(
  db: Database,
  lead: LeadSubmission,
  { country, destinations, spamReason = null, now = new Date() }: SubmissionOrigin,
): Promise<StoredLead> {
  const { leadScore, isHighValue, breakdown } = scoreLead(lead);
  // The spam-check fields differ between a page and a retry; they are not part of what the visitor sent.
  // The session key proves who may write the lead; it is never part of the lead itself.
  const { sessionId, sessionKey, attribution = {}, form_token, website, "cf-turnstile-response": turnstileToken, ...submitted } = lead;
  const { office, phoneE164 } = routeSubmission(lead.contact.phone, country);
  const contentHash = await sha256Hex(JSON.stringify({ ...submitted, attribution }));
  const sessionKeyHash = await sha256Hex(sessionKey);
  const answers = {
    intent: lead.intent,
    orgType: lead.orgType ?? null,
    companySize: lead.companySize ?? null,
    primaryNeed: lead.primaryNeed ?? null,
    currentStack: lead.currentStack ?? null,
    urgency: lead.urgency ?? null,
    budget: lead.budget ?? null,
    requestMessage: lead.requestMessage ?? null,
    downNow: lead.downNow ?? null,
    contactName: lead.contact.name,
    contactEmail: lead.contact.email,
    contactCompany: lead.contact.company,
    contactPhone: lead.contact.phone || null,
    contactPhoneE164: phoneE164,
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
    contact: {
      name: answers.contactName,
      email: answers.contactEmail,
      company: answers.contactCompany,
      phone: answers.contactPhone,
      phoneE164,
    },
    score: { leadScore, isHighValue, breakdown },
    recommendations: lead.recommendations,
    consent: lead.consent ?? null,
    requestMessage: answers.requestMessage,
    downNow: answers.downNow,
    office,
    attribution: recordSource(attribution),
    submittedAt: now.toISOString(),
  };

  // Every statement below touches the session's lead only when it was made with this key.
  const ownLead = sql`${leads.sessionId} = ${sessionId} and ${leads.sessionKeyHash} = ${sessionKeyHash}`;

  // Written before the upsert, which it reads the old values from: a changed resubmission is a new
  // version, and sales see on the timeline what changed.
  const resubmitted = db.run(sql`insert into desk_activity (record_type, record_id, kind, actor, from_value, to_value, note, created_at)
    select 'lead', ${leads.id}, 'resubmitted', ${VISITOR_ACTOR}, ${leads.version}, ${leads.version} + 1, ${changesNote({
      intent: sql`${answers.intent}`,
      orgType: sql`${answers.orgType}`,
      companySize: sql`${answers.companySize}`,
      primaryNeed: sql`${answers.primaryNeed}`,
      currentStack: sql`${answers.currentStack}`,
      urgency: sql`${answers.urgency}`,
      budget: sql`${answers.budget}`,
      contactName: sql`${answers.contactName}`,
      contactEmail: sql`${answers.contactEmail}`,
      contactCompany: sql`${answers.contactCompany}`,
      contactPhone: sql`${answers.contactPhone}`,
      // Without a consent object the upsert keeps the recorded consent.
      consentMarketing: sql`coalesce(${lead.consent?.marketing ?? null}, ${leads.consentMarketing})`,
    })}, ${now.toISOString()}
    from ${leads} where ${ownLead} and ${leads.contentHash} is not ${contentHash}`);

  const upsert = db
    .insert(leads)
    .values({
      id: crypto.randomUUID(),
      sessionId,
      ...answers,
      consentMarketing: lead.consent?.marketing ?? null,
      consentNoticeVersion: lead.consent?.noticeVersion ?? null,
      sessionKeyHash,
      // Set once, when first stored: the conflict's update below leaves it as it was.
      respondBy: respondBy({ submittedAt: now.toISOString(), isHighValue, office: office.id }),
    })
    .onConflictDoUpdate({
      target: leads.sessionId,
      set: {
        ...Object.fromEntries(Object.keys(answers).map((key) => [key, excluded(leads[key as keyof typeof answers].name)])),
        // A retry that carries no consent object keeps the consent already recorded.
        consentMarketing: sql`coalesce(${excluded(leads.consentMarketing.name)}, ${leads.consentMarketing})`,
        consentNoticeVersion: sql`coalesce(${excluded(leads.consentNoticeVersion.name)}, ${leads.consentNoticeVersion})`,
        // A record a person has worked stays in their inbox: a resubmission that looks scripted does not
        // move it to spam (and, flagged, is delivered nowhere).
        spamReason: sql`case when ${excluded(leads.spamReason.name)} is not null and ${touchedByAPerson} then ${leads.spamReason} else ${excluded(leads.spamReason.name)} end`,
        version: sql`case when ${leads.contentHash} is ${excluded(leads.contentHash.name)} then ${leads.version} else ${leads.version} + 1 end`,
        updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      },
      // Another key (or a lead stored before keys, whose hash is null) updates nothing and returns no row.
      setWhere: sql`${leads.sessionKeyHash} = ${excluded(leads.sessionKeyHash.name)}`,
    })
    .returning({ id: leads.id });
  const outbox = insertDeliveries(db, {
    recordType: "lead",
    payload,
    // A submission that looks scripted is kept for review but never reaches sales.
    destinations: spamReason ? [] : destinations,
    record: sql`(select id, version from ${leads} where ${ownLead})`,
    now: now.toISOString(),
  });

  const [, [row], ...deliveryResults] = await retryWhenBusy(() => db.batch([resubmitted, upsert, ...outbox]));
  if (!row) throw new SessionConflictError();
  return { leadId: row.id, leadScore, isHighValue, deliveryIds: createdDeliveryIds(deliveryResults) };
}
