// `npm run leads`: lists chat leads, support requests, contact messages and guide requests for
// sales, with their office, source, delivery state and where the desk stands with them (status,
// owner, first touch), in EAT. Reads Turso when TURSO_DATABASE_URL is set; otherwise the local
// database under .data (see scripts/configured-database.ts).
import { createClient } from "@libsql/client";
import { commandLineOrExit } from "./command-line";
import { openConfiguredDatabase } from "./configured-database";
import { DEFAULT_WIDTH, formatLeads } from "./leads-format";
import { fetchLeads } from "./leads-query";
import { LEADS_USAGE, parseLeadsArgs } from "./leads-report";

const options = commandLineOrExit(() => parseLeadsArgs(process.argv.slice(2)), LEADS_USAGE);
if (options.help) {
  console.log(LEADS_USAGE);
  process.exit(0);
}

const database = await openConfiguredDatabase();
const client = createClient({ url: database.url, authToken: database.authToken });
try {
  const rows = await fetchLeads(client, options);
  const filters = [
    options.highValueOnly && "high value only",
    options.sinceDays !== null && `last ${options.sinceDays} days`,
    options.source && `source ${options.source}`,
    options.office && `office ${options.office}`,
    options.status && `status ${options.status}`,
    options.includeSpam && "spam included",
    options.includeNewsletter && "newsletter sign-ups included",
  ].filter(Boolean);
  // The summary goes to stderr so CSV and JSON on stdout can be piped or redirected as they are.
  console.error(
    `${rows.length} record${rows.length === 1 ? "" : "s"} from ${database.source}${filters.length ? ` (${filters.join(", ")})` : ""}`,
  );
  // A terminal says how wide it is; piped or redirected output gets the default width.
  console.log(formatLeads(rows, options.format, process.stdout.columns || DEFAULT_WIDTH));
} finally {
  client.close();
  await database.close();
}
