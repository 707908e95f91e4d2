// `npm run funnel -- [--since 7d] [--format table|json] [--by source]`: the chat qualification funnel
// computed from the project's own analytics_events table — the source of truth, with or without
// PostHog — for all sessions, or for each source of the visits.
// Database: TURSO_DATABASE_URL (+ TURSO_AUTH_TOKEN) if set, else the local one (see scripts/configured-database.ts).
import { createClient } from "@libsql/client";
import { openConfiguredDatabase } from "../configured-database";
import { computeFunnel } from "./compute-funnel";
import { formatFunnelBySourceJson, formatFunnelBySourceTable, formatFunnelJson, formatFunnelTable } from "./format-funnel";
import { chatQualificationFunnel } from "./funnel";
import { computeFunnelBySource } from "./funnel-by-source";
import { loadFunnelEvents } from "./funnel-events";
import { parseReportOptions, REPORT_USAGE, type ReportOptions } from "./report-options";

let options: ReportOptions;
try {
  options = parseReportOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n${REPORT_USAGE}`);
  process.exit(2);
}

const database = await openConfiguredDatabase();
const client = createClient({ url: database.url, authToken: database.authToken });
try {
  const rows = await loadFunnelEvents(client, chatQualificationFunnel, options.since);
  const period = { funnel: chatQualificationFunnel, since: options.since };
  if (options.by === "source") {
    const report = { ...period, sources: computeFunnelBySource(chatQualificationFunnel, rows) };
    console.log(options.format === "json" ? formatFunnelBySourceJson(report) : formatFunnelBySourceTable(report));
  } else {
    const report = { ...period, steps: computeFunnel(chatQualificationFunnel, rows) };
    console.log(options.format === "json" ? formatFunnelJson(report) : formatFunnelTable(report));
  }
  if (options.format === "table") console.error(`\nRead from ${database.source}.`);
} finally {
  client.close();
  await database.close();
}
