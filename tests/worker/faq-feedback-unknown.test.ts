import { env } from "cloudflare:workers";
import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql/web";
import { describe, expect, it } from "vitest";
import type { Database } from "../../worker/db/client";
import * as schema from "../../worker/db/schema";
import { logFaqQuestion } from "../../worker/faq/faq-question-log";
import { errorOf, fetchWorker, jsonRequest, postJson, testDb } from "./worker-harness";

// A "Helpful?" vote for a question no log row holds, and none is being written for, is answered
// 404 at once: it used to be held about 3 s, looking for the row again and again, which let anyone
// tie requests and database reads up with made-up votes. A vote that overtakes its row, still
// being written after the answer left, waits for that row and is kept.

const FEEDBACK = "/api/chatbot-faq/feedback";
const ANSWERED = "how long will you keep my backups";
const FALLBACK = "tell me a joke";
/** Far below the 3 s a vote used to be held; far above a vote's few database reads under load. */
const AT_ONCE_MS = 1_500;

const vote = (body: unknown) => fetchWorker(jsonRequest(FEEDBACK, body));

async function helpfulOf(sessionId: string) {
  const { rows } = await testDb.execute({ sql: "select helpful from faq_queries where session_id = ? order by id", args: [sessionId] });
  return rows.map((r) => r.helpful);
}

describe("a Helpful? vote for an unknown question", () => {
  it("is answered 404 at once, for an unknown session, a question never asked and a fallback", async () => {
    const sessionId = crypto.randomUUID();
    expect((await fetchWorker(jsonRequest("/api/chatbot-faq", { query: FALLBACK, sessionId }))).status).toBe(200);
    const started = Date.now();
    const refused = await Promise.all([
      vote({ sessionId: crypto.randomUUID(), query: ANSWERED, helpful: true }),
      vote({ sessionId, query: "a question never asked", helpful: true }),
      vote({ sessionId, query: FALLBACK, helpful: false }),
    ]);
    expect(Date.now() - started).toBeLessThan(AT_ONCE_MS);
    for (const res of refused) {
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toMatchObject({ code: "question_not_found" });
    }
    expect(await helpfulOf(sessionId)).toEqual([null]);
  });
});

describe("a Helpful? vote that overtakes its question's log row", () => {
  /** The Worker's database, each request this many milliseconds late: a write still on its way. */
  const lateDatabase = (delayMs: number): Database =>
    drizzle(
      createClient({
        url: env.TURSO_DATABASE_URL,
        fetch: async (request: Request) => {
          await new Promise((resolve) => setTimeout(resolve, delayMs));
          return fetch(request);
        },
      }),
      { schema },
    );

  it("waits while this isolate is still writing the row after the answer left, and is kept", async () => {
    const sessionId = crypto.randomUUID();
    // As the FAQ route logs an answered question once the answer has left.
    const written = logFaqQuestion(lateDatabase(400), {
      sessionId,
      question: ANSWERED,
      matchedEntryId: "backup-retention",
      confidence: 0.9,
    });
    const res = await vote({ sessionId, query: ANSWERED, helpful: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ helpful: false });
    await written;
    expect(await helpfulOf(sessionId)).toEqual([0]);
  });

  it("through the Worker: a vote sent as soon as the answer arrives is kept", async () => {
    const sessionId = crypto.randomUUID();
    // postJson returns with the answer, not after the work the Worker does once it has left.
    expect((await postJson("/api/chatbot-faq", { query: ANSWERED, sessionId })).status).toBe(200);
    expect((await vote({ sessionId, query: ANSWERED, helpful: true })).status).toBe(200);
    expect(await helpfulOf(sessionId)).toEqual([1]);
  });
});
