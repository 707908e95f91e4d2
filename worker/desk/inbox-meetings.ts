import { sql } from "drizzle-orm";
import type { InboxRow } from "../../shared/desk-views";
import type { Database } from "../db/client";

// The inbox row's meeting line ("meeting today 14:30"): read apart from the inbox's own statements,
// once per page, for the leads on it only: one statement, one seek of meetings_lead_idx per lead.

/**
 * The next booked meeting of each lead on the page that has one (lead id → start, ISO UTC): not yet
 * over at `now`, not held for review.
 */
export async function nextMeetingsOf(
  db: Database,
  rows: readonly Pick<InboxRow, "type" | "id">[],
  now: Date,
): Promise<Record<string, string>> {
  const ids = rows.filter((row) => row.type === "lead").map((row) => row.id);
  if (ids.length === 0) return {};
  const found = await db.all<{ leadId: string; startAt: string }>(sql`
    select lead_id as "leadId", min(start_at) as "startAt" from meetings
    where lead_id in (select value from json_each(${JSON.stringify(ids)})) and end_at > ${now.toISOString()}
      and status = 'booked' and spam_reason is null
    group by lead_id`);
  return Object.fromEntries(found.map((row) => [row.leadId, row.startAt]));
}
