import type { DeskRecordType, LeadStatus } from "./desk";
import type { TimelineEntry } from "./desk-views";

// The same person's records on the desk: every chat lead, contact message and guide request with the
// same e-mail address (in any case) or the same E.164 phone number, and their timelines as one.

/** Another record of the person, as its row in "Other records of this person". */
export type LinkedRecordView = {
  type: DeskRecordType;
  id: string;
  /** "Chat lead", "Support request", "Contact message", "Guide request". */
  kindLabel: string;
  createdAt: string;
  status: LeadStatus;
  href: string;
};

/** Which record a combined timeline entry belongs to; `href` null for the record on screen. */
export type TimelineRecordMark = { label: string; href: string | null };

export type PersonTimelineEntry = TimelineEntry & { record: TimelineRecordMark };

export type PersonView = { records: LinkedRecordView[]; timeline: PersonTimelineEntry[] };
