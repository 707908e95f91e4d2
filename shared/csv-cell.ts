/**
 * One CSV cell (RFC 4180). Visitors type names and companies, and sales open the file in a
 * spreadsheet: a cell that a spreadsheet would read as a formula (=, +, -, @, tab, CR first) is
 * prefixed with ' so it stays text — phone numbers too, which a spreadsheet would otherwise compute.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
