import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createClient } from "@libsql/client/web";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import worker, { app } from "../../worker";
import { fuzzDatabaseUrl } from "./fuzz-database";
import { type MalformedRequest, malformedRequests, schemaVocabulary } from "./malformed-bodies";

// Every POST route the Worker serves under /api/, read from the app itself so routes added later are
// fuzzed too; plus an unknown path, which must answer its JSON 404 just as calmly.
const postRoutes = [
  ...new Set(
    app.routes
      .filter((r) => (r.method === "POST" || r.method === "ALL") && r.path.startsWith("/api/") && !r.path.includes("*"))
      .map((r) => r.path),
  ),
  "/api/no-such-route",
];

const vocabulary = schemaVocabulary(
  import.meta.glob(["../../shared/*.ts", "../../analytics/events/*.ts", "!**/*.test.ts"], { eager: true }),
);
const families = malformedRequests(vocabulary);
const RUNS_PER_FAMILY = 150;

// The fuzz test has a database of its own, so "unchanged" can be checked exactly.
const fuzzEnv = { ...env, TURSO_DATABASE_URL: fuzzDatabaseUrl() };

async function rowCounts(): Promise<Record<string, number>> {
  const db = createClient({ url: fuzzEnv.TURSO_DATABASE_URL });
  const tables = await db.execute("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'");
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await db.execute(`select count(*) as n from "${String(name)}"`);
    counts[String(name)] = Number(result.rows[0]?.n);
  }
  return counts;
}

let requestCount = 0;
/** A distinct client address per request, so the rate limiter never answers instead of the route. */
const nextClientIp = () => {
  const n = ++requestCount;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

async function send(path: string, request: MalformedRequest): Promise<Response> {
  const headers = new Headers({ "cf-connecting-ip": nextClientIp() });
  if (request.contentType !== undefined) headers.set("content-type", request.contentType);
  // A Uint8Array body makes fetch add no content type of its own.
  const body =
    request.contentType === undefined && typeof request.body === "string" ? new TextEncoder().encode(request.body) : request.body;
  return worker.fetch(new Request(`http://example.com${path}`, { method: "POST", headers, body }), fuzzEnv, createExecutionContext());
}

describe("fuzzing every POST /api/* route with malformed bodies", () => {
  it("takes field names and allowed values from the shared schemas", () => {
    expect(vocabulary.keys).toEqual(expect.arrayContaining(["sessionId", "intent", "contact", "email", "eventType", "data"]));
    expect(vocabulary.words).toEqual(expect.arrayContaining(["sales", "Banking & Finance", "session_start"]));
  });

  for (const path of postRoutes) {
    it(`${path}: every malformed body gets a JSON 4xx (never 5xx) and the database is unchanged`, { timeout: 120_000 }, async () => {
      const before = await rowCounts();
      let sent = 0;
      for (const [family, arbitrary] of Object.entries(families)) {
        await fc.assert(
          fc.asyncProperty(arbitrary, async (request) => {
            const res = await send(path, request);
            sent++;
            const body = (await res.json()) as { error?: { code?: unknown; message?: unknown } };
            expect(res.status, family).toBeGreaterThanOrEqual(400);
            expect(res.status, family).toBeLessThan(500);
            expect(res.status, "throttled: the fuzz test must use distinct client addresses").not.toBe(429);
            expect(typeof body.error?.code).toBe("string");
            expect(typeof body.error?.message).toBe("string");
          }),
          { numRuns: RUNS_PER_FAMILY },
        );
      }
      expect(sent).toBe(RUNS_PER_FAMILY * Object.keys(families).length);
      expect(await rowCounts()).toEqual(before);
    });
  }
});
