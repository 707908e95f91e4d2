import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newSessionKey } from "../../shared/session-key";
import { issueFormToken } from "../../worker/spam/form-token";
import { webhookSecret } from "./delivery-fixtures";
import { standInNamespace } from "./delivery-stand-in-client";
import { STAND_IN_SECRET, STAND_IN_SITE_KEY, type TurnstileNamespace, turnstileNamespace } from "./turnstile-stand-in-client";
import { fetchWorker, heldQueue, testDb, visitorAddress } from "./worker-harness";

// With Cloudflare Turnstile on, the spam check also asks Cloudflare (here its stand-in, over real
// HTTP) about the token the browser's widget obtained: a token it vouches for is delivered, one it
// rejects is held for review. Every channel needs its answer: JSON or an HTML form post (a browser
// without JavaScript, a blocked widget) without one is held for review, not delivered, and shown on
// the desk. When Cloudflare cannot be asked, no lead is lost.

const FORM_SECRET = "worker-tests-form-token-secret";
const formToken = () => issueFormToken(FORM_SECRET, new Date(Date.now() - 60_000));

afterEach(() => vi.restoreAllMocks());

type Setup = { turnstile: TurnstileNamespace; held: unknown[]; bindings: Partial<Env> };

function setup(overrides: Partial<Env> = {}): Setup {
  const turnstile = turnstileNamespace();
  const { held, queue } = heldQueue();
  const delivery = standInNamespace();
  return {
    turnstile,
    held,
    bindings: {
      FORM_TOKEN_SECRET: FORM_SECRET,
      TURNSTILE_SITE_KEY: STAND_IN_SITE_KEY,
      TURNSTILE_SECRET_KEY: STAND_IN_SECRET,
      TURNSTILE_VERIFY_URL: turnstile.verifyUrl,
      LEAD_WEBHOOK_URL: delivery.webhookUrl,
      LEAD_WEBHOOK_SECRET: webhookSecret(),
      LEADS_QUEUE: queue,
      ...overrides,
    },
  };
}

/** Each test is a visitor of its own: chat leads count against the form rate limit per client. */
let CLIENT_IP = visitorAddress();
beforeEach(() => {
  CLIENT_IP = visitorAddress();
});

function post(path: string, body: string, contentType: string, bindings: Partial<Env>) {
  const request = new Request(`http://example.com${path}`, {
    method: "POST",
    headers: { "content-type": contentType, "cf-connecting-ip": CLIENT_IP },
    body,
  });
  return fetchWorker(request, bindings);
}

/** Sends a chat lead with the page's form token and these extra fields; answers the stored row. */
async function sendLead(bindings: Partial<Env>, extra: Record<string, string>) {
  const sessionId = crypto.randomUUID();
  const lead = {
    sessionId,
    sessionKey: newSessionKey(),
    intent: "support",
    requestMessage: "The till cannot print receipts.",
    contact: { name: "Neema", email: `neema.${sessionId.slice(0, 8)}@example.org`, company: "Neema Stores" },
    form_token: await formToken(),
    ...extra,
  };
  const res = await post("/api/chatbot-submit", JSON.stringify(lead), "application/json", bindings);
  expect(res.status).toBe(200);
  const { rows } = await testDb.execute({
    sql: "select spam_reason, (select count(*) from deliveries where record_id = leads.id) as deliveries from leads where session_id = ?",
    args: [sessionId],
  });
  return rows[0];
}

const messageRows = async (email: string) =>
  (
    await testDb.execute({
      sql: "select spam_reason, (select count(*) from deliveries where record_id = contact_messages.id) as deliveries from contact_messages where email = ?",
      args: [email],
    })
  ).rows;

const uniqueEmail = (label: string) => `${label}.${crypto.randomUUID().slice(0, 8)}@example.org`;

describe("Turnstile on the chat submission (JSON)", () => {
  it("a token Cloudflare vouches for: delivered; the check sent secret, token, the visitor's address and an idempotency key as a form", async () => {
    const { turnstile, held, bindings } = setup();
    const token = await turnstile.issueToken("chat");
    expect(await sendLead(bindings, { "cf-turnstile-response": token })).toMatchObject({ spam_reason: null, deliveries: 1 });
    expect(held).toHaveLength(1);
    const [request] = await turnstile.requests();
    expect(request).toMatchObject({
      contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
      fields: { secret: STAND_IN_SECRET, response: token, remoteip: CLIENT_IP, idempotency_key: expect.stringMatching(/^[\da-f-]{36}$/) },
      answer: { success: true, action: "chat" },
    });
  });

  it("a token Cloudflare does not know: flagged with its error code, not delivered", async () => {
    const { held, bindings } = setup();
    expect(await sendLead(bindings, { "cf-turnstile-response": "0.made-up-token" })).toMatchObject({
      spam_reason: "turnstile: invalid-input-response",
      deliveries: 0,
    });
    expect(held).toEqual([]);
  });

  it("a token used a second time: flagged as a duplicate, not delivered", async () => {
    const { turnstile, held, bindings } = setup();
    const token = await turnstile.issueToken("chat");
    expect(await sendLead(bindings, { "cf-turnstile-response": token })).toMatchObject({ spam_reason: null, deliveries: 1 });
    expect(await sendLead(bindings, { "cf-turnstile-response": token })).toMatchObject({
      spam_reason: "turnstile: timeout-or-duplicate",
      deliveries: 0,
    });
    expect(held).toHaveLength(1);
  });

  it("a secret Cloudflare does not accept: every submission is flagged with that code", async () => {
    const { turnstile, bindings } = setup({ TURNSTILE_SECRET_KEY: "0xSomeoneElsesSecret" });
    expect(await sendLead(bindings, { "cf-turnstile-response": await turnstile.issueToken("chat") })).toMatchObject({
      spam_reason: "turnstile: invalid-input-secret",
    });
  });

  it("no token at all: flagged, not delivered, and Cloudflare is not asked", async () => {
    const { turnstile, held, bindings } = setup();
    expect(await sendLead(bindings, {})).toMatchObject({ spam_reason: "turnstile: missing token", deliveries: 0 });
    expect(held).toEqual([]);
    expect(await turnstile.requests()).toEqual([]);
  });

  it("the honeypot and the form token still decide first", async () => {
    const { turnstile, bindings } = setup();
    const token = await turnstile.issueToken("chat");
    expect(await sendLead(bindings, { "cf-turnstile-response": token, website: "https://spam.example" })).toMatchObject({
      spam_reason: "honeypot filled",
    });
    expect(await sendLead(bindings, { "cf-turnstile-response": token, form_token: "" })).toMatchObject({ spam_reason: "no form token" });
  });

  it("only the site key or only the secret set: Turnstile stays off", async () => {
    for (const half of [{ TURNSTILE_SITE_KEY: "" }, { TURNSTILE_SECRET_KEY: "" }]) {
      const { turnstile, bindings } = setup(half);
      expect(await sendLead(bindings, {})).toMatchObject({ spam_reason: null, deliveries: 1 });
      expect(await turnstile.requests()).toEqual([]);
    }
  });
});

describe("Turnstile when Cloudflare cannot be asked: the form token decides, nothing is lost", () => {
  /** Every console.warn line, as a log viewer would show it. */
  const warnings = () => {
    const spy = vi.spyOn(console, "warn").mockImplementation(() => {});
    return () => spy.mock.calls.map((args) => args.map((arg) => (typeof arg === "string" ? arg : inspect(arg))).join(" "));
  };

  const cases: [string, (ns: TurnstileNamespace) => Promise<Partial<Env>>, RegExp][] = [
    [
      "the endpoint answers 500",
      async (ns) => {
        await ns.behave({ answer: { status: 500, times: 1 } });
        return {};
      },
      /status 500/,
    ],
    ["nothing listens at the endpoint", async () => ({ TURNSTILE_VERIFY_URL: "http://127.0.0.1:9/siteverify" }), /unreachable/],
    [
      "the endpoint never answers",
      async (ns) => {
        await ns.behave({ hang: { times: 1 } });
        return {};
      },
      /timeout/,
    ],
  ];

  it.each(cases)("%s: delivered, one log line without the token, address or visitor", async (_, breakIt, why) => {
    const logged = warnings();
    const { turnstile, held, bindings } = setup();
    const token = await turnstile.issueToken("chat");
    const started = Date.now();
    const row = await sendLead({ ...bindings, ...(await breakIt(turnstile)) }, { "cf-turnstile-response": token });
    expect(row).toMatchObject({ spam_reason: null, deliveries: 1 });
    expect(held).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(8_000);
    const lines = logged();
    expect(lines).toEqual([expect.stringMatching(/^turnstile verification unavailable/)]);
    expect(lines[0]).toMatch(why);
    for (const secret of [token, CLIENT_IP, "neema", STAND_IN_SECRET]) expect(lines[0]).not.toContain(secret);
  });

  it("with a bad form token as well, the submission is still flagged", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { turnstile, bindings } = setup();
    await turnstile.behave({ answer: { status: 503, times: 1 } });
    expect(
      await sendLead(bindings, { "cf-turnstile-response": await turnstile.issueToken("chat"), form_token: "1700000000.forged" }),
    ).toMatchObject({ spam_reason: "malformed form token" });
  });
});

describe("Turnstile on the contact API and the HTML forms", () => {
  const message = (email: string, extra: Record<string, string>) =>
    JSON.stringify({ name: "Juma", email, subject: "Hello", message: "Call me", ...extra });

  it("the contact API: with a vouched-for token delivered, without one flagged", async () => {
    const { turnstile, held, bindings } = setup();
    const person = uniqueEmail("juma");
    const scripted = uniqueEmail("bot");
    const withToken = { form_token: await formToken(), "cf-turnstile-response": await turnstile.issueToken("contact") };
    expect((await post("/api/contact", message(person, withToken), "application/json", bindings)).status).toBe(201);
    expect((await post("/api/contact", message(scripted, { form_token: await formToken() }), "application/json", bindings)).status).toBe(
      201,
    );
    expect(await messageRows(person)).toMatchObject([{ spam_reason: null, deliveries: 1 }]);
    expect(await messageRows(scripted)).toMatchObject([{ spam_reason: "turnstile: missing token", deliveries: 0 }]);
    expect(held).toHaveLength(1);
  });

  const form = async (email: string, extra: Record<string, string>) =>
    new URLSearchParams({ name: "Juma", email, subject: "Hello", message: "Call me", form_token: await formToken(), ...extra }).toString();

  it.each(["/contact", "/resources/guides", "/newsletter"])(
    "an HTML form post to %s without a Turnstile answer is held for review, answered as usual and not delivered",
    async (path) => {
      const { turnstile, held, bindings } = setup();
      const email = uniqueEmail("no-js");
      const fields: Record<string, string> =
        path === "/resources/guides" ? { guideId: "microsoft-365-migration-guide", company: "Juma Ltd", phone: "" } : {};
      expect((await post(path, await form(email, fields), "application/x-www-form-urlencoded", bindings)).status).toBe(200);
      expect(await messageRows(email)).toMatchObject([{ spam_reason: "turnstile: missing token", deliveries: 0 }]);
      expect(held).toEqual([]);
      expect(await turnstile.requests()).toEqual([]);
    },
  );

  it("an HTML form post with a token is verified: a valid one delivered, a made-up one flagged", async () => {
    const { turnstile, held, bindings } = setup();
    const person = uniqueEmail("newsletter");
    const scripted = uniqueEmail("bot");
    const signUp = async (email: string, token: string) =>
      post(
        "/newsletter",
        new URLSearchParams({ email, form_token: await formToken(), "cf-turnstile-response": token }).toString(),
        "application/x-www-form-urlencoded",
        bindings,
      );
    expect((await signUp(person, await turnstile.issueToken("newsletter"))).status).toBe(200);
    expect((await signUp(scripted, "0.made-up-token")).status).toBe(200);
    expect(await messageRows(person)).toMatchObject([{ spam_reason: null, deliveries: 1 }]);
    expect(await messageRows(scripted)).toMatchObject([{ spam_reason: "turnstile: invalid-input-response", deliveries: 0 }]);
    expect(held).toHaveLength(1);
  });
});

describe("what the page gets with Turnstile on or off", () => {
  const page = (bindings: Partial<Env>) =>
    fetchWorker(new Request("http://example.com/contact"), {
      ...bindings,
      // A version of its own, so the page cache serves no copy rendered with other settings.
      CF_VERSION_METADATA: { id: crypto.randomUUID(), tag: "", timestamp: new Date().toISOString() },
    });
  const cspOf = (res: Response) => res.headers.get("content-security-policy") ?? "";

  it("on: the site key reaches the page and the CSP allows Turnstile's script and frame, nothing more", async () => {
    const res = await page(setup().bindings);
    const html = await res.text();
    expect(html).toContain(STAND_IN_SITE_KEY);
    expect(html).not.toContain(STAND_IN_SECRET);
    // Loaded only when a form is used, never by the page itself.
    expect(html).not.toContain("challenges.cloudflare.com");
    expect(cspOf(res)).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/challenges\.cloudflare\.com;/);
    expect(cspOf(res)).toContain("frame-src 'self' https://challenges.cloudflare.com;");
    expect(cspOf(res)).not.toMatch(/connect-src[^;]*challenges/);
  });

  it("off: no Cloudflare source in the CSP", async () => {
    const res = await page({ FORM_TOKEN_SECRET: FORM_SECRET });
    await res.body?.cancel();
    expect(cspOf(res)).not.toContain("challenges.cloudflare.com");
    expect(cspOf(res)).not.toContain("frame-src");
  });
});
