import { sql } from "drizzle-orm";
import type { InboxRow } from "../../shared/desk-views";
import type { Database } from "../db/client";

// The inbox row's meeting line ("meeting today 14:30"): read apart from the inbox's own statements,
// once per page, for the leads and contact records on it only: one statement, one index seek per record.

/**
 * The next booked meeting of each lead or contact record on the page that has one (record id → start,
 * ISO UTC): not yet over at `now`, not held for review.
 */
export async function nextMeetingsOf(
  db: Database,
  rows: readonly Pick<InboxRow, "type" | "id">[],
  now: Date,
): Promise<Record<string, string>> {
  const idsOf = (type: string) => JSON.stringify(rows.filter((row) => row.type === type).map((row) => row.id));
  const leadIds = idsOf("lead");
  const contactIds = idsOf("contact");
  if (leadIds === "[]" && contactIds === "[]") return {};
  const upcoming = sql`end_at > ${now.toISOString()} and status = 'booked' and spam_reason is null`;
  const found = await db.all<{ recordId: string; startAt: string }>(sql`
    select lead_id as "recordId", min(start_at) as "startAt" from meetings
    where lead_id in (select value from json_each(${leadIds})) and ${upcoming} group by lead_id
    union all
    select contact_id, min(start_at) from meetings
    where contact_id in (select value from json_each(${contactIds})) and ${upcoming} group by contact_id`);
  return Object.fromEntries(found.map((row) => [row.recordId, row.startAt]));
}
