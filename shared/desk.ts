import * as v from "valibot";
import { HIGH_VALUE_THRESHOLD } from "./lead-score";
import { OFFICE_IDS } from "./office-ids";
import { INBOX_VIEWS, SORT_COLUMNS, SORT_ORDERS } from "./work-queue";

// The sales desk's vocabulary and the shapes of what its forms and filters send. The desk's server
// validates every change with these schemas; the pages build their controls from the same lists.

/** Where sales stand with a record: open statuses in working order, then the two outcomes. */
export const LEAD_STATUSES = ["new", "attempting", "connected", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The statuses a record is still being worked in, in working order. */
export const OPEN_STATUSES = ["new", "attempting", "connected", "qualified"] as const satisfies readonly LeadStatus[];
export type OpenStatus = (typeof OPEN_STATUSES)[number];
const isOpen = (status: LeadStatus): status is OpenStatus => (OPEN_STATUSES as readonly LeadStatus[]).includes(status);

/**
 * Where a record may go from `from` by a plain status change: any later step, won, or lost (with a
 * reason). Won and lost are final: only the confirmed move back leaves them.
 */
export function forwardStatuses(from: LeadStatus): LeadStatus[] {
  if (!isOpen(from)) return [];
  return [...OPEN_STATUSES.slice(OPEN_STATUSES.indexOf(from) + 1), "won", "lost"];
}

/** Where the confirmed move back may take a record from `from`: an earlier open status (any, from won or lost). */
export function earlierStatuses(from: LeadStatus): OpenStatus[] {
  return isOpen(from) ? OPEN_STATUSES.slice(0, OPEN_STATUSES.indexOf(from)) : [...OPEN_STATUSES];
}

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

/** A chat lead whose intent is support is worked as a support request, not sold to: its own label everywhere sales read it. */
export const SUPPORT_REQUEST_LABEL = "Support request";
export const isSupportRequest = (lead: { intent: string }) => lead.intent === "support";

/** Each record type's pages live under /desk/<segment>/<id>. */
export const RECORD_PATH_SEGMENTS: Record<DeskRecordType, string> = {
  lead: "leads",
  contact: "messages",
  guide: "guide-requests",
};

export const deskRecordPath = (type: DeskRecordType, id: string) => `/desk/${RECORD_PATH_SEGMENTS[type]}/${encodeURIComponent(id)}`;

/** What a desk_activity row records. */
export const DESK_ACTIVITY_KINDS = [
  "claimed",
  "assigned",
  "office",
  "status",
  "moved-back",
  "note",
  "released",
  "escalated",
  "resubmitted",
  "activity",
  "won",
  "meeting",
] as const;
export type DeskActivityKind = (typeof DESK_ACTIVITY_KINDS)[number];

/** What a team member does: sales own records, managers also manage the team, support answer support requests. */
export const TEAM_ROLES = ["sales", "manager", "support"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

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
  "not-forward",
  "moved-back",
  "not-earlier",
  "held",
  "noted",
  "not-on-team",
  "closed",
  "activity-logged",
  "due-passed",
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
const OWNER_MESSAGE = `owner must be one of: ${OWNER_FILTERS.join(", ")}, or the e-mail address of a team member`;
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
  view: v.optional(v.picklist(INBOX_VIEWS, `view must be one of: ${INBOX_VIEWS.join(", ")}`), "inbox"),
  status: optionalChoice(LEAD_STATUSES, "status"),
  type: optionalChoice(DESK_RECORD_TYPES, "type"),
  office: optionalChoice(OFFICE_IDS, "office"),
  // Everyone, mine, unassigned, or one team member by address.
  owner: v.optional(
    v.union(
      [
        v.picklist(OWNER_FILTERS, OWNER_MESSAGE),
        v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254, OWNER_MESSAGE), v.email(OWNER_MESSAGE)),
      ],
      OWNER_MESSAGE,
    ),
    "everyone",
  ),
  source: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "source must be at most 200 characters")), ""),
  campaign: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "campaign must be at most 200 characters")), ""),
  band: optionalChoice(SCORE_BANDS, "band"),
  from: isoDay("from"),
  to: isoDay("to"),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "search must be at most 200 characters")), ""),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, "page must be a whole number from 1"), v.transform(Number)), "1"),
  /** Empty: the view's own order (the work queue's, for most). */
  sort: optionalChoice(SORT_COLUMNS, "sort"),
  order: optionalChoice(SORT_ORDERS, "order"),
});
export type InboxFilter = v.InferOutput<typeof inboxFilterSchema>;

/**
 * POST …/status: the next status, and for "lost" the reason it was lost. It carries no note (notes
 * have their own form), so writing one can never move a record. Won has its own form (…/won), which
 * asks for the deal value (shared/desk-activities.ts).
 */
export const statusChangeSchema = v.pipe(
  v.object({
    status: v.picklist(LEAD_STATUSES, `status must be one of: ${LEAD_STATUSES.join(", ")}`),
    lostReason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "the reason must be at most 200 characters")), ""),
  }),
  v.check((input) => input.status !== "lost" || input.lostReason !== "", "say why the lead was lost"),
  v.check((input) => input.status !== "won", "Won needs the deal value: use the Mark won form"),
);
export type StatusChange = v.InferOutput<typeof statusChangeSchema>;

/** A box that must be ticked: an unticked checkbox sends nothing, so a missing field is the same refusal. */
const ticked = (message: string) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.check((value) => value === "yes", message),
  );

/** POST …/move-back: an earlier status, only with the box ticked that says so. */
export const moveBackSchema = v.object({
  status: v.picklist(OPEN_STATUSES, `a record moves back to one of: ${OPEN_STATUSES.join(", ")}`),
  confirm: ticked("tick the box to confirm moving it back"),
});

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

/** How the spam view's checkboxes name a record: "<type>:<id>". */
export const recordKey = (type: DeskRecordType, id: string) => `${type}:${id}`;

const recordKeySchema = v.pipe(
  v.string(),
  v.regex(new RegExp(`^(${DESK_RECORD_TYPES.join("|")}):[^:]{1,100}$`), "a selected record is not one the desk knows"),
  v.transform((key) => {
    const [type, id] = key.split(":") as [DeskRecordType, string];
    return { type, id };
  }),
);

/** POST /desk/spam/release and …/delete: the records ticked on the spam view, a page of them at most. */
export const heldSelectionSchema = v.object({
  records: v.pipe(
    v.array(recordKeySchema),
    v.minLength(1, "select at least one record first"),
    v.maxLength(INBOX_PAGE_SIZE, `select at most ${INBOX_PAGE_SIZE} records at a time`),
  ),
});

/** Deleting held records is for good: it needs the box ticked that says so. */
export const heldDeletionSchema = v.object({
  ...heldSelectionSchema.entries,
  confirm: ticked("tick the box to confirm deleting them for good"),
});
