import type { Attribution } from "../../shared/attribution";
import type { LeadStatus } from "../../shared/desk";
import type { ScoreBreakdown } from "../../shared/lead-score";
import type { Recommendation } from "../../shared/lead-submission";
import type { OfficeId } from "../../shared/office-ids";

// What a delivery carries: one stored record (a chat lead, a contact message, a guide request or a
// newsletter sign-up) as every destination receives it. The snapshot is taken when the record is
// stored and kept with the delivery row, so every retry of one delivery sends the same content.

/** `confirmation` is the e-mail to the visitor who sent a chat lead; every other destination reaches staff or their tools. */
export const DESTINATIONS = ["email", "webhook", "slack", "hubspot", "confirmation"] as const;
export type Destination = (typeof DESTINATIONS)[number];

const DELIVERY_EVENT_TYPES = [
  "lead.created",
  "lead.updated",
  "contact.created",
  "guide.requested",
  "newsletter.subscribed",
  // Messages about a record that are not a new version of it (deliveries.event_key set):
  "record.escalated",
  "record.status_changed",
  "record.follow_up_due",
  // A live conversation's Slack alerts: a visitor waiting, and who answered (their own payload).
  "live.waiting",
  "live.answered",
  // A live conversation's transcript to its visitor (not a record: its own payload).
  "live.transcript",
  // A meeting booked, moved, cancelled or coming up (not a record: its own payload, worker/delivery/meeting-payload.ts).
  "meeting.booked",
  "meeting.rescheduled",
  "meeting.cancelled",
  "meeting.reminder",
] as const;
export type DeliveryEventType = (typeof DELIVERY_EVENT_TYPES)[number];

/** The office a record is routed to, and why (the phone's country code, the visitor's country, the default, or sales moved it). */
export type RoutedOffice = { id: OfficeId; city: string; reason: "phone" | "country" | "default" | "desk" };

export type RecordSource = Attribution & {
  /** utm_source, else the referring host, else "direct". */
  source: string;
};

type ContactDetails = {
  name: string;
  email: string;
  company: string | null;
  /** As the visitor typed it: what sales read. */
  phone: string | null;
  /** The phone in E.164, which links use; null when it is no valid number, absent from records stored before it was kept. */
  phoneE164?: string | null;
};

export type LeadRecord = {
  kind: "lead";
  id: string;
  /** 1 when first stored; each resubmission with changed answers adds one. */
  version: number;
  sessionId: string;
  intent: string;
  answers: {
    orgType: string | null;
    companySize: string | null;
    primaryNeed: string | null;
    currentStack: string | null;
    urgency: string | null;
    budget: string | null;
  };
  contact: ContactDetails;
  score: { leadScore: number; isHighValue: boolean; breakdown: ScoreBreakdown };
  recommendations: Recommendation[];
  consent: { marketing: boolean; noticeVersion: string } | null;
  /** "How can we help?" in the visitor's words, and (support) whether something is down; absent from records stored before they were asked. */
  requestMessage?: string | null;
  downNow?: boolean | null;
  office: RoutedOffice;
  attribution: RecordSource;
  /** ISO-8601 UTC. */
  submittedAt: string;
};

export type ContactRecord = {
  kind: "contact";
  id: string;
  contact: ContactDetails;
  subject: string;
  message: string;
  serviceInterest: string | null;
  office: RoutedOffice;
  attribution: RecordSource;
  submittedAt: string;
};

export type GuideRecord = {
  kind: "guide";
  id: string;
  contact: ContactDetails;
  guide: { id: string; title: string };
  office: RoutedOffice;
  attribution: RecordSource;
  submittedAt: string;
};

export type NewsletterRecord = {
  kind: "newsletter";
  id: string;
  email: string;
  office: RoutedOffice;
  attribution: RecordSource;
  submittedAt: string;
};

export type DeliveryRecord = (LeadRecord | ContactRecord | GuideRecord | NewsletterRecord) & {
  /** Set on a message about the record (an escalation, a status change), not on the record's own deliveries. */
  notice?: RecordNotice;
};

/**
 * Why a message about a record is sent. `escalated`: nobody touched it within its response target
 * (to the office's inbox and Slack). `status`: sales moved it on the desk (to the CRM as hs_lead_status).
 * `follow-up`: a next step logged on the desk fell due (to its owner's address and Slack).
 */
export type RecordNotice =
  | { kind: "escalated"; targetId: string; targetLabel: string; dueAt: string }
  | { kind: "status"; from: LeadStatus; to: LeadStatus; actor: string; lostReason: string | null; at: string }
  | { kind: "follow-up"; followUpId: number; owner: string; nextStep: string; dueAt: string };

/**
 * One delivery attempt's input: the event (its `type` and `timestamp` are fixed when the record is
 * stored) and the delivery's id, which is stable across retries (the webhook-id, an idempotency key).
 */
export type DeliveryJob = {
  deliveryId: string;
  destination: Destination;
  event: { type: DeliveryEventType; timestamp: string; data: DeliveryRecord };
};

/**
 * What one attempt came to. `retry`: 408, 429, 5xx, a network error or a timeout — tried again with
 * back-off, never sooner than `retryAfterSeconds` when the destination said so. `permanent`: any
 * other refusal (a 4xx, a malformed configuration) — stored with its reason and not retried.
 */
export type DeliveryOutcome =
  | { kind: "delivered"; status?: number }
  | { kind: "retry"; reason: string; retryAfterSeconds?: number }
  | { kind: "permanent"; reason: string };
