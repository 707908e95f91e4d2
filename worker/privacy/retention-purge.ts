import { type SQL, sql } from "drizzle-orm";
import { type RetentionPeriod, retention } from "../../content/retention";
import { retryWhenBusy } from "../db/busy-retry";
import type { Database } from "../db/client";
import type { PersonalDataCounts } from "../db/schema";

// The daily Cron purge: every row older than its retention period (content/retention.ts) is
// deleted, a few hundred at a time, so visitors' writes never wait long behind it.

/** Rows per statement: each delete is a short write, and the lock is released between them. */
const BATCH_ROWS = 500;
/** Caps one run (per table) well inside a Cron invocation's time; a larger backlog finishes on the next days. */
const MAX_BATCHES = 200;

type FixedPeriod = Extract<RetentionPeriod, { count: number }>;

/** The ISO-8601 instant before which rows are past their period; stored timestamps compare as text. */
function retentionCutoff(period: FixedPeriod, now: Date): string {
  const cutoff = new Date(now);
  if (period.unit === "months") cutoff.setUTCMonth(cutoff.getUTCMonth() - period.count);
  else cutoff.setUTCDate(cutoff.getUTCDate() - period.count);
  return cutoff.toISOString();
}

/** Runs `deleteBatch` until it deletes less than a full batch (or the cap); returns the rows deleted. */
async function inBatches(deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const deleted = await retryWhenBusy(deleteBatch);
    total += deleted;
    if (deleted < BATCH_ROWS) break;
  }
  return total;
}

/** Deletes one batch of a table's rows matched by `where`, with nothing else depending on them. */
function deleteRows(db: Database, table: string, where: SQL): () => Promise<number> {
  return async () => {
    const result = await db.run(sql`delete from ${sql.identifier(table)} where rowid in (
      select rowid from ${sql.identifier(table)} where ${where} limit ${BATCH_ROWS})`);
    return result.rowsAffected;
  };
}

type Deleted = { records: number; deliveries: number; deskActivity: number };

/**
 * Deletes one batch of records (leads or contact messages) together with their deliveries, whose
 * payload is a copy of the record, and the sales desk's activity on them (notes are personal data
 * too), in one atomic batch.
 */
async function deleteRecords(db: Database, table: "leads" | "contact_messages", where: SQL): Promise<Deleted> {
  const rows = await db.all<{ id: string }>(sql`select id from ${sql.identifier(table)} where ${where} limit ${BATCH_ROWS}`);
  if (rows.length === 0) return { records: 0, deliveries: 0, deskActivity: 0 };
  const ids = JSON.stringify(rows.map((row) => row.id));
  const [deliveries, deskActivity, records] = await db.batch([
    db.run(sql`delete from deliveries where record_id in (select value from json_each(${ids}))`),
    db.run(sql`delete from desk_activity where record_id in (select value from json_each(${ids}))`),
    db.run(sql`delete from ${sql.identifier(table)} where id in (select value from json_each(${ids}))`),
  ]);
  return { records: records.rowsAffected, deliveries: deliveries.rowsAffected, deskActivity: deskActivity.rowsAffected };
}

/** Rows of `table` (deliveries, desk activity, follow-ups) whose record, by `record_type` and `record_id`, no longer exists. */
const recordIsGone = (table: "deliveries" | "desk_activity" | "follow_ups") => {
  const own = sql.identifier(table);
  return sql`case when ${own}.record_type = 'lead'
      then not exists (select 1 from leads where leads.id = ${own}.record_id)
      when ${own}.record_type = 'live'
      then not exists (select 1 from live_conversations where live_conversations.id = ${own}.record_id)
      when ${own}.record_type = 'meeting'
      then not exists (select 1 from meetings where meetings.id = ${own}.record_id)
      else not exists (select 1 from contact_messages where contact_messages.id = ${own}.record_id) end`;
};

async function purgeExpiredData(db: Database, now: Date): Promise<PersonalDataCounts> {
  const counts: PersonalDataCounts = {
    leads: 0,
    contactMessages: 0,
    deliveries: 0,
    deskActivity: 0,
    analyticsEvents: 0,
    faqQueries: 0,
    analyticsRejects: 0,
    analyticsFunnelSessions: 0,
    meetings: 0,
    liveConversations: 0,
  };
  const recordsOf = (table: "leads" | "contact_messages", where: SQL, key: "leads" | "contactMessages") =>
    inBatches(async () => {
      const deleted = await deleteRecords(db, table, where);
      counts[key] += deleted.records;
      counts.deliveries += deleted.deliveries;
      counts.deskActivity += deleted.deskActivity;
      return deleted.records;
    });

  await recordsOf("leads", sql`created_at < ${retentionCutoff(retention.leads.period, now)}`, "leads");
  // Contact messages and guide requests have their own periods; newsletter sign-ups stay until erased.
  for (const [source, rule] of [
    ["contact", retention.contactMessages],
    ["guide", retention.guideRequests],
  ] as const) {
    await recordsOf("contact_messages", sql`source = ${source} and created_at < ${retentionCutoff(rule.period, now)}`, "contactMessages");
  }
  // A delivery or a desk activity row whose record is gone some other way (deleted by hand, say) must not outlive it.
  counts.deliveries += await inBatches(deleteRows(db, "deliveries", recordIsGone("deliveries")));
  counts.deskActivity += await inBatches(deleteRows(db, "desk_activity", recordIsGone("desk_activity")));
  // Follow-ups (their next steps are the desk's words about the person) go with their record, counted as its desk activity.
  counts.deskActivity += await inBatches(deleteRows(db, "follow_ups", recordIsGone("follow_ups")));
  // A booked meeting goes after its period like any record; its seat (if still held) first.
  const meetingCutoff = retentionCutoff(retention.meetings.period, now);
  await inBatches(deleteRows(db, "meeting_seats", sql`meeting_id in (select id from meetings where created_at < ${meetingCutoff})`));
  counts.meetings = await inBatches(deleteRows(db, "meetings", sql`created_at < ${meetingCutoff}`));
  // A live conversation is kept as long as a chat lead, its messages deleted first (and any whose conversation is gone).
  const liveCutoff = retentionCutoff(retention.liveChats.period, now);
  await inBatches(
    deleteRows(
      db,
      "live_messages",
      sql`conversation_id in (select id from live_conversations where created_at < ${liveCutoff})
        or not exists (select 1 from live_conversations where live_conversations.id = live_messages.conversation_id)`,
    ),
  );
  counts.liveConversations = await inBatches(deleteRows(db, "live_conversations", sql`created_at < ${liveCutoff}`));
  counts.analyticsEvents = await inBatches(
    deleteRows(db, "analytics_events", sql`received_at < ${retentionCutoff(retention.analyticsEvents.period, now)}`),
  );
  // The rollup's per-session rows go with the events; its daily counts hold no session and stay.
  counts.analyticsFunnelSessions = await inBatches(
    deleteRows(db, "analytics_funnel_sessions", sql`started_at < ${retentionCutoff(retention.analyticsEvents.period, now)}`),
  );
  counts.faqQueries = await inBatches(
    deleteRows(db, "faq_queries", sql`created_at < ${retentionCutoff(retention.faqQuestions.period, now)}`),
  );
  counts.analyticsRejects = await inBatches(
    deleteRows(db, "analytics_rejects", sql`failed_at < ${retentionCutoff(retention.analyticsRejects.period, now)}`),
  );
  return counts;
}

/** A form token is valid for a day; its binding to the record it made is kept a day longer, then useless. */
const FORM_TOKEN_BINDING_DAYS = 2;

/** The Cron job: purges, then logs how many rows left each table (counts only, never row contents). */
export async function runRetentionPurge(db: Database, now: Date): Promise<void> {
  const counts = await purgeExpiredData(db, now);
  const formTokenUses = await inBatches(
    deleteRows(db, "form_token_uses", sql`created_at < ${retentionCutoff({ count: FORM_TOKEN_BINDING_DAYS, unit: "days" }, now)}`),
  );
  console.log(
    `retention purge: ${Object.entries({ ...counts, formTokenUses })
      .map(([table, count]) => `${table}=${count}`)
      .join(" ")}`,
  );
}
