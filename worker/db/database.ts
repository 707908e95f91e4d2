import type { Client } from "@libsql/client";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import type * as schema from "./schema";

/** A drizzle handle over libSQL with our schema: the Worker's (HTTP) and the operator scripts' alike. */
export type Database = LibSQLDatabase<typeof schema> & { $client: Client };
