import { stripVTControlCharacters } from "node:util";

/*
 * What counts as an error-level log line. The product runs under `wrangler dev --log-level error`
 * (LOG_LEVEL=error, set by local-product.ts), and wrangler hands everything workerd logs to its own
 * logger at the level workerd gave it: the Worker's console.error, an uncaught exception, a runtime
 * crash. Wrangler prints an error-level entry as `✘ [ERROR] <first line>` followed by its other
 * lines (a stack) indented; warnings and below are not printed at that log level. So one error-level
 * entry is one line that starts with that marker, whatever follows it.
 */
const ERROR_MARK = "✘ [ERROR] ";
/** Lines after the first kept from an entry, to show what it is. */
const SAMPLE_LINES = 4;

export type ErrorEntry = { firstLine: string; count: number; sample: string[] };

/** The error-level entries in the product's stderr, one per distinct first line, most frequent first. */
export function errorEntries(log: string): ErrorEntry[] {
  const entries = new Map<string, ErrorEntry>();
  /** The sample being filled: the lines after an entry's first occurrence, until a line that is not indented. */
  let sample: string[] | null = null;
  for (const line of stripVTControlCharacters(log).split("\n")) {
    if (line.startsWith(ERROR_MARK)) {
      const firstLine = line.slice(ERROR_MARK.length).trim();
      const entry = entries.get(firstLine) ?? { firstLine, count: 0, sample: [] };
      entry.count++;
      entries.set(firstLine, entry);
      sample = entry.count === 1 ? entry.sample : null;
    } else if (line.trim() === "") {
      // Wrangler separates an entry's lines with blank ones.
    } else if (/^\s/.test(line)) {
      if (sample && sample.length < SAMPLE_LINES) sample.push(line.trim());
    } else {
      sample = null;
    }
  }
  return [...entries.values()].sort((a, b) => b.count - a.count);
}
