// `npm run analytics:replay -- --since <date>`: replays the analytics dead letters into the table
// (and PostHog), then mirrors the events stored since the date to PostHog again. Reads the database
// the other operator commands read (TURSO_DATABASE_URL if set, else the local one); mirrors when
// POSTHOG_API_KEY and POSTHOG_HOST are set.
import { createClient } from "@libsql/client";
import type { PostHogTarget } from "../worker/queue/posthog-batch";
import {
  ConfigurationError,
  checkDatabaseVariable,
  parseReplayArgs,
  REPLAY_USAGE,
  replayAnalytics,
  replayPostHogTarget,
} from "./analytics-replay-run";
import { openConfiguredDatabase } from "./configured-database";

let since: Date;
let posthog: PostHogTarget | null;
try {
  ({ since } = parseReplayArgs(process.argv.slice(2)));
  checkDatabaseVariable(process.env);
  posthog = replayPostHogTarget(process.env);
} catch (error) {
  console.error(error instanceof ConfigurationError ? error.message : `${(error as Error).message}\n${REPLAY_USAGE}`);
  process.exit(2);
}

if (!posthog) console.error("POSTHOG_API_KEY is not set: only the dead letters are replayed into the table; nothing is sent to PostHog.");

const database = await openConfiguredDatabase();
const client = createClient({ url: database.url, authToken: database.authToken });
try {
  const report = await replayAnalytics(client, { since, posthog });
  const target = posthog ? "stored and mirrored to PostHog" : "stored";
  console.log(`${report.deadLettersReplayed} dead letter(s) ${target} and removed.`);
  for (const kept of report.deadLettersKept) console.log(`Kept dead letter ${kept.messageId}: ${kept.reason}`);
  if (posthog) console.log(`${report.eventsMirrored} event(s) received since ${since.toISOString()} mirrored to PostHog again.`);
  for (const skipped of report.eventsSkipped) console.log(`Not mirrored: event ${skipped.eventId}: ${skipped.reason}`);
  console.error(`Read from ${database.source}.`);
} catch (error) {
  // The message only: a network error's cause would name the host, which is configuration.
  console.error(`Replay stopped: ${(error as Error).message}. What was replayed stays replayed; run it again to continue.`);
  process.exitCode = 1;
} finally {
  client.close();
  await database.close();
}
