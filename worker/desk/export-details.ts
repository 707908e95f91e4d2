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

type ActivityNote = { at: string; actor: string; note: string };
type LoggedActivity = { at: string; channel: string | null; outcome: string | null; note: string | null };
type NextStep = { step: string; dueAt: string };

export type ExportDetails = RecordDetails & {
  notes: ActivityNote[];
  lastActivity: LoggedActivity | null;
  nextStep: NextStep | null;
};

const ORIGIN_COLUMNS = `lost_reason as "lostReason", won_value_cents as "wonValueCents", won_products as "wonProducts",
  utm_source as "utmSource", utm_medium as "utmMedium", utm_campaign as "utmCampaign", utm_term as "utmTerm",
  utm_content as "utmContent", gclid, fbclid, msclkid, referrer_host as "referrerHost", landing_path as "landingPath"`;

const LEAD_DETAILS = sql.raw(`id, intent, org_type as "orgType", company_size as "companySize", primary_need as "primaryNeed",
  current_stack as "currentStack", urgency, budget, contact_phone_e164 as "phoneE164", null as subject,
  request_message as message, null as "serviceInterest", null as "guideId", ${ORIGIN_COLUMNS}`);
const MESSAGE_DETAILS = sql.raw(`id, null as intent, null as "orgType", null as "companySize", null as "primaryNeed",
  null as "currentStack", null as urgency, null as budget, phone_e164 as "phoneE164", subject, message,
  service_interest as "serviceInterest", guide_id as "guideId", ${ORIGIN_COLUMNS}`);

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
    db.all<RecordDetails & { id: string }>(sql`select ${LEAD_DETAILS} from leads where id in (${inList(leadIds.length ? leadIds : [""])})`),
    db.all<RecordDetails & { id: string }>(
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
    ...leads.map((row) => [`lead:${row.id}`, row] as const),
    ...messages.map((row) => [`message:${row.id}`, row] as const),
  ]);
  for (const row of rows) {
    const own = byId.get(`${messageType(row.type)}:${row.id}`);
    if (!own) continue;
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
