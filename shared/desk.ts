import * as v from "valibot";
import { HIGH_VALUE_THRESHOLD } from "./lead-score";
import { OFFICE_IDS } from "./office-ids";

// The sales desk's vocabulary and the shapes of what its forms and filters send. The desk's server
// validates every change with these schemas; the pages build their controls from the same lists.

/** Where sales stand with a record: open statuses in working order, then the two outcomes. */
export const LEAD_STATUSES = ["new", "attempting", "connected", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  attempting: "Attempting",
  connected: "Connected",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

/** The records sales work: chat leads, contact messages and guide requests (newsletter sign-ups are not worked). */
export const DESK_RECORD_TYPES = ["lead", "contact", "guide"] as const;
export type DeskRecordType = (typeof DESK_RECORD_TYPES)[number];

export const RECORD_TYPE_LABELS: Record<DeskRecordType, string> = {
  lead: "Chat lead",
  contact: "Contact message",
  guide: "Guide request",
};

/** Each record type's pages live under /desk/<segment>/<id>. */
export const RECORD_PATH_SEGMENTS: Record<DeskRecordType, string> = {
  lead: "leads",
  contact: "messages",
  guide: "guide-requests",
};

export const deskRecordPath = (type: DeskRecordType, id: string) => `/desk/${RECORD_PATH_SEGMENTS[type]}/${encodeURIComponent(id)}`;

/** What a desk_activity row records. */
export const DESK_ACTIVITY_KINDS = ["claimed", "assigned", "office", "status", "note", "released", "escalated", "resubmitted"] as const;
export type DeskActivityKind = (typeof DESK_ACTIVITY_KINDS)[number];

/** desk_activity actors that are not a person: the Cron, and the visitor sending their chat lead again. */
export const SYSTEM_ACTOR = "system";
export const VISITOR_ACTOR = "visitor";

/** What a change on the desk came to; the record's page says it in words after the redirect (?notice=). */
export const CHANGE_OUTCOMES = [
  "claimed",
  "already-yours",
  "taken",
  "assigned",
  "office-changed",
  "status-changed",
  "noted",
  "unchanged",
  "released",
  "not-spam-already",
  "not-found",
] as const;
export type ChangeOutcome = (typeof CHANGE_OUTCOMES)[number];

/** Score bands sales filter by; contact messages and guide requests have no score and fall in none. */
export const SCORE_BANDS = ["high", "medium", "low"] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];
export const MEDIUM_SCORE_FLOOR = 40;
export const SCORE_BAND_LABELS: Record<ScoreBand, string> = {
  high: `High value (${HIGH_VALUE_THRESHOLD}+)`,
  medium: `Medium (${MEDIUM_SCORE_FLOOR}–${HIGH_VALUE_THRESHOLD - 1})`,
  low: `Low (under ${MEDIUM_SCORE_FLOOR})`,
};

export const OWNER_FILTERS = ["everyone", "mine", "unassigned"] as const;
export type OwnerFilter = (typeof OWNER_FILTERS)[number];

export const INBOX_PAGE_SIZE = 50;
const NOTE_MAX = 2000;

/** An empty field of a GET filter form means "any". */
const optionalChoice = <T extends readonly string[]>(options: T, label: string) => {
  // On the union: a value that is neither "" nor a choice fails both, and the union reports it.
  const message = `${label} must be one of: ${options.join(", ")}`;
  return v.optional(v.union([v.literal(""), v.picklist(options, message)], message), "");
};
const isoDay = (label: string) =>
  v.optional(v.union([v.literal(""), v.pipe(v.string(), v.isoDate(`${label} must be a date (YYYY-MM-DD)`))]), "");

/** The inbox's query string: every filter optional, unknown parameters ignored. */
export const inboxFilterSchema = v.object({
  view: v.optional(v.picklist(["inbox", "spam"], "view must be inbox or spam"), "inbox"),
  status: optionalChoice(LEAD_STATUSES, "status"),
  type: optionalChoice(DESK_RECORD_TYPES, "type"),
  office: optionalChoice(OFFICE_IDS, "office"),
  owner: v.optional(v.picklist(OWNER_FILTERS, `owner must be one of: ${OWNER_FILTERS.join(", ")}`), "everyone"),
  source: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "source must be at most 200 characters")), ""),
  campaign: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "campaign must be at most 200 characters")), ""),
  band: optionalChoice(SCORE_BANDS, "band"),
  from: isoDay("from"),
  to: isoDay("to"),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "search must be at most 200 characters")), ""),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, "page must be a whole number from 1"), v.transform(Number)), "1"),
});
export type InboxFilter = v.InferOutput<typeof inboxFilterSchema>;

const note = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(NOTE_MAX, `a note must be at most ${NOTE_MAX} characters`)), "");

/** POST …/status: the new status, an optional note, and for "lost" the reason it was lost. */
export const statusChangeSchema = v.pipe(
  v.object({
    status: v.picklist(LEAD_STATUSES, `status must be one of: ${LEAD_STATUSES.join(", ")}`),
    note,
    lostReason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "the reason must be at most 200 characters")), ""),
  }),
  v.check((input) => input.status !== "lost" || input.lostReason !== "", "say why the lead was lost"),
);
export type StatusChange = v.InferOutput<typeof statusChangeSchema>;

/** POST …/note */
export const noteSchema = v.object({
  note: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("write the note first"),
    v.maxLength(NOTE_MAX, `a note must be at most ${NOTE_MAX} characters`),
  ),
});

/** POST …/assign: a colleague's e-mail address (the identity Access gives them). */
export const assignSchema = v.object({
  owner: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty("give the colleague's e-mail address"),
    v.maxLength(254, "an e-mail address is at most 254 characters"),
    v.email("give the colleague's e-mail address"),
  ),
});

/** POST …/office: route the record to another office. */
export const officeChangeSchema = v.object({
  office: v.picklist(OFFICE_IDS, `office must be one of: ${OFFICE_IDS.join(", ")}`),
});
