// `npm run deliveries`: lead deliveries that are pending or failed, and the way to send them again.
// Reads the configured database (scripts/configured-database.ts); --check validates the
// destinations' variables as the Worker would see them.
import { createClient } from "@libsql/client";
import { configuredDestinations, DESTINATION_VARIABLES, describeProblem } from "../worker/delivery/destination-config";
import { checkDestinationVariables, DECLARED_BINDINGS } from "../worker/delivery/destination-probe";
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
import { operatorVariables } from "./operator-variables";

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
 * The destinations' variables from the environment and .dev.vars (as `npm start` forwards them):
 * which destinations are on, what is malformed (by name, never by value), and whether each URL
 * answers at all. Exit code 1 when anything is wrong.
 */
async function checkConfiguration(): Promise<number> {
  const vars = operatorVariables(DESTINATION_VARIABLES);
  const on = configuredDestinations({ ...vars, ...DECLARED_BINDINGS });
  console.log(`Destinations on: ${on.length ? on.join(", ") : "none"}`);
  const problems = (await checkDestinationVariables(vars)).map(describeProblem);
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length === 0) console.log("✓ no problems found");
  return problems.length ? 1 : 0;
}
