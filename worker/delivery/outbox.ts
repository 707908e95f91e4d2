import { type SQL, sql } from "drizzle-orm";
import { type Attribution, attributionSource } from "../../shared/attribution";
import type { Database } from "../db/client";
import type { Destination, RecordSource, RoutedOffice } from "./delivery-record";

/** Where a submission came from, where it goes, and why it looks scripted (then it goes nowhere). */
export type SubmissionOrigin = { country: string | null; destinations: readonly Destination[]; spamReason?: string | null; now?: Date };

// The outbox half of lead delivery: the statements that write one pending delivery per configured
// destination in the same batch as the record, and the hand-off of the new deliveries to the queue.

export type RecordType = "lead" | "contact" | "guide" | "newsletter";

/** The delivery message on the `kilele-leads` queue: the row holds everything else. */
export type DeliveryMessage = { deliveryId: string };

const EVENT_TYPE: Record<Exclude<RecordType, "lead">, string> = {
  contact: "contact.created",
  guide: "guide.requested",
  newsletter: "newsletter.subscribed",
};

/** The attribution with the one-word source sales and reports group by. */
export function recordSource(attribution: Attribution): RecordSource {
  return { ...attribution, source: attributionSource(attribution) };
}

/** The origin columns shared by leads and contact_messages (worker/db/schema/). */
export function originValues(attribution: Attribution, office: RoutedOffice, country: string | null) {
  return {
    attributionSource: attributionSource(attribution),
    utmSource: attribution.utm_source ?? null,
    utmMedium: attribution.utm_medium ?? null,
    utmCampaign: attribution.utm_campaign ?? null,
    utmTerm: attribution.utm_term ?? null,
    utmContent: attribution.utm_content ?? null,
    gclid: attribution.gclid ?? null,
    fbclid: attribution.fbclid ?? null,
    msclkid: attribution.msclkid ?? null,
    referrerHost: attribution.referrer_host ?? null,
    landingPath: attribution.landing_path ?? null,
    office: office.id,
    country,
  };
}

export type OutboxEntry = {
  recordType: RecordType;
  /** What every destination receives, without the record's id and version (read from the stored row). */
  payload: unknown;
  destinations: readonly Destination[];
  /**
   * A subquery of the stored record's `id` and `version` as the batch has just written them: a
   * lead's version is decided by its upsert; a newsletter sign-up that already existed selects nothing.
   */
  record: SQL;
  now: string;
};

/**
 * The visitor's confirmation goes with a chat lead only, and once per lead: not again for a changed
 * resubmission (a new version), yet still for the first version that is delivered at all (one held
 * as spam, then released or sent again by a person).
 */
const NO_CONFIRMATION_YET = sql.raw(
  "not exists (select 1 from deliveries as sent where sent.record_id = record.id and sent.destination = 'confirmation' and sent.event_key is null)",
);

/**
 * One INSERT … SELECT per destination, keyed (record id, version, destination): a batch that stores
 * an unchanged record again finds the key taken and writes nothing, so nothing is sent twice.
 * Each returns the id of the delivery it created, if any. (`where true`: SQLite needs a WHERE in an
 * INSERT … SELECT that has an ON CONFLICT clause.)
 */
export function insertDeliveries(db: Database, entry: OutboxEntry) {
  const eventType =
    entry.recordType === "lead"
      ? sql`case when version = 1 then 'lead.created' else 'lead.updated' end`
      : sql`${EVENT_TYPE[entry.recordType]}`;
  const payload = JSON.stringify(entry.payload);
  const destinations = entry.recordType === "lead" ? entry.destinations : entry.destinations.filter((d) => d !== "confirmation");
  return destinations.map((destination) =>
    db.run(sql`insert into deliveries (id, record_type, record_id, record_version, destination, event_type, payload, next_attempt_at, created_at, updated_at)
      select ${crypto.randomUUID()}, ${entry.recordType}, id, version, ${destination}, ${eventType}, ${payload}, ${entry.now}, ${entry.now}, ${entry.now}
      from ${entry.record} as record
      where ${destination === "confirmation" ? NO_CONFIRMATION_YET : sql.raw("true")}
      on conflict (record_id, record_version, destination) where event_key is null do nothing
      returning id`),
  );
}

/** The ids of the deliveries a batch created, from the results of insertDeliveries' statements. */
export function createdDeliveryIds(results: readonly unknown[]): string[] {
  return results.flatMap((result) => ((result as { rows?: { id?: unknown }[] }).rows ?? []).map((row) => String(row.id)));
}

/**
 * Hands new deliveries to the queue after the visitor has their answer. A failed send loses
 * nothing: the rows stay pending and the minute sweep sends them.
 */
export function enqueueDeliveries(
  env: Pick<Env, "LEADS_QUEUE">,
  waitUntil: (promise: Promise<unknown>) => void,
  ids: readonly string[],
): void {
  if (ids.length === 0) return;
  waitUntil(
    env.LEADS_QUEUE.sendBatch(
      ids.map((deliveryId) => ({ body: { deliveryId } satisfies DeliveryMessage, contentType: "json" as const })),
    ).catch((error: unknown) => console.error(`could not queue ${ids.length} deliveries; the sweep will send them`, error)),
  );
}

export type NoticeEntry = {
  /** `live`: a live conversation (its alerts), keyed by its id; its "version" is always 1. */
  recordType: RecordType | "live";
  eventType: "record.escalated" | "record.status_changed" | "record.follow_up_due" | "live.waiting" | "live.answered";
  /** Keys this message apart from the record's versions: one delivery per (record, key, destination), ever. */
  eventKey: string;
  /** The record as delivered (with its `notice`), without id and version, which are read from the row. */
  payload: unknown;
  destinations: readonly Destination[];
  /** A subquery of the record's `id` and `version`; selects nothing when the message must not be sent. */
  record: SQL;
  now: string;
};

/**
 * One INSERT … SELECT per destination for a message about a record (an escalation, a status sync):
 * keyed (record id, event key, destination), so a repeat — a second Cron run, a retried batch —
 * writes nothing. Each returns the id of the delivery it created, if any.
 */
export function insertNoticeDeliveries(db: Database, entry: NoticeEntry) {
  const payload = JSON.stringify(entry.payload);
  return entry.destinations.map((destination) =>
    db.run(sql`insert into deliveries (id, record_type, record_id, record_version, destination, event_type, event_key, payload, next_attempt_at, created_at, updated_at)
      select ${crypto.randomUUID()}, ${entry.recordType}, id, version, ${destination}, ${entry.eventType}, ${entry.eventKey}, ${payload}, ${entry.now}, ${entry.now}, ${entry.now}
      from ${entry.record} as record
      where true
      on conflict (record_id, event_key, destination) where event_key is not null do nothing
      returning id`),
  );
}
