import { describe, expect, it } from "vitest";
import { fetchWorker, testDb, visitorAddress } from "./worker-harness";

const PATH = "/api/chatbot-faq";

/** Sends the body text as it is, so escapes such as \ud800 reach the Worker's JSON parser. */
async function askRaw(body: string) {
  const res = await fetchWorker(
    new Request(`http://example.com${PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": visitorAddress() },
      body,
    }),
  );
  return res;
}

async function loggedQueries(sessionId: string) {
  const { rows } = await testDb.execute({
    sql: "select query, matched_entry_id from faq_queries where session_id = ? order by id",
    args: [sessionId],
  });
  return rows.map((r) => ({ query: r.query, matched: r.matched_entry_id }));
}

describe("the FAQ question log refuses broken text and keeps no contact details", () => {
  it("a question with a lone UTF-16 surrogate is refused with 400 naming the field, and no log row is half-written", async () => {
    const sessionId = crypto.randomUUID();
    const res = await askRaw(`{"query": "backup retention \\ud800 period", "sessionId": "${sessionId}"}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { issues: { path: string }[] } }).error.issues.map((i) => i.path)).toEqual(["query"]);
    expect(await loggedQueries(sessionId)).toEqual([]);
  });

  it("the log keeps no e-mail address or phone number the visitor typed", async () => {
    const sessionId = crypto.randomUUID();
    const questions = [
      "backup prices? write to amina.wanjiru@umoja.or.ug",
      "call me on +254 722 000 111 about office 365",
      "my number is 0722-000-111, whatsapp price",
      "(0772) 123456 or j.doe+crm@bahari.co.tz",
    ];
    for (const query of questions) {
      expect((await askRaw(JSON.stringify({ query, sessionId }))).status).toBe(200);
    }
    expect((await loggedQueries(sessionId)).map((r) => r.query)).toEqual([
      "backup prices? write to [email]",
      "call me on [phone] about office 365",
      "my number is [phone], whatsapp price",
      "[phone] or [email]",
    ]);
  });

  it("keeps the figures a question is about", async () => {
    const sessionId = crypto.randomUUID();
    const query = "Microsoft 365 for 250 users in 2026, ISO 27001, KSh 1,500,000 budget, 24/7 support";
    await askRaw(JSON.stringify({ query, sessionId }));
    expect((await loggedQueries(sessionId)).map((r) => r.query)).toEqual([query]);
  });
});
