import { and, asc, eq } from "drizzle-orm";
import { findGuide } from "../../content/guides";
import type { OrgType } from "../../shared/allowed-values";
import { type DeskRecordType, isSupportRequest, RECORD_TYPE_LABELS, SUPPORT_REQUEST_LABEL } from "../../shared/desk";
import type { DeliveryState, DeskRecordView, LoggedActivityView, TimelineEntry, WorkState } from "../../shared/desk-views";
import type { OfficeId } from "../../shared/office-ids";
import { OFFICE_LABELS } from "../../shared/office-ids";
import { catalogueRecommendations } from "../../shared/recommendations";
import type { Database } from "../db/client";
import {
  type ContactMessageRow,
  contactMessages,
  type DeskActivityRow,
  deliveries,
  deskActivity,
  type FollowUpRow,
  followUps,
  type LeadRow,
  leads,
} from "../db/schema";
import type { ContactRecord, DeliveryRecord, GuideRecord, LeadRecord, RecordSource, RoutedOffice } from "../delivery/delivery-record";
import { routeOffice } from "../delivery/office-routing";
import { summarizeRecord } from "../delivery/record-summary";

// One record as the desk shows it: the record itself (in the shape every delivery carries, so the
// desk and the alerts read the same facts), where sales stand with it, each destination's delivery
// state and everything that happened to it, oldest first.

export type DeskRecord = {
  type: DeskRecordType;
  record: DeliveryRecord;
  work: WorkState;
  deliveries: DeliveryState[];
  timeline: TimelineEntry[];
};

/** The office as the record now stands: as routed, unless sales moved it. */
function officeOf(id: string, phone: string | null, country: string | null): RoutedOffice {
  const office = id as OfficeId;
  const routed = routeOffice(phone, country);
  return routed.id === office ? routed : { id: office, city: OFFICE_LABELS[office], reason: "desk" };
}

function sourceOf(row: LeadRow | ContactMessageRow): RecordSource {
  return {
    source: row.attributionSource,
    ...Object.fromEntries(
      Object.entries({
        utm_source: row.utmSource,
        utm_medium: row.utmMedium,
        utm_campaign: row.utmCampaign,
        utm_term: row.utmTerm,
        utm_content: row.utmContent,
        gclid: row.gclid,
        fbclid: row.fbclid,
        msclkid: row.msclkid,
        referrer_host: row.referrerHost,
        landing_path: row.landingPath,
      }).filter(([, value]) => value !== null),
    ),
  };
}

/** A stored chat lead in the shape its deliveries carry. */
export function leadRecordOf(row: LeadRow): LeadRecord {
  return {
    kind: "lead",
    id: row.id,
    version: row.version,
    sessionId: row.sessionId,
    intent: row.intent,
    answers: {
      orgType: row.orgType,
      companySize: row.companySize,
      primaryNeed: row.primaryNeed,
      currentStack: row.currentStack,
      urgency: row.urgency,
      budget: row.budget,
    },
    contact: {
      name: row.contactName,
      email: row.contactEmail,
      company: row.contactCompany,
      phone: row.contactPhone,
      phoneE164: row.contactPhoneE164,
    },
    score: { leadScore: row.leadScore, isHighValue: row.isHighValue, breakdown: row.scoreBreakdown as LeadRecord["score"]["breakdown"] },
    // Rebuilt from the catalogue by id: leads stored before the server did so hold the browser's text and links.
    recommendations: catalogueRecommendations(row.recommendations as LeadRecord["recommendations"], row.orgType as OrgType | null),
    consent: row.consentMarketing === null ? null : { marketing: row.consentMarketing, noticeVersion: row.consentNoticeVersion ?? "" },
    requestMessage: row.requestMessage,
    downNow: row.downNow,
    office: officeOf(row.office, row.contactPhone, row.country),
    attribution: sourceOf(row),
    submittedAt: row.createdAt,
  };
}

/** A stored contact message or guide request in the shape its deliveries carry. */
export function messageRecordOf(row: ContactMessageRow): ContactRecord | GuideRecord {
  const contact = { name: row.name, email: row.email, company: row.company, phone: row.phone, phoneE164: row.phoneE164 };
  const shared = {
    id: row.id,
    contact,
    office: officeOf(row.office, row.phone, row.country),
    attribution: sourceOf(row),
    submittedAt: row.createdAt,
  };
  if (row.source === "guide") {
    const guideId = row.guideId ?? "";
    return { kind: "guide", ...shared, guide: { id: guideId, title: findGuide(guideId)?.title ?? guideId } };
  }
  return { kind: "contact", ...shared, subject: row.subject ?? "", message: row.message ?? "", serviceInterest: row.serviceInterest };
}

/** What the outbox stores of a record: everything but its id and version, which it reads from the row. */
export function recordContent(record: DeliveryRecord): Omit<DeliveryRecord, "id" | "version"> {
  const { id: _id, ...content } = record;
  if (!("version" in content)) return content;
  const { version: _version, ...rest } = content;
  return rest;
}

const workOf = (row: LeadRow | ContactMessageRow): WorkState => ({
  status: row.status,
  owner: row.owner,
  office: row.office as OfficeId,
  firstTouchAt: row.firstTouchAt,
  lostReason: row.lostReason,
  spamReason: row.spamReason,
  createdAt: row.createdAt,
  nextFollowUpAt: row.nextFollowUpAt,
  wonValueCents: row.wonValueCents,
  wonProducts: row.wonProducts,
});

/** The query for a stored record's row; a contact message's id does not match as a guide request. */
const recordRowQuery = (db: Database, type: DeskRecordType, id: string) =>
  type === "lead"
    ? db.select().from(leads).where(eq(leads.id, id)).limit(1)
    : db
        .select()
        .from(contactMessages)
        .where(and(eq(contactMessages.id, id), eq(contactMessages.source, type)))
        .limit(1);

/** The record and its work state from its row, in the shape its deliveries carry. */
function deskRecordOf(type: DeskRecordType, row: LeadRow | ContactMessageRow): Pick<DeskRecord, "record" | "work"> {
  const record = type === "lead" ? leadRecordOf(row as LeadRow) : messageRecordOf(row as ContactMessageRow);
  return { record, work: workOf(row) };
}

/** A stored record of this type, or undefined. */
export async function findDeskRecord(
  db: Database,
  type: DeskRecordType,
  id: string,
): Promise<Pick<DeskRecord, "record" | "work"> | undefined> {
  const [row] = await recordRowQuery(db, type, id);
  return row && deskRecordOf(type, row);
}

/** A logged activity as the timeline tells it, with the next step it set. */
function loggedActivityOf(row: DeskActivityRow, followUpRows: readonly FollowUpRow[]): LoggedActivityView {
  const next = followUpRows.find((followUp) => followUp.activityId === row.id);
  return { channel: row.channel ?? "", outcome: row.outcome ?? "", nextStep: next?.nextStep ?? null, dueAt: next?.dueAt ?? null };
}

/** The record with its deliveries and timeline, read in one round trip. */
export async function readDeskRecord(db: Database, type: DeskRecordType, id: string): Promise<DeskRecord | undefined> {
  const [[row], deliveryRows, activity, followUpRows] = await db.batch([
    recordRowQuery(db, type, id),
    db.select().from(deliveries).where(eq(deliveries.recordId, id)).orderBy(asc(deliveries.recordVersion), asc(deliveries.destination)),
    db.select().from(deskActivity).where(eq(deskActivity.recordId, id)).orderBy(asc(deskActivity.id)),
    db.select().from(followUps).where(eq(followUps.recordId, id)),
  ]);
  if (!row) return undefined;
  const { record, work } = deskRecordOf(type, row);
  const deliveryStates: DeliveryState[] = deliveryRows.map((d) => ({
    id: d.id,
    destination: d.destination,
    eventType: d.eventType,
    recordVersion: d.recordVersion,
    status: d.status,
    attempts: d.attempts,
    lastError: d.lastError,
    deliveredAt: d.deliveredAt,
    updatedAt: d.updatedAt,
  }));
  const timeline: TimelineEntry[] = [
    { key: "created", at: row.createdAt, kind: "created" as const, actor: null, from: null, to: null, note: null },
    ...deliveryRows.flatMap((d): TimelineEntry[] => {
      if (d.status === "delivered" && d.deliveredAt)
        return [{ key: `delivery:${d.id}`, at: d.deliveredAt, kind: "delivered", actor: null, from: null, to: d.destination, note: null }];
      if (d.status === "failed")
        return [
          {
            key: `delivery:${d.id}`,
            at: d.updatedAt,
            kind: "delivery-failed",
            actor: null,
            from: null,
            to: d.destination,
            note: d.lastError,
          },
        ];
      return [];
    }),
    ...activity.map((a) => ({
      key: `activity:${a.id}`,
      at: a.createdAt,
      kind: a.kind,
      actor: a.actor,
      from: a.fromValue,
      to: a.toValue,
      note: a.note,
      ...(a.kind === "activity" ? { activity: loggedActivityOf(a, followUpRows) } : {}),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return { type, record, work, deliveries: deliveryStates, timeline };
}

/** The record's page as the desk shows it: the alerts' own facts, with office and source kept apart. */
export function deskRecordView({ type, record, work, deliveries: deliveryStates, timeline }: DeskRecord): DeskRecordView {
  const summary = summarizeRecord({ type: "lead.created", timestamp: record.submittedAt, data: record }, "");
  const plain = (section: (typeof summary.sections)[number]) => ({ title: section.title, facts: section.facts });
  const source = summary.sections.find((section) => section.about === "source");
  const request = summary.sections.find((section) => section.about === "request");
  const support = record.kind === "lead" && isSupportRequest(record);
  return {
    type,
    id: record.id,
    kindLabel: support ? SUPPORT_REQUEST_LABEL : RECORD_TYPE_LABELS[type],
    who: summary.who,
    highValue: record.kind === "lead" && record.score.isHighValue && !support,
    request: request ? plain(request) : null,
    downNow: support && record.downNow === true,
    score: record.kind === "lead" ? record.score.leadScore : null,
    contact: summary.contact,
    links: summary.links,
    sections: summary.sections.filter((section) => !section.about).map(plain),
    source: source ? plain(source) : null,
    work,
    deliveries: deliveryStates,
    timeline,
  };
}
