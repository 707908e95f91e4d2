import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import type { Client } from "@libsql/client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UsageError } from "./command-line";
import { withLocalTestDatabase } from "./local-test-database";
import { erasePersonData, exportPersonData, parsePrivacyArgs, postHogDistinctIds } from "./privacy-requests";
import { type PostHogStandIn, STAND_IN_PERSONAL_API_KEY, STAND_IN_PROJECT_ID, startPostHogStandIn } from "./stand-ins/posthog-stand-in";

describe("parsePrivacyArgs", () => {
  it("reads the action and the address, trimmed and lower-cased", () => {
    expect(parsePrivacyArgs(["export", "--email", "  Amina@Acme-Bank.co.ke "])).toEqual({
      action: "export",
      email: "amina@acme-bank.co.ke",
    });
    expect(parsePrivacyArgs(["erase", "--email=amina@acme-bank.co.ke"])).toEqual({ action: "erase", email: "amina@acme-bank.co.ke" });
    expect(parsePrivacyArgs(["--help"])).toEqual({ action: "help" });
  });

  it.each([
    [[], /export or erase/],
    [["delete", "--email", "a@b.co"], /export or erase/],
    [["export"], /export needs --email/],
    [["erase", "--email", "not an address"], /e-mail address/],
    [["export", "--email", "a@b.co", "extra"], /Unexpected argument 'extra'/],
    [["export", "--mail", "a@b.co"], /Unknown option '--mail'/],
  ])("refuses %j", (argv, message) => {
    expect(() => parsePrivacyArgs(argv)).toThrow(UsageError);
    expect(() => parsePrivacyArgs(argv)).toThrow(message);
  });
});

/** Two people who used the site; every row of Baraka's must survive anything done for Amina. */
const AMINA = {
  email: " Amina.Otieno@Acme-Bank.co.ke",
  sessions: [crypto.randomUUID(), crypto.randomUUID()],
  posthogId: crypto.randomUUID(),
};
const BARAKA = { email: "baraka@example.co.tz", sessions: [crypto.randomUUID()], posthogId: crypto.randomUUID() };
const DESK_USER = "wanjiku@kilele.tech";

async function seedPerson(client: Client, person: typeof AMINA, label: string) {
  const statements = person.sessions.flatMap((sessionId, n) => [
    {
      sql: `insert into leads (id, session_id, intent, contact_name, contact_email, contact_company, recommendations, lead_score, score_breakdown, is_high_value)
            values (?, ?, 'sales', ?, ?, 'Acme Bank', '[]', 80, '{}', 1)`,
      args: [`${label}-lead-${n}`, sessionId, `${label} name`, n === 0 ? person.email : person.email.trim().toUpperCase()],
    },
    {
      sql: `insert into deliveries (id, record_type, record_id, record_version, destination, event_type, payload) values (?, 'lead', ?, 1, 'webhook', 'lead.created', '{}')`,
      args: [`${label}-lead-delivery-${n}`, `${label}-lead-${n}`],
    },
    // The sales desk's note on each lead; the first lead is also claimed (so it has a status, an owner and a first touch).
    ...(n === 0
      ? [
          {
            sql: `update leads set status = 'attempting', owner = ?, first_touch_at = '2026-11-20T10:00:00.000Z' where id = ?`,
            args: [DESK_USER, `${label}-lead-${n}`],
          },
          {
            sql: `insert into desk_activity (record_type, record_id, kind, actor, from_value, to_value, created_at)
                  values ('lead', ?, 'claimed', ?, null, ?, '2026-11-20T10:00:00.000Z')`,
            args: [`${label}-lead-${n}`, DESK_USER, DESK_USER],
          },
        ]
      : []),
    {
      sql: `insert into desk_activity (record_type, record_id, kind, actor, note) values ('lead', ?, 'note', ?, ?)`,
      args: [`${label}-lead-${n}`, DESK_USER, `${label} asked for a call back`],
    },
    {
      sql: `insert into follow_ups (record_type, record_id, activity_id, owner, next_step, due_at) values ('lead', ?, 0, ?, ?, '2026-11-21T07:00:00.000Z')`,
      args: [`${label}-lead-${n}`, DESK_USER, `${label} call back`],
    },
    {
      sql: `insert into analytics_events (event_id, session_id, distinct_id, event_type, data, occurred_at, received_at)
            values (?, ?, ?, 'session_start', '{}', '2026-11-20T09:00:00.000Z', '2026-11-20T09:00:01.000Z')`,
      args: [`${label}-event-${n}`, sessionId, n === 0 ? person.posthogId : null],
    },
    {
      sql: `insert into analytics_funnel_sessions (funnel_id, session_id, day, source, reached, started_at)
            values ('chat-qualification', ?, '2026-11-20', ?, 1, '2026-11-20T09:00:01.000Z')`,
      args: [sessionId, `${label}-source`],
    },
    { sql: `insert into faq_queries (session_id, query) values (?, ?)`, args: [sessionId, `${label}-question`] },
    {
      sql: `insert into analytics_rejects (message_id, event_id, reason, body, attempts) values (?, null, 'test', ?, 6)`,
      args: [`${label}-dead-letter-${n}`, JSON.stringify({ eventType: "session_start", sessionId, distinctId: person.posthogId })],
    },
  ]);
  const messages = (["contact", "guide", "newsletter"] as const).flatMap((source) => [
    {
      sql: `insert into contact_messages (id, source, name, email, message) values (?, ?, ?, ?, 'hello')`,
      args: [`${label}-${source}`, source, `${label} name`, source === "guide" ? person.email.toUpperCase() : person.email.trim()],
    },
    {
      sql: `insert into deliveries (id, record_type, record_id, record_version, destination, event_type, payload) values (?, ?, ?, 1, 'email', ?, '{}')`,
      args: [`${label}-${source}-delivery`, source, `${label}-${source}`, `${source}.created`],
    },
    // Sales work contact messages and guide requests, not newsletter sign-ups.
    ...(source === "newsletter"
      ? []
      : [
          {
            sql: `insert into desk_activity (record_type, record_id, kind, actor, from_value, to_value, note) values (?, ?, 'status', ?, 'new', 'attempting', ?)`,
            args: [source, `${label}-${source}`, DESK_USER, `${label} did not answer`],
          },
        ]),
  ]);
  // A meeting they booked, holding its seat.
  const meeting = [
    {
      sql: `insert into meetings (id, office, kind, start_at, end_at, host, name, email, company)
            values (?, 'nairobi', 'video', '2026-11-25T07:00:00.000Z', '2026-11-25T07:30:00.000Z', 'office', ?, ?, 'acme')`,
      args: [`${label}-meeting`, `${label} name`, person.email.toUpperCase()],
    },
    {
      sql: `insert into meeting_seats (office, start_at, seat, meeting_id) values ('nairobi', '2026-11-25T07:00:00.000Z', ?, ?)`,
      args: [label, `${label}-meeting`],
    },
    {
      sql: `insert into deliveries (id, record_type, record_id, record_version, destination, event_type, event_key, payload)
            values (?, 'meeting', ?, 0, 'confirmation', 'meeting.booked', 'meeting.booked:0', '{}')`,
      args: [`${label}-meeting-delivery`, `${label}-meeting`],
    },
  ];
  // A live conversation held from their first lead, with one message.
  const live = [
    { sql: `insert into live_conversations (id, lead_id, office) values (?, ?, 'nairobi')`, args: [`${label}-live`, `${label}-lead-0`] },
    {
      sql: `insert into live_messages (conversation_id, side, seq, author, text) values (?, 'visitor', 1, ?, ?)`,
      args: [`${label}-live`, `${label} name`, `${label} asks about hosting`],
    },
    // Its Slack alert, which carries what they told the chat.
    {
      sql: `insert into deliveries (id, record_type, record_id, record_version, destination, event_type, event_key, payload)
            values (?, 'live', ?, 1, 'slack', 'live.waiting', 'live-waiting', '{}')`,
      args: [`${label}-live-delivery`, `${label}-live`],
    },
  ];
  await client.batch([...statements, ...messages, ...meeting, ...live], "write");
}

async function tableCounts(client: Client, label: string) {
  const count = async (sql: string) => Number((await client.execute({ sql, args: [`${label}-%`] })).rows[0]!.n);
  return {
    leads: await count("select count(*) as n from leads where id like ?"),
    contactMessages: await count("select count(*) as n from contact_messages where id like ?"),
    deliveries: await count("select count(*) as n from deliveries where id like ?"),
    deskActivity: await count("select count(*) as n from desk_activity where record_id like ?"),
    analyticsEvents: await count("select count(*) as n from analytics_events where event_id like ?"),
    faqQueries: await count("select count(*) as n from faq_queries where query like ?"),
    analyticsRejects: await count("select count(*) as n from analytics_rejects where message_id like ?"),
    analyticsFunnelSessions: await count("select count(*) as n from analytics_funnel_sessions where source like ?"),
    meetings: await count("select count(*) as n from meetings where id like ?"),
    liveConversations: await count("select count(*) as n from live_conversations where id like ?"),
  };
}

const everything = {
  leads: 2,
  contactMessages: 3,
  deliveries: 7,
  deskActivity: 5,
  analyticsEvents: 2,
  faqQueries: 2,
  analyticsRejects: 2,
  analyticsFunnelSessions: 2,
  meetings: 1,
  liveConversations: 1,
};
/** What erasing Amina deletes: her two follow-ups are counted with the desk's activity. */
const erased = { ...everything, deskActivity: everything.deskActivity + 2 };
const barakasRows = {
  leads: 1,
  contactMessages: 3,
  deliveries: 6,
  deskActivity: 4,
  analyticsEvents: 1,
  faqQueries: 1,
  analyticsRejects: 1,
  analyticsFunnelSessions: 1,
  meetings: 1,
  liveConversations: 1,
};
const nothing = {
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

describe("privacy requests against a real libSQL server", () => {
  let client: Client;
  let url: string;
  withLocalTestDatabase("kilele-privacy-", (connections) => {
    ({ client, url } = connections);
  });

  beforeEach(async () => {
    for (const table of [
      "deliveries",
      "desk_activity",
      "follow_ups",
      "leads",
      "contact_messages",
      "analytics_events",
      "faq_queries",
      "analytics_rejects",
      "analytics_funnel_sessions",
      "meeting_seats",
      "meetings",
      "live_messages",
      "live_conversations",
    ]) {
      await client.execute(`delete from ${table}`);
    }
    await seedPerson(client, AMINA, "amina");
    await seedPerson(client, BARAKA, "baraka");
    // A dead letter that is not JSON at all must not break matching.
    await client.execute(`insert into analytics_rejects (message_id, reason, body, attempts) values ('unreadable', 'test', 'not json', 6)`);
  });

  it("exports every row about the person, whatever the case and spacing of the stored address", async () => {
    const data = await exportPersonData(client, "AMINA.otieno@acme-bank.co.ke ");
    expect(data.email).toBe("amina.otieno@acme-bank.co.ke");
    expect(data.leads.map((row) => row.id).sort()).toEqual(["amina-lead-0", "amina-lead-1"]);
    expect(data.leads[0]).toMatchObject({ contactName: "amina name", recommendations: [], isHighValue: true });
    // Where sales stand with each record is part of it.
    expect(data.leads.find((lead) => lead.id === "amina-lead-0")).toMatchObject({
      status: "attempting",
      owner: DESK_USER,
      firstTouchAt: "2026-11-20T10:00:00.000Z",
    });
    expect(data.leads.find((lead) => lead.id === "amina-lead-1")).toMatchObject({ status: "new", owner: null, firstTouchAt: null });
    expect(data.contactMessages[0]).toMatchObject({ status: "new", owner: null, firstTouchAt: null, lostReason: null });
    expect(data.contactMessages.map((row) => row.source).sort()).toEqual(["contact", "guide", "newsletter"]);
    expect(data.deliveries.map((row) => row.id).sort()).toEqual([
      "amina-contact-delivery",
      "amina-guide-delivery",
      "amina-lead-delivery-0",
      "amina-lead-delivery-1",
      "amina-live-delivery",
      "amina-meeting-delivery",
      "amina-newsletter-delivery",
    ]);
    // The desk's activity and notes on any of their records, in the order they happened.
    expect(data.deskActivity.map(({ recordType, recordId, kind, actor, note }) => ({ recordType, recordId, kind, actor, note }))).toEqual([
      { recordType: "lead", recordId: "amina-lead-0", kind: "claimed", actor: DESK_USER, note: null },
      { recordType: "lead", recordId: "amina-lead-0", kind: "note", actor: DESK_USER, note: "amina asked for a call back" },
      { recordType: "lead", recordId: "amina-lead-1", kind: "note", actor: DESK_USER, note: "amina asked for a call back" },
      { recordType: "contact", recordId: "amina-contact", kind: "status", actor: DESK_USER, note: "amina did not answer" },
      { recordType: "guide", recordId: "amina-guide", kind: "status", actor: DESK_USER, note: "amina did not answer" },
    ]);
    expect(data.deskActivity[3]).toMatchObject({ fromValue: "new", toValue: "attempting" });
    expect(data.followUps.map(({ recordId, nextStep }) => [recordId, nextStep]).sort()).toEqual([
      ["amina-lead-0", "amina call back"],
      ["amina-lead-1", "amina call back"],
    ]);
    expect(data.analyticsEvents.map((row) => row.eventId).sort()).toEqual(["amina-event-0", "amina-event-1"]);
    expect(data.faqQueries.map((row) => row.query)).toEqual(["amina-question", "amina-question"]);
    expect(data.analyticsRejects.map((row) => row.messageId).sort()).toEqual(["amina-dead-letter-0", "amina-dead-letter-1"]);
    expect(data.meetings.map((row) => row.id)).toEqual(["amina-meeting"]);
    expect(data.liveConversations.map((row) => row.id)).toEqual(["amina-live"]);
    expect(data.liveMessages.map((row) => row.text)).toEqual(["amina asks about hosting"]);
    expect(JSON.stringify(data)).not.toMatch(/baraka/i);
  });

  it("exports nothing for an address nobody used", async () => {
    const data = await exportPersonData(client, "nobody@example.com");
    expect(Object.values(data).filter(Array.isArray).flat()).toEqual([]);
  });

  it("finds the person's PostHog distinct ids: their chat sessions and the PostHog ids those sessions carried", async () => {
    expect(await postHogDistinctIds(client, "amina.otieno@acme-bank.co.ke")).toEqual([...AMINA.sessions, AMINA.posthogId].sort());
  });

  it("erases exactly the person's rows in every table, and another person's rows stay", async () => {
    expect(await erasePersonData(client, "amina.otieno@ACME-bank.co.ke")).toEqual(erased);
    expect(await tableCounts(client, "amina")).toEqual(nothing);
    expect(await tableCounts(client, "baraka")).toEqual(barakasRows);
    expect((await client.execute("select 1 from analytics_rejects where message_id = 'unreadable'")).rows).toHaveLength(1);
    const followUps = await client.execute("select record_id from follow_ups where record_id like 'amina-%' or record_id like 'baraka-%'");
    expect(followUps.rows.map((row) => row.record_id)).toEqual(["baraka-lead-0"]);
    expect(await erasePersonData(client, "amina.otieno@acme-bank.co.ke")).toEqual(nothing);
  });

  describe("npm run privacy", () => {
    let posthog: PostHogStandIn;
    beforeAll(async () => {
      posthog = await startPostHogStandIn();
    });
    afterAll(() => posthog.stop());

    const root = resolve(import.meta.dirname, "..");
    const run = (args: string[], env: Record<string, string> = {}) =>
      promisify(execFile)(resolve(root, "node_modules/.bin/tsx"), ["scripts/privacy.ts", ...args], {
        cwd: root,
        env: { PATH: process.env.PATH, TURSO_DATABASE_URL: url, ...env },
      }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
      );
    const postHogEnv = { POSTHOG_PERSONAL_API_KEY: STAND_IN_PERSONAL_API_KEY, POSTHOG_PROJECT_ID: STAND_IN_PROJECT_ID, POSTHOG_HOST: "" };

    it("export prints the person's rows as JSON", async () => {
      const result = await run(["export", "--email", "Amina.Otieno@acme-bank.co.ke"]);
      expect(result.code).toBe(0);
      const data = JSON.parse(result.stdout) as Record<string, unknown[]>;
      expect(
        Object.fromEntries(
          Object.entries(data)
            .filter(([, rows]) => Array.isArray(rows))
            .map(([table, rows]) => [table, rows.length]),
        ),
      ).toEqual({ ...everything, followUps: 2, liveMessages: 1 });
    }, 30_000);

    it("erase asks PostHog to delete the person's persons and events, then deletes the rows and prints counts", async () => {
      const result = await run(["erase", "--email", "amina.otieno@acme-bank.co.ke"], { ...postHogEnv, POSTHOG_HOST: posthog.url });
      expect(result.code).toBe(0);
      expect(posthog.personDeletions()).toEqual([{ distinct_ids: [...AMINA.sessions, AMINA.posthogId].sort(), delete_events: true }]);
      expect(result.stdout).toContain("deletion of persons and their events requested for 3 distinct id(s)");
      expect(result.stdout).toMatch(/leads\s+2\n/);
      expect(result.stdout).toMatch(/analyticsEvents\s+2\n/);
      expect(result.stdout).toMatch(/deskActivity\s+7\n/);
      expect(await tableCounts(client, "amina")).toEqual(nothing);
      expect(await tableCounts(client, "baraka")).toEqual(barakasRows);
    }, 30_000);

    it("erase stops before deleting anything when PostHog refuses the key, so it can be run again", async () => {
      const result = await run(["erase", "--email", "amina.otieno@acme-bank.co.ke"], {
        ...postHogEnv,
        POSTHOG_HOST: posthog.url,
        POSTHOG_PERSONAL_API_KEY: "phx_revoked",
      });
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain("PostHog answered 401");
      expect(result.stderr).not.toContain("phx_revoked");
      expect(await tableCounts(client, "amina")).toEqual(everything);
    }, 30_000);

    it("erase refuses a personal API key without a project id", async () => {
      const result = await run(["erase", "--email", "amina.otieno@acme-bank.co.ke"], {
        POSTHOG_PERSONAL_API_KEY: STAND_IN_PERSONAL_API_KEY,
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("POSTHOG_PROJECT_ID");
      expect(await tableCounts(client, "amina")).toEqual(everything);
    }, 30_000);

    it("exits with 2 and the usage on bad usage", async () => {
      const result = await run(["erase"]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("erase needs --email");
      expect(result.stderr).toContain("Usage: npm run privacy");
    }, 30_000);
  });
});
