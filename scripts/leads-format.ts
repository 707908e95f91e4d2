// `npm run leads`' three outputs: a table that fits the terminal, CSV for a spreadsheet and JSON for
// other programs. The table and CSV give times in EAT, the desk's clock; JSON keeps the stored UTC.

import { recordKinds } from "../content/desk-export-copy";
import { csvCell, csvPhoneCell } from "../shared/csv-cell";
import { eatIsoTime, eatTime } from "../shared/eat-time";
import { ATTRIBUTION_COLUMNS, type LeadListRow } from "./leads-query";

export const LEAD_FORMATS = ["table", "csv", "json"] as const;
export type LeadFormat = (typeof LEAD_FORMATS)[number];

/** The table's width when the output is not a terminal (piped, redirected). */
export const DEFAULT_WIDTH = 100;
const GAP = 2;

type Key = keyof Omit<LeadListRow, "attribution" | "deliveries">;

/**
 * The table's columns in the order shown, each with its widest and its rank: a narrow terminal keeps
 * the columns ranked first (when, what, who, where it stands) and leaves the rest to CSV and JSON.
 */
const TABLE_COLUMNS: { key: Key; label: string; maxWidth: number; rank: number }[] = [
  { key: "createdAt", label: "Created (EAT)", maxWidth: 16, rank: 1 },
  { key: "kind", label: "Kind", maxWidth: 15, rank: 2 },
  { key: "score", label: "Score", maxWidth: 5, rank: 6 },
  { key: "name", label: "Name", maxWidth: 22, rank: 3 },
  { key: "company", label: "Company", maxWidth: 22, rank: 4 },
  { key: "email", label: "Email", maxWidth: 30, rank: 10 },
  { key: "phone", label: "Phone", maxWidth: 16, rank: 9 },
  { key: "status", label: "Status", maxWidth: 10, rank: 5 },
  { key: "owner", label: "Owner", maxWidth: 24, rank: 8 },
  { key: "office", label: "Office", maxWidth: 13, rank: 7 },
  { key: "source", label: "Source", maxWidth: 18, rank: 11 },
  { key: "delivery", label: "Delivery", maxWidth: 12, rank: 12 },
  { key: "firstTouchAt", label: "First touch (EAT)", maxWidth: 17, rank: 13 },
  { key: "need", label: "Need", maxWidth: 20, rank: 14 },
  { key: "urgency", label: "Urgency", maxWidth: 9, rank: 15 },
  { key: "budget", label: "Budget", maxWidth: 10, rank: 16 },
  { key: "size", label: "Size", maxWidth: 7, rank: 17 },
  { key: "orgType", label: "Org type", maxWidth: 17, rank: 18 },
  { key: "message", label: "Message", maxWidth: 30, rank: 19 },
  { key: "id", label: "ID", maxWidth: 36, rank: 20 },
];

/** Control characters (ANSI escapes, carriage returns, bidi overrides) typed by a visitor must not drive the operator's terminal. */
const CONTROL = /[\p{Cc}\p{Cf}]/gu;

function cellText(row: LeadListRow, key: Key): string {
  const value = row[key];
  if (key === "kind") return recordKinds[row.kind];
  if (key === "highValue") return value ? "yes" : "no";
  // Unassigned or not yet touched: a dash, so the column never looks like it was cut off.
  if ((key === "owner" || key === "firstTouchAt") && value === null) return "—";
  if ((key === "createdAt" || key === "firstTouchAt") && typeof value === "string") return eatTime(value);
  return value === null ? "" : String(value).replace(CONTROL, "\uFFFD");
}

const fitTo = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));

/** The columns that fit `width`, by rank, each as wide as its content, its label or its maximum allows. */
function fittingColumns(cells: string[][], width: number) {
  const natural = TABLE_COLUMNS.map((column, i) => ({
    ...column,
    index: i,
    width: Math.min(column.maxWidth, Math.max(column.label.length, ...cells.map((row) => row[i]!.length))),
  }));
  const kept = new Set<number>();
  let used = -GAP;
  for (const column of [...natural].sort((a, b) => a.rank - b.rank)) {
    if (used + GAP + column.width > width) continue;
    kept.add(column.index);
    used += GAP + column.width;
  }
  return natural.filter((column) => kept.has(column.index));
}

function formatTable(rows: LeadListRow[], width: number): string {
  if (rows.length === 0) return "No records match.";
  const cells = rows.map((row) => TABLE_COLUMNS.map((c) => cellText(row, c.key)));
  const columns = fittingColumns(cells, width);
  const line = (values: string[]) =>
    columns
      .map((column) => fitTo(values[column.index]!, column.width))
      .join(" ".repeat(GAP))
      .trimEnd();
  const header = TABLE_COLUMNS.map((c) => c.label);
  const rule = TABLE_COLUMNS.map((_, i) => "-".repeat(columns.find((c) => c.index === i)?.width ?? 0));
  return [line(header), line(rule), ...cells.map(line)].join("\n");
}

const CSV_COLUMNS: Key[] = [
  "id",
  "kind",
  "createdAt",
  "score",
  "highValue",
  "orgType",
  "size",
  "need",
  "urgency",
  "budget",
  "name",
  "email",
  "company",
  "phone",
  "message",
  "office",
  "source",
  "delivery",
  "status",
  "owner",
  "firstTouchAt",
];

function csvValue(row: LeadListRow, key: Key): string {
  const value = row[key];
  if (value === null) return "";
  if (key === "kind") return csvCell(recordKinds[row.kind]);
  if (key === "phone") return csvPhoneCell(String(value));
  if (key === "createdAt" || key === "firstTouchAt") return csvCell(eatIsoTime(String(value)));
  return csvCell(String(value));
}

function formatCsv(rows: LeadListRow[]): string {
  const header = [...CSV_COLUMNS, ...ATTRIBUTION_COLUMNS].join(",");
  const lines = rows.map((row) =>
    [...CSV_COLUMNS.map((key) => csvValue(row, key)), ...ATTRIBUTION_COLUMNS.map((c) => csvCell(row.attribution[c] ?? ""))].join(","),
  );
  return [header, ...lines].join("\r\n");
}

/** The rows as `format`; a table fits `width` characters (the terminal's columns). */
export function formatLeads(rows: LeadListRow[], format: LeadFormat, width = DEFAULT_WIDTH): string {
  if (format === "json") return JSON.stringify(rows, null, 2);
  if (format === "csv") return formatCsv(rows);
  return formatTable(rows, width);
}
