import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../worker/db/client";
import { logFaqQuestion } from "../../worker/faq/faq-question-log";
import { errorOf, fetchWorker, jsonRequest, testDb } from "./worker-harness";

// POST /api/chatbot-faq/feedback: the chat's "Helpful? Yes / No" lands on the log row of the
// question it rates, against the real sqld.

const FEEDBACK = "/api/chatbot-faq/feedback";
const ANSWERED = "how long will you keep my backups";
const FALLBACK = "tell me a joke";

/** Asks through the Worker and waits for its after-answer work, so the log row is written. */
async function ask(query: string, sessionId: string) {
  const res = await fetchWorker(jsonRequest("/api/chatbot-faq", { query, sessionId }));
  expect(res.status).toBe(200);
}

const vote = (body: unknown) => fetchWorker(jsonRequest(FEEDBACK, body));

async function logRows(sessionId: string) {
  const { rows } = await testDb.execute({
    sql: "select query, matched_entry_id, helpful from faq_queries where session_id = ? order by id",
    args: [sessionId],
  });
  return rows.map((r) => ({ query: r.query, matched: r.matched_entry_id !== null, helpful: r.helpful }));
}

describe("POST /api/chatbot-faq/feedback", () => {
  it("sets helpful on that session's latest row for that question, and on no other", async () => {
    const sessionId = crypto.randomUUID();
    const otherSession = crypto.randomUUID();
    await ask(ANSWERED, sessionId);
    await ask("where is your office in Kampala?", sessionId);
    await ask(ANSWERED, sessionId);
    await ask(ANSWERED, otherSession);

    const res = await vote({ sessionId, query: ANSWERED, helpful: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ helpful: false });
    expect(await logRows(sessionId)).toEqual([
      { query: ANSWERED, matched: true, helpful: null },
      { query: "where is your office in Kampala?", matched: true, helpful: null },
      { query: ANSWERED, matched: true, helpful: 0 },
    ]);
    expect((await logRows(otherSession)).map((r) => r.helpful)).toEqual([null]);
  });

  it("finds the row of a question the log kept without its e-mail address, as the visitor sent it", async () => {
    const sessionId = crypto.randomUUID();
    const query = "Microsoft 365 Business Basic price? amina.wanjiru@umoja.or.ug";
    // Logged as the FAQ route logs it, with a matched entry whatever the index makes of the address.
    await logFaqQuestion(createDatabase(env), { sessionId, question: query, matchedEntryId: "microsoft-365-prices", confidence: 0.9 });
    expect((await vote({ sessionId, query: `  ${query} `, helpful: true })).status).toBe(200);
    expect(await logRows(sessionId)).toEqual([{ query: "Microsoft 365 Business Basic price? [email]", matched: true, helpful: 1 }]);
  });

  it("a second vote replaces the first: the visitor corrects a mis-tap", async () => {
    const sessionId = crypto.randomUUID();
    await ask(ANSWERED, sessionId);
    expect((await vote({ sessionId, query: ANSWERED, helpful: true })).status).toBe(200);
    expect((await vote({ sessionId, query: ANSWERED, helpful: false })).status).toBe(200);
    expect((await logRows(sessionId)).map((r) => r.helpful)).toEqual([0]);
  });

  it("bad input is refused with 400 naming the field, and nothing changes", async () => {
    const sessionId = crypto.randomUUID();
    await ask(ANSWERED, sessionId);
    const bodies: [body: unknown, path: string][] = [
      [{ sessionId, query: ANSWERED, helpful: "no" }, "helpful"],
      [{ sessionId, query: ANSWERED, helpful: 0 }, "helpful"],
      [{ sessionId, query: ANSWERED }, "helpful"],
      [{ sessionId, query: "   ", helpful: false }, "query"],
      [{ sessionId: "not-a-session", query: ANSWERED, helpful: false }, "sessionId"],
      [[{ sessionId, query: ANSWERED, helpful: false }], "(body)"],
    ];
    for (const [body, path] of bodies) {
      const res = await vote(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("invalid_body");
      expect(error.issues?.map((i) => i.path)).toContain(path);
    }
    const notJson = await fetchWorker(
      new Request(`http://example.com${FEEDBACK}`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify({ sessionId, query: ANSWERED, helpful: false }),
      }),
    );
    expect(notJson.status).toBe(415);
    expect((await logRows(sessionId)).map((r) => r.helpful)).toEqual([null]);
  });

  it("an unknown session or question, or a fallback, is 404 with a clear error, and nothing changes", async () => {
    const sessionId = crypto.randomUUID();
    await ask(ANSWERED, sessionId);
    await ask(FALLBACK, sessionId);
    const refused = await Promise.all([
      vote({ sessionId: crypto.randomUUID(), query: ANSWERED, helpful: false }),
      vote({ sessionId, query: "a question never asked", helpful: false }),
      vote({ sessionId, query: FALLBACK, helpful: false }),
    ]);
    for (const res of refused) {
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({
        code: "question_not_found",
        message: "This chat session got no answer to that question in the last 24 hours, so there is nothing to rate.",
      });
    }
    expect(await logRows(sessionId)).toEqual([
      { query: ANSWERED, matched: true, helpful: null },
      { query: FALLBACK, matched: false, helpful: null },
    ]);
  });
});
