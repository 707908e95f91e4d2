import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { FORM_TOKEN_HEADER } from "../../shared/form-guard";
import { newSessionKey } from "../../shared/session-key";
import { issueFormToken } from "../../worker/spam/form-token";
import { webhookSecret } from "./delivery-fixtures";
import { standInNamespace } from "./delivery-stand-in-client";
import { fetchWorker, heldQueue, testDb, visitorAddress } from "./worker-harness";

// A form token proves that a page was fetched, so one token makes one record: a second record sent
// with it (another message, another chat session, another kind) is held for review, answered as
// usual and delivered nowhere. The chat's own retry, or its corrected lead, is the same record and
// passes. And chat leads count against the human-paced form rate limit, per client.

const SECRET = "worker-tests-form-token-secret";
const HELD = "form token already used for another submission";

function setup() {
  const { held, queue } = heldQueue();
  const ns = standInNamespace();
  return {
    held,
    bindings: { FORM_TOKEN_SECRET: SECRET, LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: webhookSecret(), LEADS_QUEUE: queue },
  };
}

const pageToken = () => issueFormToken(SECRET, new Date(Date.now() - 30_000));

function send(path: string, body: unknown, bindings: Partial<Env>, client = visitorAddress()) {
  return fetchWorker(
    new Request(`http://example.com${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": client },
      body: JSON.stringify(body),
    }),
    bindings,
  );
}

const tag = () => crypto.randomUUID().slice(0, 8);
const message = (formToken: string, email = `wanjiku.${tag()}@example.co.ke`) => ({
  name: "Wanjiku",
  email,
  subject: "Quote",
  message: "30 mailboxes to move.",
  form_token: formToken,
});
function lead(formToken: string, sessionId = crypto.randomUUID(), sessionKey = newSessionKey()) {
  return {
    sessionId,
    sessionKey,
    intent: "support",
    requestMessage: "The shared drive is read-only.",
    contact: { name: "Otieno", email: `otieno.${sessionId.slice(0, 8)}@example.co.ke`, company: "Otieno & Co" },
    form_token: formToken,
  };
}

async function messageRow(email: string) {
  const { rows } = await testDb.execute({
    sql: "select spam_reason, (select count(*) from deliveries where record_id = contact_messages.id) as deliveries from contact_messages where email = ? order by rowid",
    args: [email],
  });
  return rows;
}

async function leadRow(sessionId: string) {
  const { rows } = await testDb.execute({
    sql: "select spam_reason, version, (select count(*) from deliveries where record_id = leads.id) as deliveries from leads where session_id = ?",
    args: [sessionId],
  });
  return rows[0];
}

describe("a form token makes one record", () => {
  it("a second contact message with the same token is held for review, answered as usual and not delivered", async () => {
    const { held, bindings } = setup();
    const token = await pageToken();
    const first = message(token);
    const replays = [message(token), message(token), { ...first }];
    expect((await send("/api/contact", first, bindings)).status).toBe(201);
    for (const replay of replays) expect((await send("/api/contact", replay, bindings)).status).toBe(201);

    expect(await messageRow(first.email)).toEqual([
      expect.objectContaining({ spam_reason: null, deliveries: 1 }),
      // The same message sent again with its token is a second record too, and is not delivered twice.
      expect.objectContaining({ spam_reason: HELD, deliveries: 0 }),
    ]);
    for (const replay of replays.slice(0, 2)) expect(await messageRow(replay.email)).toMatchObject([{ spam_reason: HELD, deliveries: 0 }]);
    expect(held).toHaveLength(1);
  });

  it("a token that made a chat lead makes no other lead and no message; the chat's retry and corrected lead still pass", async () => {
    const { held, bindings } = setup();
    const token = await pageToken();
    const original = lead(token);
    expect((await send("/api/chatbot-submit", original, bindings)).status).toBe(200);
    // The chat's retry after a lost answer, then the visitor's corrected phone: the same record.
    expect((await send("/api/chatbot-submit", original, bindings)).status).toBe(200);
    const corrected = { ...original, contact: { ...original.contact, phone: "+254 712 000 111" } };
    expect((await send("/api/chatbot-submit", corrected, bindings)).status).toBe(200);
    expect(await leadRow(original.sessionId)).toMatchObject({ spam_reason: null, version: 2, deliveries: 2 });

    const otherSession = lead(token);
    expect((await send("/api/chatbot-submit", otherSession, bindings)).status).toBe(200);
    expect(await leadRow(otherSession.sessionId)).toMatchObject({ spam_reason: HELD, deliveries: 0 });
    const otherKind = message(token);
    expect((await send("/api/contact", otherKind, bindings)).status).toBe(201);
    expect(await messageRow(otherKind.email)).toMatchObject([{ spam_reason: HELD, deliveries: 0 }]);
    expect(held).toHaveLength(2);
  });

  it("one token sent with many records at once stores at most one of them for delivery", async () => {
    const { held, bindings } = setup();
    const token = await pageToken();
    const leads = Array.from({ length: 8 }, () => lead(token));
    const answers = await Promise.all(leads.map((body) => send("/api/chatbot-submit", body, bindings)));
    expect(answers.map((res) => res.status)).toEqual(leads.map(() => 200));
    const rows = await Promise.all(leads.map((body) => leadRow(body.sessionId)));
    expect(rows.filter((row) => row?.spam_reason === null)).toHaveLength(1);
    expect(rows.filter((row) => row?.spam_reason === HELD)).toHaveLength(7);
    expect(held).toHaveLength(1);
  });

  it("a stored submission's answer hands a fresh token, which makes the visitor's next record", async () => {
    const { held, bindings } = setup();
    const first = await send("/api/chatbot-submit", lead(await pageToken()), bindings);
    const fresh = first.headers.get(FORM_TOKEN_HEADER);
    expect(fresh).toMatch(/^\d+\.[\w-]{16}\.[\w-]{43}$/);
    // "Start over" in the chat: a new session with the answer's token.
    const next = lead(fresh!);
    const second = await send("/api/chatbot-submit", next, bindings);
    expect(await leadRow(next.sessionId)).toMatchObject({ spam_reason: null, deliveries: 1 });
    const afterMessage = message(second.headers.get(FORM_TOKEN_HEADER)!);
    expect((await send("/api/contact", afterMessage, bindings)).status).toBe(201);
    expect(await messageRow(afterMessage.email)).toMatchObject([{ spam_reason: null, deliveries: 1 }]);
    expect(held).toHaveLength(3);
  });

  it("a refused submission's answer hands no token", async () => {
    const res = await send("/api/contact", { name: "", email: "not-an-address" }, setup().bindings);
    expect(res.status).toBe(400);
    expect(res.headers.get(FORM_TOKEN_HEADER)).toBeNull();
  });
});

describe("chat leads share the form rate limit", () => {
  const post = (body: unknown, client: string) =>
    exports.default.fetch("http://example.com/api/chatbot-submit", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": client },
      body: JSON.stringify(body),
    });

  // FORM_RATE_LIMITER allows 10 a minute per client and form; the window may roll over mid-test, so
  // at least 10 pass and the rest of 25 sent at once are refused.
  it.each([
    ["one IPv4 address", () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`, () => ""],
    ["one IPv6 /64, each lead from another address in it", () => `2001:db8:${tag().slice(0, 4)}:7`, () => `:${tag().slice(0, 4)}:1:2:3`],
  ])("a flood of chat leads from %s is refused with 429 after the form limit", { timeout: 60_000 }, async (_, prefix, suffix) => {
    const base = prefix();
    const answers = await Promise.all(
      Array.from({ length: 25 }, async () => post(lead(await pageToken()), `${base}${suffix()}`).then((res) => res.status)),
    );
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    expect(answers.filter((status) => status !== 429).length).toBeGreaterThanOrEqual(10);
  });
});
