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
  firstTouchAt: string | null;
  spamReason: string | null;
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
};

export type DeliveryState = {
  destination: string;
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
};

/** A labelled fact about a record; `href` for the ones sales act on (mailto:, tel:, wa.me, a page). */
export type DeskFact = { label: string; value: string; href?: string };
export type DeskFactSection = { title: string; facts: DeskFact[] };

/** A record's page: who, the facts every alert carries, and the desk's own state and history. */
export type DeskRecordView = {
  type: DeskRecordType;
  id: string;
  who: string;
  highValue: boolean;
  score: number | null;
  contact: DeskFact[];
  links: DeskFact[];
  sections: DeskFactSection[];
  source: DeskFactSection | null;
  work: WorkState;
  deliveries: DeliveryState[];
  timeline: TimelineEntry[];
};
