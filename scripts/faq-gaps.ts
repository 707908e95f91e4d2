// `npm run faq:gaps -- --since <days>`: the FAQ questions that fell back or were answered weakly,
// grouped by nearest entry, and the answers rated unhelpful (scripts/faq-gaps-report.ts), from the
// configured database.
import { createClient } from "@libsql/client";
import { commandLineOrExit } from "./command-line";
import { openConfiguredDatabase } from "./configured-database";
import { FAQ_GAPS_USAGE, fetchFaqGaps, formatFaqGaps, parseFaqGapsArgs } from "./faq-gaps-report";

const options = commandLineOrExit(() => parseFaqGapsArgs(process.argv.slice(2)), FAQ_GAPS_USAGE);
if (options.help) {
  console.log(FAQ_GAPS_USAGE);
  process.exit(0);
}

const database = await openConfiguredDatabase();
const client = createClient({ url: database.url, authToken: database.authToken });
try {
  const report = await fetchFaqGaps(client, options.sinceDays);
  const count = report.gaps.reduce((sum, g) => sum + g.questions.reduce((n, q) => n + q.times, 0), 0);
  const votes = report.unhelpful.reduce((sum, a) => sum + a.no, 0);
  // The summary goes to stderr so --format json on stdout stays clean.
  console.error(
    `${count} question${count === 1 ? "" : "s"} to look at and ${votes} "not helpful" vote${votes === 1 ? "" : "s"} ` +
      `from the last ${options.sinceDays} days, from ${database.source}`,
  );
  console.log(formatFaqGaps(report, options.format));
} finally {
  client.close();
  await database.close();
}
