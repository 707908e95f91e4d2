import type { DeskRecordType, InboxFilter } from "../../shared/desk";
import type { Database } from "../db/client";
import { readInboxRows } from "./inbox";

// The record page's Next: the record after this one in the view the person opened it from.

export type NextRecord = { type: DeskRecordType; id: string; at: number };

/**
 * The record after `current` in the view at `now`, given the place `at` it was listed at; null at
 * the end of the view. The view moves while it is worked (a record touched leaves the top of the
 * queue), so the rows around `at` are read: after the current record when it is still among them,
 * else the record that took its place.
 */
export async function nextInView(
  db: Database,
  filter: InboxFilter,
  me: string,
  now: Date,
  current: { type: DeskRecordType; id: string },
  at: number,
): Promise<NextRecord | null> {
  const start = Math.max(0, at - 1);
  const rows = await readInboxRows(db, filter, me, now, start, at - start + 2);
  const here = rows.findIndex((row) => row.type === current.type && row.id === current.id);
  const index = here === -1 ? at - start : here + 1;
  const row = rows[index];
  if (!row || (row.type === current.type && row.id === current.id)) return null;
  return { type: row.type, id: row.id, at: start + index };
}
