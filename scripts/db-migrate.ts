// Applies migrations (and syncs the FAQ corpus) to the database named by TURSO_DATABASE_URL (and TURSO_AUTH_TOKEN), e.g. production Turso.
import { prepareDatabase } from "./db-setup";

const url = process.env.TURSO_DATABASE_URL;
if (!url) {
  console.error("Set TURSO_DATABASE_URL (and TURSO_AUTH_TOKEN for Turso) to the database to migrate.");
  process.exit(1);
}
await prepareDatabase(url, process.env.TURSO_AUTH_TOKEN);
console.log(`Migrations applied and FAQ corpus synced on ${new URL(url).host}.`);
