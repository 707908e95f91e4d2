// `npm run leads`: the records it lists, read from the database. Chat leads (a support request is a
// chat lead with the support intent), contact messages, guide requests and, when asked for,
// newsletter sign-ups, newest first, in one query over both tables.

import type { Client } from "@libsql/client";
import type { RecordKind } from "../content/desk-export-copy";
import { ATTRIBUTION_KEYS } from "../shared/attribution";
import type { LeadStatus } from "../shared/desk";

/** One destination's state for the record's current version. */
export type LeadDelivery = { destination: string; status: string; attempts: number; lastError: string | null };

/** The record tables name their attribution columns after the attribution keys; reported as stored. */
export const ATTRIBUTION_COLUMNS = ATTRIBUTION_KEYS;

export type LeadListRow = {
  id: string;
  kind: RecordKind;
  createdAt: string;
  /** A chat lead's score; null for the other kinds. */
  score: number | null;
  highValue: boolean;
  orgType: string | null;
  size: string | null;
  need: string | null;
  urgency: string | null;
  budget: string | null;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  /** A support request's or contact message's own words, a guide request's guide. */
  message: string | null;
  office: string;
  /** Where sales stand with the record on the desk (shared/desk.ts). */
  status: LeadStatus;
  /** The desk user (their e-mail address) who owns the record; null while unassigned. */
  owner: string | null;
  /** When the record first moved out of "new"; null while untouched. */
  firstTouchAt: string | null;
  /** utm_source, else the referring host, else "direct". */
  source: string;
  attribution: Record<(typeof ATTRIBUTION_COLUMNS)[number], string | null>;
  /** "delivered", "pending 1/3", "failed 1/3" … or "none" when no destination is configured. */
  delivery: string;
  deliveries: LeadDelivery[];
  /** Why the record looks scripted (then it was never delivered); null for a person's. */
  spamReason: string | null;
};

export type LeadsFilter = {
  highValueOnly: boolean;
  sinceDays: number | null;
  source?: string | null;
  office?: string | null;
  status?: LeadStatus | null;
  includeSpam?: boolean;
  /** Newsletter sign-ups too (they are not worked on the desk, so they are left out unless asked for). */
  includeNewsletter?: boolean;
};

const ATTRIBUTION = ATTRIBUTION_COLUMNS.join(", ");

/** Both tables' rows under the same names; deliveries of the record's current version (a message has only its first). */
const LEAD_ROWS = `select id, case when intent = 'support' then 'support' else 'lead' end as kind, created_at, lead_score, is_high_value,
    org_type, company_size, primary_need, urgency, budget, contact_name as name, contact_email as email, contact_company as company,
    contact_phone as phone, request_message as message, office, status, owner, first_touch_at, attribution_source, spam_reason, ${ATTRIBUTION},
    (select json_group_array(json_object('destination', destination, 'status', status, 'attempts', attempts, 'lastError', last_error))
      from deliveries where record_id = leads.id and record_version = leads.version) as deliveries
  from leads`;
const MESSAGE_ROWS = `select id, source as kind, created_at, null, 0, null, null, null, null, null, name, email, company, phone,
    case when source = 'guide' then guide_id else message end, office, status, owner, first_touch_at, attribution_source, spam_reason, ${ATTRIBUTION},
    (select json_group_array(json_object('destination', destination, 'status', status, 'attempts', attempts, 'lastError', last_error))
      from deliveries where record_id = contact_messages.id and record_version = 1) as deliveries
  from contact_messages`;

/** Records newest first; `now` is a parameter so the date filter can be tested. */
export async function fetchLeads(client: Client, options: LeadsFilter, now = new Date()): Promise<LeadListRow[]> {
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (!options.includeSpam) where.push("spam_reason is null");
  if (options.highValueOnly) where.push("is_high_value = 1");
  if (options.sinceDays !== null) {
    // created_at is an ISO-8601 UTC string, so it compares correctly as text.
    where.push("created_at >= ?");
    args.push(new Date(now.getTime() - options.sinceDays * 86_400_000).toISOString());
  }
  if (options.source) {
    where.push("lower(attribution_source) = lower(?)");
    args.push(options.source);
  }
  if (options.office) {
    where.push("office = ?");
    args.push(options.office);
  }
  if (options.status) {
    where.push("status = ?");
    args.push(options.status);
  }
  if (!options.includeNewsletter) where.push("kind != 'newsletter'");
  const { rows } = await client.execute({
    sql: `select * from (${LEAD_ROWS} union all ${MESSAGE_ROWS}) ${where.length ? `where ${where.join(" and ")}` : ""}
      order by created_at desc, id`,
    args,
  });
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return rows.map((r) => {
    const deliveries = (JSON.parse(String(r.deliveries ?? "[]")) as LeadDelivery[]).sort((a, b) =>
      a.destination.localeCompare(b.destination),
    );
    return {
      id: String(r.id),
      kind: String(r.kind) as RecordKind,
      createdAt: String(r.created_at),
      score: r.lead_score === null ? null : Number(r.lead_score),
      highValue: Number(r.is_high_value) === 1,
      orgType: text(r.org_type),
      size: text(r.company_size),
      need: text(r.primary_need),
      urgency: text(r.urgency),
      budget: text(r.budget),
      name: String(r.name),
      email: String(r.email),
      company: text(r.company),
      phone: text(r.phone),
      message: text(r.message),
      office: String(r.office),
      status: String(r.status) as LeadStatus,
      owner: text(r.owner),
      firstTouchAt: text(r.first_touch_at),
      source: String(r.attribution_source),
      attribution: Object.fromEntries(ATTRIBUTION_COLUMNS.map((column) => [column, text(r[column])])) as LeadListRow["attribution"],
      delivery: r.spam_reason === null ? deliveryState(deliveries) : "spam",
      deliveries,
      spamReason: text(r.spam_reason),
    };
  });
}

/** One word for sales: delivered everywhere, or how many destinations are still pending or failed. */
export function deliveryState(deliveries: readonly LeadDelivery[]): string {
  if (deliveries.length === 0) return "none";
  const count = (status: string) => deliveries.filter((d) => d.status === status).length;
  if (count("failed")) return `failed ${count("failed")}/${deliveries.length}`;
  if (count("pending")) return `pending ${count("pending")}/${deliveries.length}`;
  return "delivered";
}
