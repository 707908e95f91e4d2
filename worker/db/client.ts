import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql/web";
import type { Database } from "./database";
import * as schema from "./schema";

export type { Database } from "./database";

/**
 * A database that has stopped answering must not hold a visitor's request open: after this long
 * the request is abandoned and the caller answers 503 (worker/api/errors.ts). Every write here is
 * idempotent, so the browser's retry is safe even if the abandoned one went through.
 */
const DEFAULT_TIMEOUT_MS = 10_000;

/** A drizzle handle over libSQL's HTTP protocol (the only transport workerd supports). */
export function createDatabase(env: Pick<Env, "TURSO_DATABASE_URL" | "TURSO_AUTH_TOKEN" | "DB_TIMEOUT_MS">): Database {
  const timeoutMs = Number(env.DB_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;
  const client = createClient({
    url: env.TURSO_DATABASE_URL,
    authToken: env.TURSO_AUTH_TOKEN,
    fetch: (request: Request) => fetch(request, { signal: AbortSignal.timeout(timeoutMs) }),
  });
  return drizzle(client, { schema });
}
