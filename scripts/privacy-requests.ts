// `npm run privacy`: answers a person's access and erasure requests across every table that holds
// their data. Kept apart from the command's plumbing (scripts/privacy.ts) so it can be tested
// against a real database.

import type { Client } from "@libsql/client";
import { type SQL, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import * as v from "valibot";
import * as schema from "../worker/db/schema";
import { parseCommandLine, UsageError } from "./command-line";

export type PrivacyCommand = { action: "export" | "erase"; email: string } | { action: "help" };

export const PRIVACY_USAGE = `Usage: npm run privacy -- export --email <address>
       npm run privacy -- erase --email <address>

export  prints, as JSON, every row about the person with that e-mail address (matched without
        regard to case or surrounding spaces): chat leads, contact messages, guide requests and
        newsletter sign-ups (with where sales stand on each: status, owner, first touch), their
        deliveries to sales' tools, the sales desk's activity and notes on them, and the analytics
        events, FAQ questions and analytics dead letters of their chat sessions.
erase   deletes all of those rows in one database batch and prints how many left each table. When
        POSTHOG_PERSONAL_API_KEY and POSTHOG_PROJECT_ID are set, it first asks PostHog (POSTHOG_HOST)
        to delete the persons of those chat sessions and their events.

Reads Turso when TURSO_DATABASE_URL is set, otherwise the local database in .data/.`;

const emailSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email("--email must be an e-mail address"));

export function parsePrivacyArgs(argv: string[]): PrivacyCommand {
  const { values, positionals } = parseCommandLine({
    args: argv,
    options: { email: { type: "string" }, help: { type: "boolean", short: "h", default: false } },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) return { action: "help" };
  const [action, ...extra] = positionals;
  if (action !== "export" && action !== "erase") throw new UsageError("Say what to do: export or erase");
  if (extra.length) throw new UsageError(`Unexpected argument '${extra[0]}'`);
  if (values.email === undefined) throw new UsageError(`${action} needs --email <address>`);
  const email = v.safeParse(emailSchema, values.email);
  if (!email.success) throw new UsageError(email.issues[0].message);
  return { action, email: email.output };
}

/** The form every address is compared in: stored addresses are matched the same way in SQL. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type PersonData = {
  email: string;
  leads: schema.LeadRow[];
  contactMessages: schema.ContactMessageRow[];
  deliveries: schema.DeliveryRow[];
  deskActivity: schema.DeskActivityRow[];
  followUps: schema.FollowUpRow[];
  analyticsEvents: schema.AnalyticsEventRow[];
  faqQueries: (typeof schema.faqQueries.$inferSelect)[];
  analyticsRejects: (typeof schema.analyticsRejects.$inferSelect)[];
  analyticsFunnelSessions: (typeof schema.analyticsFunnelSessions.$inferSelect)[];
  meetings: schema.MeetingRow[];
  liveConversations: schema.LiveConversationRow[];
  liveMessages: schema.LiveMessageRow[];
};

/*
 * What belongs to the person, as SQL over the e-mail address. Their chat sessions are the session
 * ids of their leads: analytics events, the funnel rollup's session rows, FAQ questions and rejected
 * analytics messages carry that id, so they are the person's data too (a lead joins them to a name).
 */
const leadsOf = (email: string) => sql`select id from leads where lower(trim(contact_email)) = ${email}`;
const messagesOf = (email: string) => sql`select id from contact_messages where lower(trim(email)) = ${email}`;
/**
 * Rows about one of the person's records, live conversations or meetings (deliveries, desk activity):
 * record and meeting ids are UUIDs and conversation ids 22 random characters, unique across the tables.
 */
const ofTheirRecords = (column: SQL, email: string) =>
  sql`${column} in (${leadsOf(email)}) or ${column} in (${messagesOf(email)}) or ${column} in (${conversationsOf(email)})
    or ${column} in (select id from meetings where lower(trim(email)) = ${email})`;
const sessionsOf = (email: string) => sql`select session_id from leads where lower(trim(contact_email)) = ${email}`;
/** Live conversations the person gave their address in, or held from one of their chat sessions or leads. */
const conversationsOf = (email: string) =>
  sql`select id from live_conversations where lower(trim(visitor_email)) = ${email}
    or lead_id in (${leadsOf(email)}) or session_id in (${sessionsOf(email)})`;
/** A dead letter's body is the queue message as JSON; anything that is not JSON cannot name a session. */
const deadLetterField = (field: "sessionId" | "distinctId") =>
  sql.raw(`(case when json_valid(body) then json_extract(body, '$.${field}') end)`);

export async function exportPersonData(client: Client, email: string): Promise<PersonData> {
  const address = normalizeEmail(email);
  const db = drizzle(client, { schema });
  const {
    leads,
    contactMessages,
    deliveries,
    deskActivity,
    followUps,
    analyticsEvents,
    faqQueries,
    analyticsRejects,
    analyticsFunnelSessions,
    meetings,
    liveConversations,
    liveMessages,
  } = schema;
  // One read transaction, so the export is a consistent snapshot.
  const [
    leadRows,
    messageRows,
    deliveryRows,
    activityRows,
    followUpRows,
    eventRows,
    questionRows,
    deadLetterRows,
    funnelRows,
    meetingRows,
    conversationRows,
    liveMessageRows,
  ] = await db.batch([
    db.select().from(leads).where(sql`lower(trim(${leads.contactEmail})) = ${address}`).orderBy(leads.createdAt),
    db.select().from(contactMessages).where(sql`lower(trim(${contactMessages.email})) = ${address}`).orderBy(contactMessages.createdAt),
    db
      .select()
      .from(deliveries)
      .where(ofTheirRecords(sql`${deliveries.recordId}`, address))
      .orderBy(deliveries.createdAt),
    // Claims, status changes, notes… in the order they happened (the id is append-only).
    db
      .select()
      .from(deskActivity)
      .where(ofTheirRecords(sql`${deskActivity.recordId}`, address))
      .orderBy(deskActivity.id),
    // The next steps sales set on their records, with when they were due, done and reminded.
    db
      .select()
      .from(followUps)
      .where(ofTheirRecords(sql`${followUps.recordId}`, address))
      .orderBy(followUps.id),
    db
      .select()
      .from(analyticsEvents)
      .where(sql`${analyticsEvents.sessionId} in (${sessionsOf(address)})`)
      .orderBy(analyticsEvents.occurredAt),
    db
      .select()
      .from(faqQueries)
      .where(sql`${faqQueries.sessionId} in (${sessionsOf(address)})`)
      .orderBy(faqQueries.createdAt),
    db
      .select()
      .from(analyticsRejects)
      .where(sql`${deadLetterField("sessionId")} in (${sessionsOf(address)})`)
      .orderBy(analyticsRejects.failedAt),
    db
      .select()
      .from(analyticsFunnelSessions)
      .where(sql`${analyticsFunnelSessions.sessionId} in (${sessionsOf(address)})`)
      .orderBy(analyticsFunnelSessions.startedAt),
    db.select().from(meetings).where(sql`lower(trim(${meetings.email})) = ${address}`).orderBy(meetings.startAt),
    db
      .select()
      .from(liveConversations)
      .where(sql`${liveConversations.id} in (${conversationsOf(address)})`)
      .orderBy(liveConversations.createdAt),
    db
      .select()
      .from(liveMessages)
      .where(sql`${liveMessages.conversationId} in (${conversationsOf(address)})`)
      .orderBy(liveMessages.position),
  ]);
  return {
    email: address,
    leads: leadRows,
    contactMessages: messageRows,
    deliveries: deliveryRows,
    deskActivity: activityRows,
    followUps: followUpRows,
    analyticsEvents: eventRows,
    faqQueries: questionRows,
    analyticsRejects: deadLetterRows,
    analyticsFunnelSessions: funnelRows,
    meetings: meetingRows,
    liveConversations: conversationRows,
    liveMessages: liveMessageRows,
  };
}

/**
 * The ids PostHog may know the person by: their chat session ids (the distinct id of events sent
 * without a PostHog id) and the PostHog anonymous ids those sessions' events carried.
 */
export async function postHogDistinctIds(client: Client, email: string): Promise<string[]> {
  const address = normalizeEmail(email);
  const rows = await drizzle(client).all<{ id: string }>(sql`select id from (
      select session_id as id from leads where lower(trim(contact_email)) = ${address}
      union select distinct_id from analytics_events where session_id in (${sessionsOf(address)})
      union select ${deadLetterField("distinctId")} from analytics_rejects where ${deadLetterField("sessionId")} in (${sessionsOf(address)})
    ) where id is not null order by id`);
  return rows.map((row) => String(row.id));
}

/**
 * Deletes every row of the person in one write batch (all or nothing). Children go first, while the
 * leads that lead to them still exist.
 */
export async function erasePersonData(client: Client, email: string): Promise<schema.PersonalDataCounts> {
  const address = normalizeEmail(email);
  const db = drizzle(client);
  const [
    deliveries,
    deskActivity,
    followUps,
    analyticsRejects,
    analyticsFunnelSessions,
    analyticsEvents,
    faqQueries,
    ,
    liveConversations,
    leads,
    contactMessages,
    ,
    meetings,
  ] = await db.batch([
    db.run(sql`delete from deliveries where ${ofTheirRecords(sql.raw("record_id"), address)}`),
    db.run(sql`delete from desk_activity where ${ofTheirRecords(sql.raw("record_id"), address)}`),
    // A follow-up's next step is the desk's words about the person, like a note.
    db.run(sql`delete from follow_ups where ${ofTheirRecords(sql.raw("record_id"), address)}`),
    db.run(sql`delete from analytics_rejects where ${deadLetterField("sessionId")} in (${sessionsOf(address)})`),
    db.run(sql`delete from analytics_funnel_sessions where session_id in (${sessionsOf(address)})`),
    db.run(sql`delete from analytics_events where session_id in (${sessionsOf(address)})`),
    db.run(sql`delete from faq_queries where session_id in (${sessionsOf(address)})`),
    // Live conversations are found through the person's leads, so they go before the leads do.
    db.run(sql`delete from live_messages where conversation_id in (${conversationsOf(address)})`),
    db.run(sql`delete from live_conversations where id in (${conversationsOf(address)})`),
    db.run(sql`delete from leads where lower(trim(contact_email)) = ${address}`),
    db.run(sql`delete from contact_messages where lower(trim(email)) = ${address}`),
    // A meeting's seat first (it frees the time), then the meeting.
    db.run(sql`delete from meeting_seats where meeting_id in (select id from meetings where lower(trim(email)) = ${address})`),
    db.run(sql`delete from meetings where lower(trim(email)) = ${address}`),
  ]);
  return {
    leads: leads.rowsAffected,
    contactMessages: contactMessages.rowsAffected,
    deliveries: deliveries.rowsAffected,
    deskActivity: deskActivity.rowsAffected + followUps.rowsAffected,
    analyticsEvents: analyticsEvents.rowsAffected,
    faqQueries: faqQueries.rowsAffected,
    analyticsRejects: analyticsRejects.rowsAffected,
    analyticsFunnelSessions: analyticsFunnelSessions.rowsAffected,
    meetings: meetings.rowsAffected,
    liveConversations: liveConversations.rowsAffected,
  };
}
