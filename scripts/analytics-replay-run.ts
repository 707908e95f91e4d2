import { parseArgs } from "node:util";
import type { Client, InStatement } from "@libsql/client";
import * as v from "valibot";
import { type AnalyticsQueueMessage, analyticsQueueMessageSchema } from "../shared/analytics-events";
import { type PostHogTarget, sendPostHogBatch, toPostHogEvent } from "../worker/queue/posthog-batch";
import { parseSince } from "./funnel/report-options";

// The recovery behind `npm run analytics:replay`: analytics dead letters back into the table, and
// stored events mirrored again to PostHog. Both are safe to repeat: the table is keyed by event id
// and PostHog drops an event whose uuid (our event id) it already has.

export const REPLAY_USAGE = "Usage: npm run analytics:replay -- --since <2026-11-01 | 2026-11-01T08:00:00Z | 7d | 12h>";

/** A variable that is set but unusable; the message names it and never repeats its value. */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

export function parseReplayArgs(args: string[], now = new Date()): { since: Date } {
  const { values } = parseArgs({ args, options: { since: { type: "string" } }, strict: true });
  if (values.since === undefined) throw new Error("--since is required: the events received since then are mirrored again.");
  return { since: parseSince(values.since, now) };
}

const isHttpUrl = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** PostHog's project key and host from the environment; null when no key is set (no mirror). */
export function replayPostHogTarget(env: Partial<Record<string, string>>): PostHogTarget | null {
  const { POSTHOG_API_KEY: apiKey, POSTHOG_HOST: host } = env;
  if (!apiKey) return null;
  if (!/^phc_[\w-]+$/.test(apiKey)) throw new ConfigurationError("POSTHOG_API_KEY is not a PostHog project key (phc_…).");
  if (!host) throw new ConfigurationError("POSTHOG_HOST is not set; it is needed with POSTHOG_API_KEY.");
  if (!isHttpUrl(host)) throw new ConfigurationError("POSTHOG_HOST is not an http(s) URL.");
  return { apiKey, host: host.replace(/\/+$/, "") };
}

/** TURSO_DATABASE_URL, when set, must be a URL the client can open. */
export function checkDatabaseVariable(env: Partial<Record<string, string>>): void {
  const url = env.TURSO_DATABASE_URL;
  if (!url) return;
  try {
    new URL(url);
  } catch {
    throw new ConfigurationError("TURSO_DATABASE_URL is not a URL (libsql://… or http://…).");
  }
}

export type ReplayReport = {
  /** Whether events went to PostHog (a key is configured). */
  mirror: boolean;
  /** Dead letters stored as events (and mirrored) and removed from the dead letters. */
  deadLettersReplayed: number;
  /** Dead letters that are not a valid event: kept for inspection. */
  deadLettersKept: { messageId: string; reason: string }[];
  /** Stored events received since the date, sent to PostHog again. */
  eventsMirrored: number;
  /** Stored events that no longer pass the event schema: not mirrored. */
  eventsSkipped: { eventId: string; reason: string }[];
};

type ReplayOptions = { since: Date; posthog: PostHogTarget | null; batchSize?: number };

const DEFAULT_BATCH_SIZE = 500;

function readMessage(value: unknown): { ok: true; message: AnalyticsQueueMessage } | { ok: false; reason: string } {
  const parsed = v.safeParse(analyticsQueueMessageSchema, value);
  return parsed.success ? { ok: true, message: parsed.output } : { ok: false, reason: v.summarize(parsed.issues) };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, reason: "the body is not JSON" };
  }
}

/** The row the analytics consumer writes for a message, as one insert that leaves an existing row alone. */
function insertEvent(message: AnalyticsQueueMessage): InStatement {
  return {
    sql: `insert into analytics_events (event_id, session_id, distinct_id, event_type, data, occurred_at, received_at, country)
      values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (event_id) do nothing`,
    args: [
      message.eventId,
      message.sessionId,
      message.distinctId ?? null,
      message.eventType,
      JSON.stringify(message.data),
      message.eventType === "session_start" ? message.data.timestamp : message.receivedAt,
      message.receivedAt,
      message.country,
    ],
  };
}

async function mirror(posthog: PostHogTarget | null, messages: AnalyticsQueueMessage[], batchSize: number): Promise<void> {
  if (!posthog) return;
  for (let i = 0; i < messages.length; i += batchSize) {
    await sendPostHogBatch(posthog, messages.slice(i, i + batchSize).map(toPostHogEvent));
  }
}

/**
 * Every dead letter whose body is a valid queue message goes into analytics_events, then to
 * PostHog, and only then leaves the dead letters (in the same database batch as its insert); one
 * that is not a valid message is reported and kept.
 */
async function replayDeadLetters(client: Client, posthog: PostHogTarget | null, batchSize: number) {
  const { rows } = await client.execute("select message_id, body from analytics_dead_letters order by failed_at, message_id");
  const replayable: { messageId: string; message: AnalyticsQueueMessage }[] = [];
  const kept: ReplayReport["deadLettersKept"] = [];
  for (const row of rows) {
    const messageId = String(row.message_id);
    const body = parseJson(String(row.body));
    const read = body.ok ? readMessage(body.value) : body;
    if (read.ok) replayable.push({ messageId, message: read.message });
    else kept.push({ messageId, reason: read.reason });
  }
  for (let i = 0; i < replayable.length; i += batchSize) {
    const chunk = replayable.slice(i, i + batchSize);
    await mirror(
      posthog,
      chunk.map((r) => r.message),
      batchSize,
    );
    await client.batch(
      chunk.flatMap(({ messageId, message }) => [
        insertEvent(message),
        { sql: "delete from analytics_dead_letters where message_id = ?", args: [messageId] },
      ]),
      "write",
    );
  }
  return { replayed: replayable.length, kept };
}

/** Stored events received since the date, page by page in (received_at, event_id) order. */
async function remirrorEvents(client: Client, posthog: PostHogTarget, since: Date, batchSize: number) {
  let mirrored = 0;
  const skipped: ReplayReport["eventsSkipped"] = [];
  let after = { receivedAt: "", eventId: "" };
  for (;;) {
    const { rows } = await client.execute({
      sql: `select event_id, session_id, distinct_id, event_type, data, received_at, country from analytics_events
        where received_at >= ? and (received_at, event_id) > (?, ?) order by received_at, event_id limit ?`,
      args: [since.toISOString(), after.receivedAt, after.eventId, batchSize],
    });
    const last = rows.at(-1);
    if (!last) break;
    after = { receivedAt: String(last.received_at), eventId: String(last.event_id) };
    const messages: AnalyticsQueueMessage[] = [];
    for (const row of rows) {
      const data = parseJson(String(row.data));
      const read = data.ok
        ? readMessage({
            eventId: row.event_id,
            sessionId: row.session_id,
            eventType: row.event_type,
            data: data.value,
            receivedAt: row.received_at,
            country: row.country,
            ...(row.distinct_id === null ? {} : { distinctId: row.distinct_id }),
          })
        : data;
      if (read.ok) messages.push(read.message);
      else skipped.push({ eventId: String(row.event_id), reason: read.reason });
    }
    await mirror(posthog, messages, batchSize);
    mirrored += messages.length;
  }
  return { mirrored, skipped };
}

/**
 * Dead letters first, then the re-mirror. A recovered event received since the date is sent in both
 * steps; PostHog keeps one copy.
 */
export async function replayAnalytics(
  client: Client,
  { since, posthog, batchSize = DEFAULT_BATCH_SIZE }: ReplayOptions,
): Promise<ReplayReport> {
  const deadLetters = await replayDeadLetters(client, posthog, batchSize);
  const events = posthog ? await remirrorEvents(client, posthog, since, batchSize) : { mirrored: 0, skipped: [] };
  return {
    mirror: posthog !== null,
    deadLettersReplayed: deadLetters.replayed,
    deadLettersKept: deadLetters.kept,
    eventsMirrored: events.mirrored,
    eventsSkipped: events.skipped,
  };
}
