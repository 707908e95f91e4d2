/**
 * One CSV cell (RFC 4180). Visitors type names and companies, and sales open the file in a
 * spreadsheet: a cell that a spreadsheet would read as a formula (=, +, -, @, tab, CR first) is
 * prefixed with ' so it stays text — phone numbers too, which a spreadsheet would otherwise compute.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A phone number: a plus, then digits and the punctuation people type between them. */
const PHONE = /^\+[0-9 ()./-]+$/;

/**
 * A phone number's cell. An apostrophe keeps "+254722555014" from being computed, but spreadsheets
 * then show it; a leading tab does the same job and is invisible: neither Excel nor Google Sheets
 * starts a formula on a tab, and a reader that trims it first finds only a plus, digits and
 * punctuation, which name no function or cell (at worst arithmetic, never HYPERLINK or a DDE call).
 * Anything else in a phone field is an ordinary cell.
 */
export function csvPhoneCell(value: string): string {
  return PHONE.test(value) ? `\t${value}` : csvCell(value);
}
