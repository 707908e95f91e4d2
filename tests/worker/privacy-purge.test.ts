import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../worker";
import { DAILY_PURGE } from "../../worker/scheduled";
import { testDb } from "./worker-harness";

// The daily Cron purge through the real scheduled() handler against the real local sqld. Every row
// here has an id of its own, so the assertions hold while other test files use the same database.

const now = new Date();
const ago = ({ months = 0, days = 0 }: { months?: number; days?: number }) => {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString();
};
const id = (label: string) => `purge-${label}-${crypto.randomUUID()}`;

async function insertLead(leadId: string, createdAt: string) {
  await testDb.execute({
    sql: `insert into leads (id, session_id, intent, contact_name, contact_email, contact_company, recommendations, lead_score,
            score_breakdown, is_high_value, created_at, updated_at)
          values (?, ?, 'sales', 'Amina Otieno', 'amina@acme-bank.co.ke', 'Acme Bank', '[]', 50, '{}', 0, ?, ?)`,
    args: [leadId, `session-${leadId}`, createdAt, createdAt],
  });
}

async function insertMessage(messageId: string, source: "contact" | "guide" | "newsletter", createdAt: string) {
  await testDb.execute({
    sql: `insert into contact_messages (id, source, name, email, created_at) values (?, ?, 'Baraka Mushi', ?, ?)`,
    args: [messageId, source, `${messageId}@example.co.tz`, createdAt],
  });
}

async function insertDelivery(recordId: string, recordType: string, destination: string) {
  const deliveryId = id("delivery");
  await testDb.execute({
    sql: `insert into deliveries (id, record_type, record_id, record_version, destination, event_type, payload, status)
          values (?, ?, ?, 1, ?, 'lead.created', '{"contact":{"email":"amina@acme-bank.co.ke"}}', 'delivered')`,
    args: [deliveryId, recordType, recordId, destination],
  });
  return deliveryId;
}

/** A row of the sales desk's timeline on a record; returns its id. */
async function insertActivity(recordId: string, recordType: "lead" | "contact" | "guide", kind: "claimed" | "status" | "note") {
  const result = await testDb.execute({
    sql: `insert into desk_activity (record_type, record_id, kind, actor, note) values (?, ?, ?, 'wanjiku@kilele.tech', ?)
          returning id`,
    args: [recordType, recordId, kind, kind === "note" ? "Amina asked for a call back on +254 700 123 456" : null],
  });
  return Number(result.rows[0]!.id);
}

async function insertEvents(prefix: string, count: number, receivedAt: string) {
  await testDb.execute({
    sql: `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
          insert into analytics_events (event_id, session_id, event_type, data, occurred_at, received_at)
          select ? || '-' || i, 'session-' || ?, 'chat_opened', '{}', ?, ? from n`,
    args: [count, prefix, prefix, receivedAt, receivedAt],
  });
}

async function insertQuestion(sessionId: string, createdAt: string) {
  await testDb.execute({
    sql: `insert into faq_queries (session_id, query, created_at) values (?, 'pricing?', ?)`,
    args: [sessionId, createdAt],
  });
}

async function insertDeadLetter(messageId: string, failedAt: string) {
  await testDb.execute({
    sql: `insert into analytics_rejects (message_id, reason, body, attempts, failed_at) values (?, 'test', '{}', 6, ?)`,
    args: [messageId, failedAt],
  });
}

async function exists(table: string, column: string, value: string | number): Promise<boolean> {
  const result = await testDb.execute({ sql: `select 1 from ${table} where ${column} = ?`, args: [value] });
  return result.rows.length > 0;
}

async function countLike(table: string, column: string, prefix: string): Promise<number> {
  const result = await testDb.execute({ sql: `select count(*) as n from ${table} where ${column} like ? || '%'`, args: [prefix] });
  return Number(result.rows[0]!.n);
}

const runDailyPurge = () => worker.scheduled(createScheduledController({ cron: DAILY_PURGE, scheduledTime: now.getTime() }), env);

describe("daily retention purge (Cron 0 3 * * *)", () => {
  const oldLead = id("old-lead");
  const youngLead = id("young-lead");
  const oldContact = id("old-contact");
  const youngContact = id("young-contact");
  const oldGuide = id("old-guide");
  const oldNewsletter = id("old-newsletter");
  const oldEvents = id("old-events");
  const youngEvents = id("young-events");
  const oldQuestion = id("old-question");
  const youngQuestion = id("young-question");
  const oldDeadLetter = id("old-dead-letter");
  const youngDeadLetter = id("young-dead-letter");
  const oldMeeting = id("old-meeting");
  const youngMeeting = id("young-meeting");
  const oldLive = id("old-live");
  const youngLive = id("young-live");
  const oldTokenUse = id("old-token-use");
  const youngTokenUse = id("young-token-use");
  const deliveryIds: Record<string, string> = {};
  const activityIds: Record<string, number> = {};
  const logged: string[] = [];

  beforeAll(async () => {
    await insertLead(oldLead, ago({ months: 24, days: 1 }));
    await insertLead(youngLead, ago({ months: 23, days: 27 }));
    await insertMessage(oldContact, "contact", ago({ months: 25 }));
    await insertMessage(youngContact, "contact", ago({ months: 23 }));
    await insertMessage(oldGuide, "guide", ago({ months: 25 }));
    await insertMessage(oldNewsletter, "newsletter", ago({ months: 60 }));
    deliveryIds.oldLeadWebhook = await insertDelivery(oldLead, "lead", "webhook");
    deliveryIds.oldLeadSlack = await insertDelivery(oldLead, "lead", "slack");
    deliveryIds.youngLead = await insertDelivery(youngLead, "lead", "webhook");
    deliveryIds.oldContact = await insertDelivery(oldContact, "contact", "email");
    deliveryIds.oldGuide = await insertDelivery(oldGuide, "guide", "hubspot");
    deliveryIds.oldNewsletter = await insertDelivery(oldNewsletter, "newsletter", "hubspot");
    deliveryIds.orphan = await insertDelivery(id("deleted-record"), "contact", "email");
    activityIds.oldLeadClaimed = await insertActivity(oldLead, "lead", "claimed");
    activityIds.oldLeadNote = await insertActivity(oldLead, "lead", "note");
    activityIds.oldContact = await insertActivity(oldContact, "contact", "status");
    activityIds.oldGuide = await insertActivity(oldGuide, "guide", "note");
    activityIds.youngLead = await insertActivity(youngLead, "lead", "note");
    activityIds.youngContact = await insertActivity(youngContact, "contact", "claimed");
    activityIds.orphan = await insertActivity(id("deleted-record"), "lead", "note");
    // More than two batches' worth, so the purge has to come back for the rest.
    await insertEvents(oldEvents, 1_201, ago({ months: 13, days: 1 }));
    await insertEvents(youngEvents, 3, ago({ months: 12, days: 28 }));
    await insertQuestion(oldQuestion, ago({ months: 13, days: 1 }));
    await insertQuestion(youngQuestion, ago({ months: 12, days: 28 }));
    await insertDeadLetter(oldDeadLetter, ago({ days: 31 }));
    await insertDeadLetter(youngDeadLetter, ago({ days: 29 }));
    await testDb.batch(
      [
        [oldMeeting, ago({ months: 24, days: 1 })],
        [youngMeeting, ago({ months: 23, days: 27 })],
      ].flatMap(([meeting, at]) => [
        {
          sql: `insert into meetings (id, office, kind, start_at, end_at, host, name, email, company, created_at)
                values (?, 'kampala', 'office', ?, ?, 'office', 'Amina', 'amina@example.com', 'Acme', ?)`,
          args: [meeting!, at!, at!, at!],
        },
        { sql: "insert into meeting_seats (office, start_at, seat, meeting_id) values ('kampala', ?, 'office', ?)", args: [at!, meeting!] },
      ]),
      "write",
    );
    await testDb.batch(
      [
        [oldLive, ago({ months: 24, days: 1 })],
        [youngLive, ago({ months: 23, days: 27 })],
      ].flatMap(([conversation, at]) => [
        { sql: "insert into live_conversations (id, office, created_at) values (?, 'nairobi', ?)", args: [conversation!, at!] },
        {
          sql: "insert into live_messages (conversation_id, side, seq, author, text, created_at) values (?, 'visitor', 1, 'Amina', 'hello', ?)",
          args: [conversation!, at!],
        },
      ]),
      "write",
    );
    await testDb.batch(
      [
        [oldTokenUse, ago({ days: 3 })],
        [youngTokenUse, ago({ days: 1 })],
      ].map(([hash, at]) => ({
        sql: "insert into form_token_uses (token_hash, record_key, created_at) values (?, 'record:test', ?)",
        args: [hash!, at!],
      })),
      "write",
    );

    const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));
    try {
      await runDailyPurge();
    } finally {
      log.mockRestore();
    }
  });

  it("deletes leads, contact messages and guide requests older than 24 months, and keeps younger ones", async () => {
    expect(await exists("leads", "id", oldLead)).toBe(false);
    expect(await exists("contact_messages", "id", oldContact)).toBe(false);
    expect(await exists("contact_messages", "id", oldGuide)).toBe(false);
    expect(await exists("leads", "id", youngLead)).toBe(true);
    expect(await exists("contact_messages", "id", youngContact)).toBe(true);
  });

  it("keeps newsletter sign-ups, which have no fixed period", async () => {
    expect(await exists("contact_messages", "id", oldNewsletter)).toBe(true);
    expect(await exists("deliveries", "id", deliveryIds.oldNewsletter!)).toBe(true);
  });

  it("deletes the deliveries (copies of the record) of every purged record, and of records already gone", async () => {
    for (const key of ["oldLeadWebhook", "oldLeadSlack", "oldContact", "oldGuide", "orphan"]) {
      expect(await exists("deliveries", "id", deliveryIds[key]!), key).toBe(false);
    }
    expect(await exists("deliveries", "id", deliveryIds.youngLead!)).toBe(true);
  });

  it("deletes the desk's activity and notes on every purged record, and on records already gone, and keeps younger records' timelines", async () => {
    for (const key of ["oldLeadClaimed", "oldLeadNote", "oldContact", "oldGuide", "orphan"]) {
      expect(await exists("desk_activity", "id", activityIds[key]!), key).toBe(false);
    }
    for (const key of ["youngLead", "youngContact"]) {
      expect(await exists("desk_activity", "id", activityIds[key]!), key).toBe(true);
    }
  });

  it("deletes analytics events and FAQ questions older than 13 months, in batches, and keeps younger ones", async () => {
    expect(await countLike("analytics_events", "event_id", oldEvents)).toBe(0);
    expect(await countLike("analytics_events", "event_id", youngEvents)).toBe(3);
    expect(await exists("faq_queries", "session_id", oldQuestion)).toBe(false);
    expect(await exists("faq_queries", "session_id", youngQuestion)).toBe(true);
  });

  it("deletes analytics dead letters older than 30 days", async () => {
    expect(await exists("analytics_rejects", "message_id", oldDeadLetter)).toBe(false);
    expect(await exists("analytics_rejects", "message_id", youngDeadLetter)).toBe(true);
  });

  it("deletes a form token's binding two days after it was made (the token is valid for one)", async () => {
    expect(await exists("form_token_uses", "token_hash", oldTokenUse)).toBe(false);
    expect(await exists("form_token_uses", "token_hash", youngTokenUse)).toBe(true);
  });

  it("deletes meetings (and their seats) 24 months after they were booked, and keeps younger ones", async () => {
    expect(await exists("meetings", "id", oldMeeting)).toBe(false);
    expect(await exists("meeting_seats", "meeting_id", oldMeeting)).toBe(false);
    expect(await exists("meetings", "id", youngMeeting)).toBe(true);
    expect(await exists("meeting_seats", "meeting_id", youngMeeting)).toBe(true);
  });

  it("deletes live conversations (and their messages) after 24 months, and keeps younger ones", async () => {
    expect(await exists("live_conversations", "id", oldLive)).toBe(false);
    expect(await exists("live_messages", "conversation_id", oldLive)).toBe(false);
    expect(await exists("live_conversations", "id", youngLive)).toBe(true);
    expect(await exists("live_messages", "conversation_id", youngLive)).toBe(true);
  });

  it("logs how many rows left each table, and no personal data", () => {
    const line = logged.find((entry) => entry.startsWith("retention purge:"));
    expect(line).toMatch(
      /leads=\d+ contactMessages=\d+ deliveries=\d+ deskActivity=\d+ analyticsEvents=\d+ faqQueries=\d+ analyticsRejects=\d+ analyticsFunnelSessions=\d+ meetings=\d+ liveConversations=\d+ formTokenUses=\d+$/,
    );
    expect(Number(/analyticsEvents=(\d+)/.exec(line!)![1])).toBeGreaterThanOrEqual(1_201);
    expect(Number(/deskActivity=(\d+)/.exec(line!)![1])).toBeGreaterThanOrEqual(5);
    expect(logged.join("\n")).not.toMatch(/@|Amina|Baraka|session-|call back|\+254/);
  });
});
