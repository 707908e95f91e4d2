import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Client, createClient } from "@libsql/client";
import { MIGRATIONS_FOLDER } from "./db-setup";
import { startSqld } from "./local-sqld";

// For testing a migration on a database that already holds records, as production's does: a local
// sqld in a temporary folder with every migration before it applied, and the migration itself to
// apply once the test has stored its records.

/** A migration's statements, as drizzle's migrator splits them. */
const statementsOf = (tag: string) =>
  readFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);

export type MigrationFixture = { client: Client; migrate: () => Promise<unknown>; stop: () => Promise<void> };

export async function databaseBefore(tag: string): Promise<MigrationFixture> {
  const dataDir = mkdtempSync(join(tmpdir(), `kilele-${tag}-`));
  const sqld = await startSqld(dataDir);
  const client = createClient({ url: sqld.url });
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const tags = journal.entries.map((entry) => entry.tag);
  for (const earlier of tags.slice(0, tags.indexOf(tag))) await client.batch(statementsOf(earlier), "write");
  return {
    client,
    migrate: () => client.batch(statementsOf(tag), "write"),
    stop: async () => {
      client.close();
      await sqld.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
