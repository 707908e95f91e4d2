import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { newSessionKey } from "../../shared/session-key";
import worker from "../../worker";
import { issueFormToken } from "../../worker/spam/form-token";
import { webhookSecret } from "./delivery-fixtures";
import { standInNamespace } from "./delivery-stand-in-client";
import { heldQueue, postToWorker, testDb } from "./worker-harness";

// A scripted submission never reaches sales: without a valid form token, with a stale token or with
// the hidden field filled, it is held for review, answered as usual, and has no delivery. A person's
// submission with the page's token is delivered, however soon after the page it comes (autofill).

const SECRET = "worker-tests-form-token-secret";
const secondsAgo = (s: number) => new Date(Date.now() - s * 1000);
const tokenFrom = (s: number, secret = SECRET) => issueFormToken(secret, secondsAgo(s));

function lead(guard: Record<string, string>) {
  const sessionId = crypto.randomUUID();
  return {
    sessionId,
    sessionKey: newSessionKey(),
    intent: "support",
    requestMessage: "Our website shows an error.",
    contact: { name: "Peter", email: `peter.${sessionId.slice(0, 8)}@kijani.org`, company: "Kijani Foundation" },
    ...guard,
  };
}

async function leadRow(sessionId: string) {
  const { rows } = await testDb.execute({
    sql: "select id, spam_reason, (select count(*) from deliveries where record_id = leads.id) as deliveries from leads where session_id = ?",
    args: [sessionId],
  });
  return rows[0];
}

describe("spam check on the chat submission", () => {
  const cases: [string, () => Promise<Record<string, string>>, unknown][] = [
    ["no token", async () => ({}), "no form token"],
    ["a valid token sent half a second after the page was served (autofill)", async () => ({ form_token: await tokenFrom(0.5) }), null],
    ["a token dated two minutes ahead", async () => ({ form_token: await tokenFrom(-120) }), "form token issued in the future"],
    ["a token older than a day", async () => ({ form_token: await tokenFrom(25 * 3600) }), "form token older than 24 h"],
    ["a token signed with another key", async () => ({ form_token: await tokenFrom(60, "another-key") }), "form token not signed by us"],
    ["a made-up token", async () => ({ form_token: "1700000000.not-a-signature" }), "malformed form token"],
    ["a token of the old shape, without its nonce", async () => ({ form_token: `1700000000.${"A".repeat(43)}` }), "malformed form token"],
    ["the hidden field filled", async () => ({ form_token: await tokenFrom(60), website: "https://spam.example" }), "honeypot filled"],
    ["a valid token a minute old", async () => ({ form_token: await tokenFrom(60) }), null],
  ];

  it.each(cases)("%s", async (_, guard, reason) => {
    const ns = standInNamespace();
    const { held, queue } = heldQueue();
    const body = lead(await guard());
    const res = await postToWorker("/api/chatbot-submit", JSON.stringify(body), "application/json", {
      FORM_TOKEN_SECRET: SECRET,
      LEAD_WEBHOOK_URL: ns.webhookUrl,
      LEAD_WEBHOOK_SECRET: webhookSecret(),
      LEADS_QUEUE: queue,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ leadScore: 5, isHighValue: false, leadId: expect.any(String) });
    const row = await leadRow(body.sessionId);
    expect(row).toMatchObject({ spam_reason: reason, deliveries: reason ? 0 : 1 });
    expect(held).toHaveLength(reason ? 0 : 1);
  });

  it("checks only the hidden field when no FORM_TOKEN_SECRET is set, rather than hiding every lead", async () => {
    const { queue } = heldQueue();
    const clean = lead({});
    expect((await postToWorker("/api/chatbot-submit", JSON.stringify(clean), "application/json", { LEADS_QUEUE: queue })).status).toBe(200);
    expect(await leadRow(clean.sessionId)).toMatchObject({ spam_reason: null });
    const trapped = lead({ website: "x" });
    expect((await postToWorker("/api/chatbot-submit", JSON.stringify(trapped), "application/json", { LEADS_QUEUE: queue })).status).toBe(
      200,
    );
    expect(await leadRow(trapped.sessionId)).toMatchObject({ spam_reason: "honeypot filled" });
  });
});

describe("spam check on the forms", () => {
  const bindings = async () => {
    const ns = standInNamespace();
    const { held, queue } = heldQueue();
    return {
      held,
      vars: { FORM_TOKEN_SECRET: SECRET, LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: webhookSecret(), LEADS_QUEUE: queue },
    };
  };
  const messageRow = async (email: string) =>
    (
      await testDb.execute({
        sql: "select spam_reason, (select count(*) from deliveries where record_id = contact_messages.id) as deliveries from contact_messages where email = ?",
        args: [email],
      })
    ).rows;

  it("the contact API: a scripted message is answered 201, stored flagged and not delivered; a person's is delivered", async () => {
    const { held, vars } = await bindings();
    const scripted = `bot.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const person = `amina.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const message = (email: string, guard: Record<string, string>) =>
      JSON.stringify({ name: "A", email, subject: "Hello", message: "Call me", ...guard });
    expect((await postToWorker("/api/contact", message(scripted, {}), "application/json", vars)).status).toBe(201);
    expect(
      (await postToWorker("/api/contact", message(person, { form_token: await tokenFrom(30), website: "" }), "application/json", vars))
        .status,
    ).toBe(201);
    expect(await messageRow(scripted)).toMatchObject([{ spam_reason: "no form token", deliveries: 0 }]);
    expect(await messageRow(person)).toMatchObject([{ spam_reason: null, deliveries: 1 }]);
    expect(held).toHaveLength(1);
  });

  it("the newsletter form: a scripted sign-up sees the usual thanks and is not delivered", async () => {
    const { held, vars } = await bindings();
    const email = `bot.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const res = await postToWorker(
      "/newsletter",
      new URLSearchParams({ email, website: "http://spam" }).toString(),
      "application/x-www-form-urlencoded",
      vars,
    );
    expect(res.status).toBe(200);
    expect(await messageRow(email)).toMatchObject([{ spam_reason: "honeypot filled", deliveries: 0 }]);
    expect(held).toEqual([]);
  });

  it("every page hands its forms a token the server accepts at once: a browser's autofill sends within a second", async () => {
    const ctx = createExecutionContext();
    const page = await worker.fetch(new Request("http://example.com/contact"), { ...env, FORM_TOKEN_SECRET: SECRET }, ctx);
    await waitOnExecutionContext(ctx);
    const html = await page.text();
    const token = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
    expect(token).toMatch(/^\d+\.[\w-]{16}\.[\w-]{43}$/);
    expect(html).toMatch(
      /<div aria-hidden="true"[^>]*><label>Leave this field empty<input type="text" tabindex="-1"[^>]*name="website" value=""\/>/,
    );
    const { formTokenProblem } = await import("../../worker/spam/form-token");
    expect(await formTokenProblem(token, SECRET, new Date())).toBeNull();
    expect(await formTokenProblem(token, SECRET, new Date(Date.now() + 25 * 3600 * 1000))).toBe("form token older than 24 h");
  });
});
