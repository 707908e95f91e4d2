import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { resolve } from "node:path";

export const MIGRATIONS_FOLDER = resolve(import.meta.dirname, "../migrations");

/** Applies pending SQL migrations from migrations/ with drizzle's libSQL migrator. */
export async function prepareDatabase(url: string, authToken?: string): Promise<void> {
  const client = createClient({ url, authToken });
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    client.close();
  }
}
