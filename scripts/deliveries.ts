// `npm run deliveries`: lead deliveries that are pending or failed, and the way to send them again.
// Reads the configured database (scripts/configured-database.ts); --check validates the
// destinations' variables as the Worker would see them.
import { createClient } from "@libsql/client";
import { commandLineOrExit } from "./command-line";
import { openConfiguredDatabase } from "./configured-database";
import {
  DELIVERIES_USAGE,
  fetchDeliveries,
  formatDeliveries,
  parseDeliveriesArgs,
  retryDelivery,
  retryFailedDeliveries,
} from "./deliveries-report";
import { checkDestinations } from "./destinations-check";
import { localDestinationVariables } from "./local-defaults";

const command = commandLineOrExit(() => parseDeliveriesArgs(process.argv.slice(2)), DELIVERIES_USAGE);

if (command.action === "help") {
  console.log(DELIVERIES_USAGE);
  process.exit(0);
}

if (command.action === "check") process.exit(await checkConfiguration());

const database = await openConfiguredDatabase();
const client = createClient({ url: database.url, authToken: database.authToken });
try {
  if (command.action === "retry") console.log(await retryDelivery(client, command.id));
  else if (command.action === "retry-failed") {
    const count = await retryFailedDeliveries(client);
    console.log(`${count} failed deliver${count === 1 ? "y" : "ies"} will be sent by the next sweep (within a minute).`);
  } else {
    const rows = await fetchDeliveries(client, command.statuses);
    console.error(`${rows.length} deliver${rows.length === 1 ? "y" : "ies"} (${command.statuses.join(", ")}) from ${database.source}`);
    console.log(formatDeliveries(rows, command.format));
  }
} finally {
  client.close();
  await database.close();
}

/**
 * The destinations' variables as `npm start` hands them to the Worker: its local e-mail defaults,
 * then the environment and .dev.vars. Exit code 1 when anything is wrong.
 */
async function checkConfiguration(): Promise<number> {
  const { lines, problems, ok } = await checkDestinations(localDestinationVariables());
  for (const line of lines) console.log(line);
  for (const problem of problems) console.error(problem);
  return ok ? 0 : 1;
}
