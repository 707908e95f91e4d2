// Synthetic records for the sales desk benchmark: chat leads and contact-table rows with the spread a
// real inbox has (offices, statuses, owners, sources, campaigns, scores, 18 months of history, some
// spam), written straight into the product's database in multi-row INSERTs, a few thousand rows per
// transaction. Deterministic: the same seed gives the same records (ids, session ids and dates relative to now aside).

import type { Client, InValue } from "@libsql/client";
import { prng } from "./desk-seed-random";
import { ACTIVITY_COLUMNS, LEAD_COLUMNS, leadRow, MESSAGE_COLUMNS, messageRow } from "./desk-seed-rows";
import { INSERTS_PER_BATCH, LEAD_SHARE, ROWS_PER_INSERT } from "./desk-seed-vocabulary";

/** An SQL literal: the rows are written as text, as encoding tens of thousands of bound values costs the client more than SQLite's parse. */
const literal = (value: InValue) =>
  value === null ? "null" : typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

function insert(table: string, columns: string, rows: InValue[][]): string {
  return `insert into ${table} (${columns}) values ${rows.map((row) => `(${row.map(literal).join(", ")})`).join(", ")}`;
}

/**
 * Writes `records` synthetic records (70% leads, 30% contact-table rows) and the desk's activity on
 * them, oldest first, every created_at before `now`. The same seed gives the same inbox.
 */
export async function seedDesk(client: Client, { records, seed = 1, now = Date.now() }: { records: number; seed?: number; now?: number }) {
  const r = prng(seed);
  const started = performance.now();
  const leadCount = Math.round(records * LEAD_SHARE);
  const generated = Array.from({ length: records }, (_, i) => (i < leadCount ? leadRow(r, i, now) : messageRow(r, i, now)));
  // Stored oldest first, as the site stores them: rowids then follow created_at, as in production,
  // so reading rows in inbox order touches the table's pages in order rather than at random.
  generated.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const columns = { leads: LEAD_COLUMNS, contact_messages: MESSAGE_COLUMNS, desk_activity: ACTIVITY_COLUMNS };
  const pending: Record<keyof typeof columns, InValue[][]> = { leads: [], contact_messages: [], desk_activity: [] };
  let statements: string[] = [];
  const take = (table: keyof typeof columns, all = false) => {
    if (pending[table].length === 0 || (!all && pending[table].length < ROWS_PER_INSERT)) return;
    statements.push(insert(table, columns[table], pending[table]));
    pending[table] = [];
  };
  for (const [i, record] of generated.entries()) {
    pending[record.table].push(record.row);
    pending.desk_activity.push(...record.activity);
    take(record.table);
    take("desk_activity");
    if (statements.length >= INSERTS_PER_BATCH || i === generated.length - 1) {
      for (const table of Object.keys(pending) as (keyof typeof columns)[]) take(table, i === generated.length - 1);
      await client.batch(statements, "write");
      statements = [];
    }
  }
  return {
    leads: leadCount,
    messages: records - leadCount,
    activity: generated.reduce((sum, record) => sum + record.activity.length, 0),
    seconds: (performance.now() - started) / 1000,
  };
}
