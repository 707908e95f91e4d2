import { describe, expect, it } from "vitest";
import { salesLead } from "./chat-lead-fixtures";
import { errorOf, postJson, testDb } from "./worker-harness";

const LONE_HIGH = "\ud800";
const LONE_LOW = "\udc00";

/** JSON.stringify writes a lone surrogate as the escape `\ud800`: valid JSON, but not text. */
const send = (path: string, body: unknown) => postJson(path, JSON.stringify(body));

/** The fixture's sales lead under another name, without a phone. */
function leadNamed(name: string) {
  const lead = salesLead({ recommendations: [] });
  return { ...lead, contact: { ...lead.contact, name, phone: "" } };
}

function contactMessage(message: string) {
  return {
    name: "Amina Otieno",
    email: `amina.${crypto.randomUUID().slice(0, 8)}@pwani.co.ke`,
    company: "",
    phone: "",
    subject: "Quote",
    message,
    serviceInterest: "",
  };
}

async function rowCount(sql: string, arg: string) {
  const { rows } = await testDb.execute({ sql, args: [arg] });
  return Number(rows[0]![0]);
}

describe("a JSON body with a lone UTF-16 surrogate is refused with 400", () => {
  it("POST /api/chatbot-submit with a lone surrogate in a field answers 400 naming the field, and stores nothing", async () => {
    const lead = leadNamed(`Grace ${LONE_HIGH}Wanjiru`);
    const res = await send("/api/chatbot-submit", lead);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("invalid_body");
    expect(error.issues).toEqual([{ path: "contact.name", message: expect.stringMatching(/text/i) }]);
    expect(await rowCount("select count(*) from leads where session_id = ?", lead.sessionId)).toBe(0);
  });

  it("POST /api/contact with a lone surrogate answers 400 and stores nothing", async () => {
    const sent = contactMessage(`Hello ${LONE_LOW}`);
    const res = await send("/api/contact", sent);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).issues).toEqual([{ path: "message", message: expect.stringMatching(/text/i) }]);
    expect(await rowCount("select count(*) from contact_messages where email = ?", sent.email)).toBe(0);
  });

  it("POST /api/chatbot-faq with a lone surrogate in the question answers 400", async () => {
    const res = await send("/api/chatbot-faq", { query: `How much is Microsoft 365? ${LONE_HIGH}`, sessionId: crypto.randomUUID() });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).issues).toEqual([{ path: "query", message: expect.stringMatching(/text/i) }]);
  });

  it("a lone surrogate in a key is refused too", async () => {
    const res = await send("/api/chatbot-faq", { query: "Do you have ISO 27001?", sessionId: crypto.randomUUID(), [LONE_HIGH]: 1 });
    expect(res.status).toBe(400);
  });

  it("a lone surrogate nested thousands deep is found, with 400 and not a 500", async () => {
    // 7,000 arrays deep (14 KB, under the body limit), the escape `\ud800` at the bottom.
    const deep = `{"query":"Do you have ISO 27001?","sessionId":"${crypto.randomUUID()}","extra":${"[".repeat(7_000)}"\\ud800"${"]".repeat(7_000)}}`;
    const res = await postJson("/api/chatbot-faq", deep);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).issues?.[0]?.path).toMatch(/^extra\.0\.0\./);
  });

  it("a surrogate pair (an emoji, escaped or not) is text and is accepted", async () => {
    const lead = leadNamed("Grace Wanjiru \ud83d\ude00");
    const escaped = JSON.stringify(lead).replace("\u{1F600}", "\\ud83d\\ude00");
    const res = await postJson("/api/chatbot-submit", escaped);
    expect(res.status).toBe(200);
    const sent = contactMessage("Habari 😀");
    expect((await send("/api/contact", sent)).status).toBe(201);
  });
});
