import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Client, createClient } from "@libsql/client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AnalyticsQueueMessage } from "../shared/analytics-events";
import { ConfigurationError, checkDatabaseVariable, parseReplayArgs, replayAnalytics, replayPostHogTarget } from "./analytics-replay-run";
import { prepareDatabase } from "./db-setup";
import { type LocalSqld, startSqld } from "./local-sqld";
import { type PostHogStandIn, startPostHogStandIn } from "./stand-ins/posthog-stand-in";

// The replay against a real libSQL server with the project's migrations and the PostHog stand-in.
let dataDir: string;
let sqld: LocalSqld;
let client: Client;
let posthog: PostHogStandIn;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "kilele-replay-"));
  [sqld, posthog] = await Promise.all([startSqld(dataDir), startPostHogStandIn()]);
  await prepareDatabase(sqld.url);
  client = createClient({ url: sqld.url });
}, 30_000);

afterAll(async () => {
  client?.close();
  await Promise.all([sqld?.stop(), posthog?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await client.batch(["delete from analytics_events", "delete from analytics_dead_letters"], "write");
});

const SESSION = "0b3c6f7e-2d4a-4c1b-9e8f-1a2b3c4d5e6f";
const DISTINCT = "01937a2b-7c3d-7e4f-8a9b-0c1d2e3f4a5b";

function message(receivedAt: string, overrides: Partial<AnalyticsQueueMessage> = {}): AnalyticsQueueMessage {
  return {
    eventType: "intent_selected",
    sessionId: SESSION,
    data: { intent: "sales" },
    eventId: crypto.randomUUID(),
    receivedAt,
    country: "KE",
    ...overrides,
  } as AnalyticsQueueMessage;
}

const sessionStart = (receivedAt: string) =>
  message(receivedAt, {
    eventType: "session_start",
    distinctId: DISTINCT,
    data: {
      timestamp: receivedAt,
      utm_source: "newsletter",
      utm_campaign: "launch",
      $referring_domain: "mail.example.com",
      landing_path: "/",
    },
  });

async function storeEvent(m: AnalyticsQueueMessage) {
  await client.execute({
    sql: `insert into analytics_events (event_id, session_id, distinct_id, event_type, data, occurred_at, received_at, country)
      values (?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [m.eventId, m.sessionId, m.distinctId ?? null, m.eventType, JSON.stringify(m.data), m.receivedAt, m.receivedAt, m.country],
  });
}

async function storeDeadLetter(messageId: string, body: string) {
  await client.execute({
    sql: "insert into analytics_dead_letters (message_id, event_id, body, attempts) values (?, null, ?, 3)",
    args: [messageId, body],
  });
}

const target = () => {
  const key = `phc_test_${crypto.randomUUID()}`;
  return { key, posthog: { apiKey: key, host: posthog.url } };
};

const mirroredIds = (key: string) => posthog.received(key).flatMap((batch) => batch.batch.map((event) => event.uuid));
const columns = async (sql: string) => (await client.execute(sql)).rows.map((row) => Object.values(row)[0]);

describe("replayAnalytics", () => {
  it("replays valid dead letters into the table and PostHog, keeps unreadable ones, and mirrors stored events since the date in batches", async () => {
    const old = message("2026-10-01T09:00:00.000Z");
    const recent = [sessionStart("2026-11-20T09:00:00.000Z"), message("2026-11-20T09:01:00.000Z"), message("2026-11-20T09:02:00.000Z")];
    for (const m of [old, ...recent]) await storeEvent(m);
    const lost = message("2026-09-15T10:00:00.000Z", { eventType: "form_submitted", data: { leadScore: 80, isHighValue: true } });
    const alreadyStored = recent[1]!;
    await storeDeadLetter("dl-lost", JSON.stringify(lost));
    await storeDeadLetter("dl-stored", JSON.stringify(alreadyStored));
    await storeDeadLetter("dl-not-json", "{oops");
    await storeDeadLetter("dl-invalid", JSON.stringify({ ...lost, eventId: crypto.randomUUID(), data: { email: "wanjiku@shamba.co.ke" } }));

    const { key, posthog: to } = target();
    const report = await replayAnalytics(client, { since: new Date("2026-11-01T00:00:00.000Z"), posthog: to, batchSize: 2 });

    expect(report).toMatchObject({ mirror: true, deadLettersReplayed: 2, eventsMirrored: 3, eventsSkipped: [] });
    expect(report.deadLettersKept.map((k) => k.messageId).sort()).toEqual(["dl-invalid", "dl-not-json"]);
    expect(report.deadLettersKept.find((k) => k.messageId === "dl-not-json")?.reason).toBe("the body is not JSON");

    expect(await columns("select message_id from analytics_dead_letters order by message_id")).toEqual(["dl-invalid", "dl-not-json"]);
    const { rows } = await client.execute({ sql: "select * from analytics_events where event_id = ?", args: [lost.eventId] });
    expect(rows[0]).toMatchObject({
      session_id: SESSION,
      event_type: "form_submitted",
      received_at: lost.receivedAt,
      occurred_at: lost.receivedAt,
      country: "KE",
      distinct_id: null,
    });
    expect(JSON.parse(String(rows[0]!.data))).toEqual({ leadScore: 80, isHighValue: true });
    expect(await columns("select count(*) from analytics_events")).toEqual([5]);

    // Batches of at most two; every event since the date and every recovered one, never the old one.
    expect(posthog.received(key).every((batch) => batch.batch.length <= 2)).toBe(true);
    expect(new Set(mirroredIds(key))).toEqual(new Set([lost.eventId, ...recent.map((m) => m.eventId)]));
    const start = posthog
      .received(key)
      .flatMap((b) => b.batch)
      .find((event) => event.uuid === recent[0]!.eventId);
    expect(start).toMatchObject({
      event: "session_start",
      distinct_id: DISTINCT,
      timestamp: recent[0]!.receivedAt,
      properties: {
        utm_source: "newsletter",
        utm_campaign: "launch",
        $referring_domain: "mail.example.com",
        landing_path: "/",
        session_id: SESSION,
        country: "KE",
      },
    });

    // Repeating it finds no dead letter to replay and stores nothing twice.
    const again = await replayAnalytics(client, { since: new Date("2026-11-01T00:00:00.000Z"), posthog: to, batchSize: 2 });
    expect(again).toMatchObject({ deadLettersReplayed: 0, eventsMirrored: 3 });
    expect(await columns("select count(*) from analytics_events")).toEqual([5]);
  });

  it("without PostHog: dead letters go into the table only, and nothing is mirrored", async () => {
    const lost = sessionStart("2026-11-21T08:00:00.000Z");
    await storeDeadLetter("dl-1", JSON.stringify(lost));
    const report = await replayAnalytics(client, { since: new Date("2026-11-01T00:00:00.000Z"), posthog: null });
    expect(report).toEqual({ mirror: false, deadLettersReplayed: 1, deadLettersKept: [], eventsMirrored: 0, eventsSkipped: [] });
    expect(await columns("select event_id from analytics_events")).toEqual([lost.eventId]);
    expect(await columns("select count(*) from analytics_dead_letters")).toEqual([0]);
  });

  it("a PostHog failure keeps the dead letters for the next run", async () => {
    await storeDeadLetter("dl-1", JSON.stringify(message("2026-11-21T08:00:00.000Z")));
    const { key, posthog: to } = target();
    await fetch(`${posthog.url}/__stand-in/fail?key=${key}&times=1&status=503`, { method: "POST" });
    await expect(replayAnalytics(client, { since: new Date("2026-11-01T00:00:00.000Z"), posthog: to })).rejects.toThrow(/503/);
    expect(await columns("select message_id from analytics_dead_letters")).toEqual(["dl-1"]);
    expect(await columns("select count(*) from analytics_events")).toEqual([0]);

    expect((await replayAnalytics(client, { since: new Date("2026-11-01T00:00:00.000Z"), posthog: to })).deadLettersReplayed).toBe(1);
    expect(await columns("select count(*) from analytics_dead_letters")).toEqual([0]);
  });
});

describe("replay configuration", () => {
  it("mirrors only with a project key, and names a misconfigured variable without its value", () => {
    expect(replayPostHogTarget({})).toBeNull();
    expect(replayPostHogTarget({ POSTHOG_API_KEY: "phc_abc", POSTHOG_HOST: "https://eu.i.posthog.com/" })).toEqual({
      apiKey: "phc_abc",
      host: "https://eu.i.posthog.com",
    });
    const failures = [
      () => replayPostHogTarget({ POSTHOG_API_KEY: "phx_personal-secret", POSTHOG_HOST: "https://eu.i.posthog.com" }),
      () => replayPostHogTarget({ POSTHOG_API_KEY: "phc_abc" }),
      () => replayPostHogTarget({ POSTHOG_API_KEY: "phc_abc", POSTHOG_HOST: "eu.i.posthog.com/secret-path" }),
      () => checkDatabaseVariable({ TURSO_DATABASE_URL: "kilele-db-secret-token" }),
    ];
    const messages = failures.map((fail) => {
      try {
        fail();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigurationError);
        return (error as Error).message;
      }
      throw new Error("expected a configuration error");
    });
    expect(messages.map((m) => m.split(" ")[0])).toEqual(["POSTHOG_API_KEY", "POSTHOG_HOST", "POSTHOG_HOST", "TURSO_DATABASE_URL"]);
    for (const m of messages) expect(m).not.toMatch(/secret/);
  });

  it("requires --since", () => {
    expect(parseReplayArgs(["--since", "2026-11-01"]).since.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(() => parseReplayArgs([])).toThrow(/--since is required/);
  });
});
