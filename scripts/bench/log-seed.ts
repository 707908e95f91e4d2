// Setup for the replay measurement: a log with history, written through the log's own writer into a
// database no Worker is using yet, with every sink's position at its end (as if each had sent it all).
import { createClient } from "@libsql/client";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { appendEvents, type LogEntry } from "../../analytics/log/append";
import * as tables from "../../analytics/log/tables";
import { rewindSink } from "../../analytics/sinks/sink-positions";
import { prepareDatabase } from "../db-setup";
import { startSqld } from "../local-sqld";
import { loggedChatSession } from "./chat-sessions";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per INSERT and INSERTs per round trip. */
const ROWS_PER_INSERT = 500;
const INSERTS_PER_BATCH = 10;

export type SeededLog = { events: number; lastOffset: number; oldestAt: string; newestAt: string };

/** `count` events of chat sessions spread over the last `days` days, in the order they happened. */
function history(count: number, days: number): LogEntry[] {
  const now = Date.now();
  const events: LogEntry[] = [];
  while (events.length < count) events.push(...loggedChatSession(now - days * DAY_MS + Math.random() * (days * DAY_MS - DAY_MS / 24)));
  return events.slice(0, count).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

/**
 * Migrates a fresh database under `dataDir` (the folder scripts/start.ts then serves), appends the
 * history and moves the named sinks to its last offset.
 */
export async function seedLog(dataDir: string, options: { events: number; days: number; sinks: string[] }): Promise<SeededLog> {
  const sqld = await startSqld(dataDir);
  const client = createClient({ url: sqld.url });
  try {
    await prepareDatabase(sqld.url);
    const db = drizzle(client, { schema: tables });
    const events = history(options.events, options.days);
    const inserts = [];
    for (let i = 0; i < events.length; i += ROWS_PER_INSERT) inserts.push(appendEvents(db, events.slice(i, i + ROWS_PER_INSERT)));
    for (let i = 0; i < inserts.length; i += INSERTS_PER_BATCH) {
      const [first, ...rest] = inserts.slice(i, i + INSERTS_PER_BATCH);
      await db.batch([first!, ...rest]);
    }
    const [last] = await db.all<{ offset: number }>(sql`select max(log_offset) as "offset" from analytics_events`);
    const lastOffset = Number(last?.offset ?? 0);
    for (const sink of options.sinks) await rewindSink(db, sink, lastOffset);
    return { events: events.length, lastOffset, oldestAt: events[0]!.receivedAt, newestAt: events.at(-1)!.receivedAt };
  } finally {
    client.close();
    await sqld.stop();
  }
}
