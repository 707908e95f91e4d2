// `npm run leads`: its options and usage, kept apart from the query (scripts/leads-query.ts), the
// output formats (scripts/leads-format.ts) and the command's database plumbing (scripts/leads.ts).

import { LEAD_STATUSES, type LeadStatus } from "../shared/desk";
import { parseCommandLine, UsageError } from "./command-line";
import { LEAD_FORMATS, type LeadFormat } from "./leads-format";
import type { LeadsFilter } from "./leads-query";

export type LeadsOptions = Required<LeadsFilter> & { format: LeadFormat };

export const LEADS_USAGE = `Usage: npm run leads -- [--high-value] [--since <days>] [--source <source>] [--office <office>]
                        [--status <status>] [--include-spam] [--newsletter] [--csv | --format table|csv|json]

Lists what arrives for sales, newest first: chat leads, support requests, contact messages and guide
requests (and newsletter sign-ups with --newsletter), with the office they are routed to (nairobi,
kampala, dar-es-salaam), where the visit came from (utm_source, else the referring site, else
"direct"), the state of their delivery to sales, and where sales stand with them on the desk:
status, owner (— when unassigned) and first touch (when it first moved out of "new").

Times are in EAT, the desk's clock. The table fits the terminal's width, the most useful columns
first; --csv (or --format csv) writes every column for a spreadsheet, --format json the stored values.

--high-value       only high-value chat leads.
--status <status>  only records in that status: ${LEAD_STATUSES.join(", ")}.

Records that failed the spam check (no valid form token, sent too fast, or the hidden field filled)
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
      newsletter: { type: "boolean", default: false },
      csv: { type: "boolean", default: false },
      format: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.csv && values.format !== undefined && values.format !== "csv")
    throw new UsageError("--csv and --format say different things: give one");
  const format = (values.csv ? "csv" : (values.format ?? "table")) as LeadFormat;
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
    includeNewsletter: values.newsletter,
    format,
    help: values.help,
  };
}

const isLeadStatus = (value: string): value is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(value);
