// `npm run leads`: the query, the options and the three output formats, kept apart from the
// command's database plumbing (scripts/leads.ts) so each can be tested on its own.

import type { Client } from "@libsql/client";
import { ATTRIBUTION_KEYS } from "../shared/attribution";
import { csvCell } from "../shared/csv-cell";
import { LEAD_STATUSES, type LeadStatus } from "../shared/desk";
import { parseCommandLine, UsageError } from "./command-line";

export const LEAD_FORMATS = ["table", "csv", "json"] as const;
export type LeadFormat = (typeof LEAD_FORMATS)[number];
export type LeadsOptions = {
  highValueOnly: boolean;
  sinceDays: number | null;
  source: string | null;
  office: string | null;
  status: LeadStatus | null;
  includeSpam: boolean;
  format: LeadFormat;
};

/** One destination's state for the lead's current version. */
export type LeadDelivery = { destination: string; status: string; attempts: number; lastError: string | null };

export type LeadListRow = {
  leadId: string;
  createdAt: string;
  score: number;
  highValue: boolean;
  orgType: string | null;
  size: string | null;
  need: string | null;
  urgency: string | null;
  budget: string | null;
  name: string;
  email: string;
  company: string;
  phone: string | null;
  office: string;
  /** Where sales stand with the lead on the desk (shared/desk.ts). */
  status: LeadStatus;
  /** The desk user (their e-mail address) who owns the lead; null while unassigned. */
  owner: string | null;
  /** When the lead first moved out of "new"; null while untouched. */
  firstTouchAt: string | null;
  /** utm_source, else the referring host, else "direct". */
  source: string;
  attribution: Record<(typeof ATTRIBUTION_COLUMNS)[number], string | null>;
  /** "delivered", "pending 1/3", "failed 1/3" … or "none" when no destination is configured. */
  delivery: string;
  deliveries: LeadDelivery[];
  /** Why the lead looks scripted (then it was never delivered); null for a person's. */
  spamReason: string | null;
};

/** The leads table names its attribution columns after the attribution keys; reported as stored. */
const ATTRIBUTION_COLUMNS = ATTRIBUTION_KEYS;

export const LEADS_USAGE = `Usage: npm run leads -- [--high-value] [--since <days>] [--source <source>] [--office <office>]
                        [--status <status>] [--include-spam] [--format table|csv|json]

Lists chat leads, newest first, with the office they are routed to (nairobi, kampala,
dar-es-salaam), where the visit came from (utm_source, else the referring site, else "direct"),
the state of their delivery to sales, and where sales stand with them on the desk: status, owner
(— when unassigned) and first touch (when the lead first moved out of "new").

--status <status>  only leads in that status: ${LEAD_STATUSES.join(", ")}.

Leads that failed the spam check (no valid form token, sent too fast, or the hidden field filled)
are left out unless --include-spam. Reads TURSO_DATABASE_URL when set, otherwise the local
database in .data (the running \`npm start\` server's, or a temporary one).`;

export function parseLeadsArgs(argv: string[]): LeadsOptions & { help: boolean } {
  const { values } = parseCommandLine({
    args: argv,
    options: {
      "high-value": { type: "boolean", default: false },
      since: { type: "string" },
      source: { type: "string" },
      office: { type: "string" },
      status: { type: "string" },
      "include-spam": { type: "boolean", default: false },
      format: { type: "string", default: "table" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const format = values.format as LeadFormat;
  if (!LEAD_FORMATS.includes(format)) throw new UsageError(`--format must be one of ${LEAD_FORMATS.join(", ")}`);
  let sinceDays: number | null = null;
  if (values.since !== undefined) {
    sinceDays = Number(values.since);
    if (!/^\d+(\.\d+)?$/.test(values.since) || sinceDays <= 0) throw new UsageError("--since takes a positive number of days");
  }
  let status: LeadStatus | null = null;
  if (values.status !== undefined) {
    const asked = values.status.trim().toLowerCase();
    if (!isLeadStatus(asked)) throw new UsageError(`--status must be one of ${LEAD_STATUSES.join(", ")}`);
    status = asked;
  }
  return {
    highValueOnly: values["high-value"],
    sinceDays,
    source: values.source ?? null,
    office: values.office?.toLowerCase() ?? null,
    status,
    includeSpam: values["include-spam"],
    format,
    help: values.help,
  };
}

const isLeadStatus = (value: string): value is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(value);

/** Leads newest first; `now` is a parameter so the date filter can be tested. */
export async function fetchLeads(
  client: Client,
  options: Pick<LeadsOptions, "highValueOnly" | "sinceDays"> & Partial<Pick<LeadsOptions, "source" | "office" | "status" | "includeSpam">>,
  now = new Date(),
): Promise<LeadListRow[]> {
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
  const { rows } = await client.execute({
    sql: `select id, created_at, lead_score, is_high_value, org_type, company_size, primary_need, urgency, budget,
        contact_name, contact_email, contact_company, contact_phone, office, status, owner, first_touch_at, attribution_source, spam_reason, ${ATTRIBUTION_COLUMNS.join(", ")},
        (select json_group_array(json_object('destination', destination, 'status', status, 'attempts', attempts, 'lastError', last_error))
          from deliveries where record_id = leads.id and record_version = leads.version) as deliveries
      from leads ${where.length ? `where ${where.join(" and ")}` : ""}
      order by created_at desc, id`,
    args,
  });
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return rows.map((r) => {
    const deliveries = (JSON.parse(String(r.deliveries ?? "[]")) as LeadDelivery[]).sort((a, b) =>
      a.destination.localeCompare(b.destination),
    );
    return {
      leadId: String(r.id),
      createdAt: String(r.created_at),
      score: Number(r.lead_score),
      highValue: Number(r.is_high_value) === 1,
      orgType: text(r.org_type),
      size: text(r.company_size),
      need: text(r.primary_need),
      urgency: text(r.urgency),
      budget: text(r.budget),
      name: String(r.contact_name),
      email: String(r.contact_email),
      company: String(r.contact_company),
      phone: text(r.contact_phone),
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

const COLUMNS = [
  { key: "leadId", label: "Lead ID", maxWidth: 36 },
  { key: "createdAt", label: "Created (UTC)", maxWidth: 16 },
  { key: "score", label: "Score", maxWidth: 5 },
  { key: "highValue", label: "High value", maxWidth: 10 },
  { key: "orgType", label: "Org type", maxWidth: 17 },
  { key: "size", label: "Size", maxWidth: 6 },
  { key: "need", label: "Need", maxWidth: 20 },
  { key: "urgency", label: "Urgency", maxWidth: 7 },
  { key: "budget", label: "Budget", maxWidth: 10 },
  { key: "name", label: "Name", maxWidth: 24 },
  { key: "email", label: "Email", maxWidth: 32 },
  { key: "company", label: "Company", maxWidth: 24 },
  { key: "phone", label: "Phone", maxWidth: 18 },
  { key: "office", label: "Office", maxWidth: 13 },
  { key: "source", label: "Source", maxWidth: 20 },
  { key: "delivery", label: "Delivery", maxWidth: 12 },
  { key: "status", label: "Status", maxWidth: 10 },
  { key: "owner", label: "Owner", maxWidth: 32 },
  { key: "firstTouchAt", label: "First touch (UTC)", maxWidth: 17 },
] as const satisfies { key: keyof LeadListRow; label: string; maxWidth: number }[];

/** Control characters (ANSI escapes, carriage returns, bidi overrides) typed by a visitor must not drive the operator's terminal. */
const CONTROL = /[\p{Cc}\p{Cf}]/gu;

type Column = (typeof COLUMNS)[number]["key"];

function cellText(row: LeadListRow, key: Column): string {
  const value = row[key];
  if (key === "highValue") return value ? "yes" : "no";
  // Unassigned or not yet touched: a dash, so the column never looks like it was cut off.
  if ((key === "owner" || key === "firstTouchAt") && value === null) return "—";
  if (key === "createdAt" || key === "firstTouchAt") return String(value).slice(0, 16).replace("T", " ");
  return value === null ? "" : String(value).replace(CONTROL, "\uFFFD");
}

function formatTable(rows: LeadListRow[]): string {
  if (rows.length === 0) return "No leads match.";
  const fitTo = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));
  const cells = rows.map((row) => COLUMNS.map((c) => cellText(row, c.key)));
  const widths = COLUMNS.map((c, i) => Math.min(c.maxWidth, Math.max(c.label.length, ...cells.map((r) => r[i]!.length))));
  const line = (values: string[]) =>
    values
      .map((v, i) => fitTo(v, widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(COLUMNS.map((c) => c.label)), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n");
}

function formatCsv(rows: LeadListRow[]): string {
  const header = [...COLUMNS.map((c) => c.key), ...ATTRIBUTION_COLUMNS].join(",");
  const lines = rows.map((row) =>
    [...COLUMNS.map((c) => (row[c.key] === null ? "" : String(row[c.key]))), ...ATTRIBUTION_COLUMNS.map((c) => row.attribution[c] ?? "")]
      .map(csvCell)
      .join(","),
  );
  return [header, ...lines].join("\r\n");
}

export function formatLeads(rows: LeadListRow[], format: LeadFormat): string {
  if (format === "json") return JSON.stringify(rows, null, 2);
  if (format === "csv") return formatCsv(rows);
  return formatTable(rows);
}
