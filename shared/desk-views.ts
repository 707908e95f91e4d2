import type { DeskActivityKind, DeskRecordType, LeadStatus } from "./desk";
import type { OfficeId } from "./office-ids";

// What the desk's server hands its pages: plain data, shaped for reading.

/** One row of the inbox, whatever table it came from. */
export type InboxRow = {
  type: DeskRecordType;
  id: string;
  createdAt: string;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  status: LeadStatus;
  owner: string | null;
  office: string;
  source: string;
  campaign: string | null;
  score: number | null;
  isHighValue: boolean;
  /** A chat lead with the support intent: listed as a support request, never as a high-value sale. */
  support: boolean;
  /** A support request's visitor said something is down right now. */
  downNow: boolean;
  /** The start of a chat lead's own words ("How can we help?"), or null. */
  request: string | null;
  firstTouchAt: string | null;
  spamReason: string | null;
  /** When the response target falls due (untouched records are labelled against it). */
  respondBy: string | null;
  /** The earliest open follow-up's due time. */
  nextFollowUpAt: string | null;
};

export type InboxPage = {
  rows: InboxRow[];
  /** Per status, the records matching every filter but the status. */
  counts: Record<LeadStatus, number>;
  /** Records matching every filter, status included. */
  total: number;
  page: number;
  pageCount: number;
  /** Records held for review (spam check) since midnight EAT: shown on the inbox, never silent. */
  heldToday: number;
  /** Every record held for review: the spam view's heading. */
  heldTotal: number;
};

/** Where sales stand with a record: the work columns both tables share. */
export type WorkState = {
  status: LeadStatus;
  owner: string | null;
  office: OfficeId;
  firstTouchAt: string | null;
  lostReason: string | null;
  spamReason: string | null;
  createdAt: string;
  /** The earliest open follow-up's due time, or null. */
  nextFollowUpAt: string | null;
  /** What Won recorded: the deal's value in US cents and the catalogue ids sold (null unless won). */
  wonValueCents: number | null;
  wonProducts: string[] | null;
};

/** A logged activity's channel and outcome, and the next step it set, if any. */
export type LoggedActivityView = {
  channel: string;
  outcome: string;
  nextStep: string | null;
  dueAt: string | null;
};

export type DeliveryState = {
  id: string;
  destination: string;
  /** lead.created, record.follow_up_due, …: what the delivery carried. */
  eventType: string;
  recordVersion: number;
  status: string;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  updatedAt: string;
};

export type TimelineEntry = {
  /** Unique within the record's timeline. */
  key: string;
  at: string;
  kind: DeskActivityKind | "created" | "delivered" | "delivery-failed";
  actor: string | null;
  from: string | null;
  to: string | null;
  note: string | null;
  /** For a logged activity (kind "activity"). */
  activity?: LoggedActivityView;
};

/** A labelled fact about a record; `href` for the ones sales act on (mailto:, tel:, wa.me, a page). */
export type DeskFact = { label: string; value: string; href?: string };
export type DeskFactSection = { title: string; facts: DeskFact[] };

/** A record's page: who, the facts every alert carries, and the desk's own state and history. */
export type DeskRecordView = {
  type: DeskRecordType;
  id: string;
  /** "Chat lead", "Support request", "Contact message", …: what sales read it as. */
  kindLabel: string;
  who: string;
  highValue: boolean;
  /** The visitor's own words ("How can we help?"), shown first; null when they wrote none. */
  request: DeskFactSection | null;
  /** A support request whose visitor said something is down right now. */
  downNow: boolean;
  score: number | null;
  contact: DeskFact[];
  links: DeskFact[];
  sections: DeskFactSection[];
  source: DeskFactSection | null;
  work: WorkState;
  deliveries: DeliveryState[];
  timeline: TimelineEntry[];
};
