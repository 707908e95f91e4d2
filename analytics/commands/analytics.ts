// `npm run analytics -- sinks | replay | rejects | tail`: operating the event log and its sinks
// (usage in analytics-args.ts). Reads Turso when TURSO_DATABASE_URL is set; otherwise the local
// database under .data (see scripts/configured-database.ts).
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { commandLineOrExit } from "../../scripts/command-line";
import { openConfiguredDatabase } from "../../scripts/configured-database";
import { operatorVariables } from "../../scripts/operator-variables";
import { eventRegistry } from "../events/registry";
import * as tables from "../log/tables";
import { runningSinks } from "../sinks/sink-names";
import { ANALYTICS_USAGE, parseAnalyticsArgs } from "./analytics-args";
import { runAnalyticsCommand } from "./run-command";

const command = commandLineOrExit(() => parseAnalyticsArgs(process.argv.slice(2)), ANALYTICS_USAGE);
if (command.name === "help") {
  console.log(ANALYTICS_USAGE);
  process.exit(0);
}

const database = await openConfiguredDatabase();
const client = createClient({ url: database.url, authToken: database.authToken });
try {
  const { exitCode, output } = await runAnalyticsCommand(drizzle(client, { schema: tables }), command, {
    registry: eventRegistry,
    running: runningSinks(operatorVariables(["POSTHOG_API_KEY"])),
  });
  // A refusal goes to stderr; the source too, so --format json on stdout can be piped as it is.
  if (exitCode === 0) console.log(output);
  else console.error(output);
  console.error(`\nRead from ${database.source}.`);
  process.exitCode = exitCode;
} finally {
  client.close();
  await database.close();
}
