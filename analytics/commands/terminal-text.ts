// Text for the operator's terminal: aligned columns, times, and values that must not drive it.

/** Control and format characters (escapes, bidi overrides) in stored text could drive the terminal. */
const CONTROL = /[\p{Cc}\p{Cf}]/gu;

/** `text` on one line (a schema's reasons come a line each) and safe to print, cut to `max` characters. */
export function printable(text: string, max = Number.POSITIVE_INFINITY): string {
  const safe = text.replace(/\s*[\r\n]+\s*/g, "; ").replace(CONTROL, "\uFFFD");
  return safe.length > max ? `${safe.slice(0, max - 1)}…` : safe;
}

/** "2026-11-24 09:12:03" from a stored ISO-8601 UTC time. */
export const utcSeconds = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;

/** "2026-11-24 09:12 UTC" from a stored ISO-8601 UTC time. */
export const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** "1 event", "3 events". */
export const count = (n: number, noun: string, plural = `${noun}s`) => `${n.toLocaleString("en")} ${n === 1 ? noun : plural}`;

/** Rows as aligned columns (the first row is the header); the columns in `right` are aligned right. */
export function columns(rows: readonly (readonly string[])[], right: readonly number[] = []): string[] {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  return rows.map((row) =>
    row
      .map((cell, col) => (right.includes(col) ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!)))
      .join("  ")
      .trimEnd(),
  );
}
