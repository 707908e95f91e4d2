import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { postHogSink } from "../../analytics/sinks/posthog-sink";
import { rewindSink } from "../../analytics/sinks/sink-positions";
import { createDatabase } from "../../worker/db/client";
import { uniqueKey } from "./posthog-stand-in-client";

// Sinks of a test's own: test files share one database and run side by side, so a test's sink has
// its own name (its own position) and, for PostHog, its own stand-in project key.

const db = createDatabase(env);

/** The log's newest offset (0 when it is empty). */
export async function logEnd(): Promise<number> {
  const [row] = await db.all<{ end: number }>(sql`select coalesce(max(log_offset), 0) as end from analytics_events`);
  return Number(row!.end);
}

/** A PostHog sink starting at the log's end, so it sends only what the test appends after this. */
export async function freshPostHogSink() {
  const key = uniqueKey();
  const sink = postHogSink({ apiKey: key, host: env.POSTHOG_HOST }, { name: `posthog-${key}` });
  await rewindSink(db, sink.name, await logEnd());
  return { key, sink };
}
