import { sql } from "drizzle-orm";
import type { DeskRecordType } from "../../shared/desk";
import type { InboxRow } from "../../shared/desk-views";
import type { Database } from "../db/client";

// What an export row carries beyond the inbox's columns: the chat's answers, the visitor's words,
// the work done on the desk (notes, the last logged activity, the next open follow-up), how it ended
// (lost reason, Won's value and products) and every attribution field. Read for a whole chunk of
// rows in one round trip: four queries by id, whatever the chunk's size.

/** The record's own columns, from whichever table holds it. */
type RecordDetails = {
  intent: string | null;
  orgType: string | null;
  companySize: string | null;
  primaryNeed: string | null;
  currentStack: string | null;
  urgency: string | null;
  budget: string | null;
  phoneE164: string | null;
  subject: string | null;
  message: string | null;
  serviceInterest: string | null;
  guideId: string | null;
  lostReason: string | null;
  wonValueCents: number | null;
  wonProducts: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  gclid: string | null;
  fbclid: string | null;
  msclkid: string | null;
  referrerHost: string | null;
  landingPath: string | null;
};

type PackedDetails = { id: string; details: string };

type ActivityNote = { at: string; actor: string; note: string };
type LoggedActivity = { at: string; channel: string | null; outcome: string | null; note: string | null };
type NextStep = { step: string; dueAt: string };

export type ExportDetails = RecordDetails & {
  notes: ActivityNote[];
  lastActivity: LoggedActivity | null;
  nextStep: NextStep | null;
};

/** Each detail and the column (or null) it is read from. */
type DetailColumns = Record<keyof RecordDetails, string>;

const ORIGIN_COLUMNS = {
  lostReason: "lost_reason",
  wonValueCents: "won_value_cents",
  wonProducts: "won_products",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
  gclid: "gclid",
  fbclid: "fbclid",
  msclkid: "msclkid",
  referrerHost: "referrer_host",
  landingPath: "landing_path",
} as const;

/**
 * A record's id and its details as one JSON object: a chunk's details are 25 values a row, and
 * the database client builds each value of each row one at a time, so one value a row is read
 * faster than 25 (the object is parsed natively).
 */
const packed = (columns: DetailColumns) =>
  sql.raw(
    `id, json_object(${Object.entries(columns)
      .map(([name, column]) => `'${name}', ${column}`)
      .join(", ")}) as details`,
  );

const LEAD_DETAILS = packed({
  intent: "intent",
  orgType: "org_type",
  companySize: "company_size",
  primaryNeed: "primary_need",
  currentStack: "current_stack",
  urgency: "urgency",
  budget: "budget",
  phoneE164: "contact_phone_e164",
  subject: "null",
  message: "request_message",
  serviceInterest: "null",
  guideId: "null",
  ...ORIGIN_COLUMNS,
});
const MESSAGE_DETAILS = packed({
  intent: "null",
  orgType: "null",
  companySize: "null",
  primaryNeed: "null",
  currentStack: "null",
  urgency: "null",
  budget: "null",
  phoneE164: "phone_e164",
  subject: "subject",
  message: "message",
  serviceInterest: "service_interest",
  guideId: "guide_id",
  ...ORIGIN_COLUMNS,
});

/** Activity kinds whose note sales wrote (a note on its own, or given with a status change or Won). */
const NOTE_KINDS = sql.raw(`('note', 'status', 'moved-back', 'won')`);

const key = (type: DeskRecordType, id: string) => `${type}:${id}`;
const messageType = (type: DeskRecordType) => (type === "lead" ? "lead" : "message");

/** Each row's details, keyed by "type:id". */
export async function readExportDetails(db: Database, rows: readonly InboxRow[]): Promise<Map<string, ExportDetails>> {
  const details = new Map<string, ExportDetails>();
  if (rows.length === 0) return details;
  const ids = (table: "lead" | "message") => rows.filter((row) => messageType(row.type) === table).map((row) => row.id);
  const inList = (values: string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const leadIds = ids("lead");
  const messageIds = ids("message");
  const allIds = inList(rows.map((row) => row.id));
  const [leads, messages, activity, followUps] = await db.batch([
    db.all<PackedDetails>(sql`select ${LEAD_DETAILS} from leads where id in (${inList(leadIds.length ? leadIds : [""])})`),
    db.all<PackedDetails>(
      sql`select ${MESSAGE_DETAILS} from contact_messages where id in (${inList(messageIds.length ? messageIds : [""])})`,
    ),
    // Oldest first, so the notes read in order and the last logged activity is the last one seen.
    db.all<{
      type: DeskRecordType;
      id: string;
      kind: string;
      actor: string;
      note: string | null;
      channel: string | null;
      outcome: string | null;
      at: string;
    }>(
      sql`select record_type as type, record_id as id, kind, actor, note, channel, outcome, created_at as at from desk_activity
        where record_id in (${allIds}) and (kind = 'activity' or (kind in ${NOTE_KINDS} and note is not null and note != ''))
        order by id`,
    ),
    // The earliest open follow-up of each record: what sales do next.
    db.all<{ type: DeskRecordType; id: string; step: string; dueAt: string }>(
      sql`select record_type as type, record_id as id, next_step as step, min(due_at) as "dueAt" from follow_ups
        where record_id in (${allIds}) and done_at is null group by record_type, record_id`,
    ),
  ]);
  const byId = new Map([
    ...leads.map((row) => [`lead:${row.id}`, row.details] as const),
    ...messages.map((row) => [`message:${row.id}`, row.details] as const),
  ]);
  for (const row of rows) {
    const packedDetails = byId.get(`${messageType(row.type)}:${row.id}`);
    if (!packedDetails) continue;
    const own = JSON.parse(packedDetails) as RecordDetails;
    const wonValueCents = own.wonValueCents === null ? null : Number(own.wonValueCents);
    details.set(key(row.type, row.id), { ...own, wonValueCents, notes: [], lastActivity: null, nextStep: null });
  }
  for (const entry of activity) {
    const record = details.get(key(entry.type, entry.id));
    if (!record) continue;
    if (entry.kind === "activity") record.lastActivity = { at: entry.at, channel: entry.channel, outcome: entry.outcome, note: entry.note };
    else if (entry.note) record.notes.push({ at: entry.at, actor: entry.actor, note: entry.note });
  }
  for (const next of followUps) {
    const record = details.get(key(next.type, next.id));
    if (record) record.nextStep = { step: next.step, dueAt: next.dueAt };
  }
  return details;
}

/** The record's key in readExportDetails' map. */
export const detailsKey = (row: InboxRow) => key(row.type, row.id);
