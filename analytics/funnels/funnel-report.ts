// `npm run funnel -- [--since 7d | --from 2026-11-01] [--to 2026-11-30] [--format table|json] [--by source|campaign]`:
// the chat qualification funnel from the funnel rollup (analytics_funnel_daily, kept by the Worker's
// funnel-rollup sink from the event log) — the project's own figures, with or without PostHog — for
// all sessions, or for each source or campaign of the visits. Sessions count on the day (EAT) they
// opened the chat, so --since starts at the EAT day the time falls on.
// Database: TURSO_DATABASE_URL (+ TURSO_AUTH_TOKEN) if set, else the local one (see scripts/configured-database.ts).
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { openConfiguredDatabase } from "../../scripts/configured-database";
import * as tables from "../log/tables";
import { SINK_NAMES } from "../sinks/sink-names";
import { sinkStatuses } from "../sinks/sink-positions";
import { formatFunnelByGroupJson, formatFunnelByGroupTable, formatFunnelJson, formatFunnelTable } from "./format-funnel";
import { chatQualificationFunnel } from "./funnel";
import { funnelByGroupOfRollup, funnelOfRollup, readFunnelRollup } from "./funnel-rollup";
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
  const db = drizzle(client, { schema: tables });
  const [rows, [rollup]] = await Promise.all([
    readFunnelRollup(db, chatQualificationFunnel, options.days),
    sinkStatuses(db, [SINK_NAMES.funnelRollup]),
  ]);
  const period = { funnel: chatQualificationFunnel, days: options.days };
  if (options.by !== null) {
    const report = { ...period, by: options.by, groups: funnelByGroupOfRollup(chatQualificationFunnel, rows, options.by) };
    console.log(options.format === "json" ? formatFunnelByGroupJson(report) : formatFunnelByGroupTable(report));
  } else {
    const report = { ...period, steps: funnelOfRollup(chatQualificationFunnel, rows) };
    console.log(options.format === "json" ? formatFunnelJson(report) : formatFunnelTable(report));
  }
  // The rollup is as fresh as its sink: say so when events are still on their way into it.
  if (rollup?.behind)
    console.error(`\nThe funnel rollup has ${rollup.behind} events of the log still to count (npm run analytics -- sinks).`);
  if (options.format === "table") console.error(`\nRead from ${database.source}.`);
} finally {
  client.close();
  await database.close();
}
