import { and, eq, sql } from "drizzle-orm";
import { findGuide } from "../../content/guides";
import { respondBy } from "../../content/response-targets";
import { pickAttribution } from "../../shared/attribution";
import type { ContactMessage, GuideRequest, NewsletterSignup } from "../../shared/contact-messages";
import type { GuideId } from "../../shared/contact-options";
import type { ContactRecord, GuideRecord, NewsletterRecord } from "../delivery/delivery-record";
import { routeSubmission } from "../delivery/office-routing";
import {
  createdDeliveryIds,
  insertDeliveries,
  originValues,
  type RecordType,
  recordSource,
  type SubmissionOrigin,
} from "../delivery/outbox";
import { retryWhenBusy } from "./busy-retry";
import type { Database } from "./client";
import { contactMessages } from "./schema";

// The contact_messages table holds the three kinds of visitor submissions outside the chat. Each is
// stored in one batch with one pending delivery per configured destination.

/** A stored submission and the deliveries the batch created (to be queued). */
export type StoredSubmission = { id: string; deliveryIds: string[] };

/** Optional form fields arrive as "" when left blank; the table stores them as NULL. */
const orNull = (value: string | undefined) => value || null;

type Row = typeof contactMessages.$inferInsert;

/** Inserts the row and its deliveries. */
async function storeWithDeliveries(
  db: Database,
  kind: Exclude<RecordType, "lead" | "newsletter">,
  row: Omit<Row, "id" | "source">,
  payload: Omit<ContactRecord, "id"> | Omit<GuideRecord, "id">,
  origin: SubmissionOrigin,
): Promise<StoredSubmission> {
  const id = crypto.randomUUID();
  const respondByAt = respondBy({ submittedAt: payload.submittedAt, isHighValue: false, office: payload.office.id });
  const insert = db
    .insert(contactMessages)
    .values({ ...row, id, source: kind, spamReason: origin.spamReason ?? null, respondBy: respondByAt });
  const outbox = insertDeliveries(db, {
    recordType: kind,
    payload,
    destinations: origin.spamReason ? [] : origin.destinations,
    record: sql`(select id, 1 as version from contact_messages where id = ${id})`,
    now: (origin.now ?? new Date()).toISOString(),
  });
  const [, ...deliveryResults] = await retryWhenBusy(() => db.batch([insert, ...outbox]));
  return { id, deliveryIds: createdDeliveryIds(deliveryResults) };
}

function originOf(fields: Partial<Record<string, unknown>>, phone: string | null, origin: SubmissionOrigin) {
  const attribution = pickAttribution(fields);
  const { office, phoneE164 } = routeSubmission(phone, origin.country);
  return { columns: originValues(attribution, office, origin.country), office, attribution: recordSource(attribution), phoneE164 };
}

export async function storeContactMessage(db: Database, message: ContactMessage, origin: SubmissionOrigin): Promise<StoredSubmission> {
  const phone = orNull(message.phone);
  const { columns, office, attribution, phoneE164 } = originOf(message, phone, origin);
  const contact = { name: message.name, email: message.email, company: orNull(message.company), phone, phoneE164 };
  const submittedAt = (origin.now ?? new Date()).toISOString();
  const { id, deliveryIds } = await storeWithDeliveries(
    db,
    "contact",
    {
      ...contact,
      subject: message.subject,
      message: message.message,
      serviceInterest: orNull(message.serviceInterest),
      ...columns,
    },
    {
      kind: "contact",
      contact,
      subject: message.subject,
      message: message.message,
      serviceInterest: orNull(message.serviceInterest),
      office,
      attribution,
      submittedAt,
    },
    origin,
  );
  return { id, deliveryIds };
}

/** The row id doubles as the download token: only a stored request can fetch the guide. */
export async function storeGuideRequest(db: Database, request: GuideRequest, origin: SubmissionOrigin): Promise<StoredSubmission> {
  const phone = orNull(request.phone);
  const { columns, office, attribution, phoneE164 } = originOf(request, phone, origin);
  const contact = { name: request.name, email: request.email, company: request.company, phone, phoneE164 };
  const submittedAt = (origin.now ?? new Date()).toISOString();
  const { id, deliveryIds } = await storeWithDeliveries(
    db,
    "guide",
    { ...contact, guideId: request.guideId, ...columns },
    {
      kind: "guide",
      contact,
      guide: { id: request.guideId, title: findGuide(request.guideId)?.title ?? request.guideId },
      office,
      attribution,
      submittedAt,
    },
    origin,
  );
  return { id, deliveryIds };
}

export type StoredGuideRequest = { guideId: GuideId; name: string; company: string };

export async function findGuideRequest(db: Database, id: string): Promise<StoredGuideRequest | undefined> {
  const [row] = await db
    .select({ guideId: contactMessages.guideId, name: contactMessages.name, company: contactMessages.company })
    .from(contactMessages)
    .where(and(eq(contactMessages.id, id), eq(contactMessages.source, "guide")))
    .limit(1);
  return row?.guideId ? { guideId: row.guideId as GuideId, name: row.name, company: row.company ?? "" } : undefined;
}

/**
 * One row per address (a unique index). A clean sign-up inserts it, or takes over the row a flagged
 * sign-up left (spam_reason cleared, this visit's origin and time), and is delivered once: the
 * deliveries select the clean row only when its created_at is this sign-up's, and are keyed by the
 * row, so a repeat of a clean sign-up changes and delivers nothing. A flagged sign-up never touches
 * an existing row. The visitor's answer is the same in every case: it must not tell anyone whether
 * an address is on the list. A sign-up has no name; the column is NOT NULL, so it holds "".
 */
export async function storeNewsletterSignup(
  db: Database,
  signup: NewsletterSignup,
  origin: SubmissionOrigin,
): Promise<{ deliveryIds: string[] }> {
  const email = signup.email.toLowerCase();
  const { columns, office, attribution } = originOf(signup, null, origin);
  const submittedAt = (origin.now ?? new Date()).toISOString();
  const spamReason = origin.spamReason ?? null;
  const insert = db
    .insert(contactMessages)
    .values({ id: crypto.randomUUID(), source: "newsletter", name: "", email, ...columns, spamReason, createdAt: submittedAt });
  const store = spamReason
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({
        target: contactMessages.email,
        targetWhere: sql`source = 'newsletter'`,
        set: { ...columns, spamReason: null, createdAt: submittedAt },
        setWhere: sql`${contactMessages.spamReason} is not null`,
      });
  const outbox = insertDeliveries(db, {
    recordType: "newsletter",
    payload: { kind: "newsletter", email, office, attribution, submittedAt } satisfies Omit<NewsletterRecord, "id">,
    destinations: spamReason ? [] : origin.destinations,
    record: sql`(select id, 1 as version from contact_messages
      where source = 'newsletter' and email = ${email} and spam_reason is null and created_at = ${submittedAt})`,
    now: submittedAt,
  });
  // A batch refused as busy wrote nothing, so trying it again cannot store twice.
  const [, ...deliveryResults] = await retryWhenBusy(() => db.batch([store, ...outbox]));
  return { deliveryIds: createdDeliveryIds(deliveryResults) };
}
