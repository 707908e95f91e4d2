import type { Client } from "@libsql/client";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import type * as tables from "./tables";

/**
 * A drizzle handle over libSQL that holds the event log's tables: the Worker's database (whose
 * schema includes them) and an operator command's own handle both fit.
 */
export type LogDatabase = LibSQLDatabase<typeof tables> & { $client: Client };
