import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LogMessage } from "../../analytics/events/log-message";
import { uuidv7 } from "../../app/analytics/uuid-v7";
import { receivedBatches } from "./posthog-stand-in-client";
import { errorOf, fetchWorker, heldQueue, testDb, visitorAddress } from "./worker-harness";

// POST /api/page-views: what the beacon posts, what reaches the queue, what is refused or not
// recorded, and (through the real queue, consumer and PostHog sink) what the log keeps.

const ORIGIN = "http://example.com";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36";
/** What the log keeps of ANDROID_CHROME. */
const mobileChrome = { browser: "Chrome", browserVersion: "139.0.0.0", os: "Android", osVersion: "14", deviceType: "Mobile" };

const beacon = (fields: Record<string, unknown> = {}) => ({
  eventId: uuidv7(),
  seq: 3,
  visitId: uuidv7(),
  url: `${ORIGIN}/products?utm_source=newsletter&utm_medium=email&email=amina%40mail.com#plans`,
  referrer: "https://www.google.com/search?q=it+support+nairobi",
  ...fields,
});

function request(body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/api/page-views`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": ANDROID_CHROME, "cf-connecting-ip": visitorAddress(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Posts with a queue that keeps what it is sent. */
async function post(body: unknown, headers: Record<string, string> = {}) {
  const { held, queue } = heldQueue<LogMessage>();
  const res = await fetchWorker(request(body, headers), { ANALYTICS_QUEUE: queue });
  return { res, held };
}

describe("POST /api/page-views", () => {
  it("answers 202 and queues the page view reduced to what the log keeps", async () => {
    const sent = beacon();
    const { res, held } = await post(sent);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: true, eventId: sent.eventId });
    expect(held).toEqual([
      {
        eventType: "page_view",
        schemaVersion: 1,
        eventId: sent.eventId,
        sessionId: sent.visitId,
        visitId: sent.visitId,
        seq: 3,
        data: {
          url: `${ORIGIN}/products?utm_source=newsletter&utm_medium=email`,
          path: "/products",
          referrer: "https://www.google.com/search",
          utm_source: "newsletter",
          utm_medium: "email",
          ...mobileChrome,
        },
        receivedAt: expect.any(String),
        country: null,
      },
    ]);
    // Neither the user agent, the address nor the rest of the query string is kept.
    expect(JSON.stringify(held)).not.toMatch(/Mozilla|Pixel|amina|plans|198\.18\.|nairobi/);
  });

  it("passes posthog-js's distinct id along when the browser has one", async () => {
    const distinctId = uuidv7();
    const { res, held } = await post(beacon({ distinctId }));
    expect(res.status).toBe(202);
    expect(held[0]?.distinctId).toBe(distinctId);
  });

  it.each([
    ["an event id that is not a UUID v7", { eventId: crypto.randomUUID() }, "eventId"],
    ["a visit id that is not a UUID", { visitId: "visit-1" }, "visitId"],
    ["a negative sequence number", { seq: -1 }, "seq"],
    ["a fractional sequence number", { seq: 1.5 }, "seq"],
    ["no url", { url: undefined }, "url"],
    ["a url that is not http(s)", { url: "javascript:alert(1)" }, "url"],
    ["a page of another site", { url: "https://elsewhere.example/products" }, "url"],
  ])("refuses %s with 400 and queues nothing", async (_, fields, path) => {
    const { res, held } = await post(beacon(fields));
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("invalid_body");
    expect(error.issues?.map((issue) => issue.path)).toContain(path);
    expect(held).toEqual([]);
  });

  it("refuses a body that is not JSON (415) or not an object (400)", async () => {
    const { held, queue } = heldQueue();
    const text = new Request(`${ORIGIN}/api/page-views`, { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" });
    expect((await fetchWorker(text, { ANALYTICS_QUEUE: queue })).status).toBe(415);
    expect((await post("[1, 2]")).res.status).toBe(400);
    expect(held).toEqual([]);
  });

  it("records nothing from a browser that sends Sec-GPC: 1", async () => {
    const { res, held } = await post(beacon(), { "sec-gpc": "1" });
    expect(res.status).toBe(204);
    expect(held).toEqual([]);
  });

  it.each([
    ["a crawler", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["a headless browser", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36"],
    ["a script without a user agent", ""],
  ])("records nothing from %s", async (_, userAgent) => {
    const { res, held } = await post(beacon(), { "user-agent": userAgent });
    expect(res.status).toBe(204);
    expect(held).toEqual([]);
  });

  it("answers 503 when the queue refuses the page view", async () => {
    const queue = { send: () => Promise.reject(new Error("Queue send failed: internal error")) } as unknown as Queue;
    const res = await fetchWorker(request(beacon()), { ANALYTICS_QUEUE: queue });
    expect(res.status).toBe(503);
    expect((await errorOf(res)).code).toBe("queue_unavailable");
  });
});

type LogRow = { event_type: string; schema_version: number; visit_id: string; session_id: string; seq: number; data: string };

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 250))) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
  }
}

describe("a page view through the real queue", () => {
  it("is one row in the log and one $pageview in PostHog, though the beacon arrived twice", { timeout: 45_000 }, async () => {
    const sent = beacon({ url: `${ORIGIN}/about`, referrer: "" });
    for (let i = 0; i < 2; i++) {
      const res = await exports.default.fetch(request(sent));
      expect(res.status).toBe(202);
    }
    const rows = () =>
      testDb
        .execute({ sql: "select * from analytics_events where event_id = ?", args: [sent.eventId] })
        .then((result) => result.rows as unknown as LogRow[]);
    const mirrored = async () =>
      (await receivedBatches(env.POSTHOG_API_KEY!)).flatMap((b) => b.batch).filter((e) => e.uuid === sent.eventId);
    await waitFor(rows, (found) => found.length > 0);
    await waitFor(mirrored, (found) => found.length > 0);
    // Time for the second message to be consumed too (a real enqueue is consumed about 3 s later).
    await new Promise((r) => setTimeout(r, 5_000));
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      event_type: "page_view",
      schema_version: 1,
      visit_id: sent.visitId,
      session_id: sent.visitId,
      seq: 3,
    });
    expect(JSON.parse(stored[0]!.data)).toEqual({ url: `${ORIGIN}/about`, path: "/about", ...mobileChrome });

    const [pageview, ...more] = await mirrored();
    expect(more).toEqual([]);
    expect(pageview).toMatchObject({
      event: "$pageview",
      distinct_id: sent.visitId,
      properties: {
        $session_id: sent.visitId,
        $current_url: `${ORIGIN}/about`,
        $pathname: "/about",
        $host: "example.com",
        $referrer: "$direct",
        $referring_domain: "$direct",
        $browser: "Chrome",
        $os: "Android",
        $device_type: "Mobile",
      },
    });
  });
});
