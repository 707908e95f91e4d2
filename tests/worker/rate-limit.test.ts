import { env, exports } from "cloudflare:workers";
import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../worker/db/client";
import { contactMessages } from "../../worker/db/schema";
import { FORM_RATE_LIMIT_PERIOD_SECONDS, RATE_LIMIT_PERIOD_SECONDS } from "../../worker/http/rate-limit";
import wranglerToml from "../../wrangler.toml?raw";

/** A rate-limiting binding's `simple = { limit, period }` as configured in wrangler.toml. */
function configuredLimit(binding = "API_RATE_LIMITER") {
  const block = wranglerToml.split("[[ratelimits]]").find((b) => new RegExp(`name\\s*=\\s*"${binding}"`).test(b)) ?? "";
  const match = /simple\s*=\s*\{\s*limit\s*=\s*(\d+)\s*,\s*period\s*=\s*(\d+)\s*\}/.exec(block);
  return { limit: Number(match?.[1]), period: Number(match?.[2]) };
}

const post = (path: string, client?: string) =>
  exports.default.fetch(`http://example.com${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(client ? { "cf-connecting-ip": client } : {}) },
    body: "{}",
  });

/** Sends `count` POSTs, 25 at a time; returns their statuses in order and the first 429. */
async function postMany(path: string, client: string | undefined, count: number) {
  const statuses: number[] = [];
  let limited: Response | undefined;
  for (let sent = 0; sent < count; sent += 25) {
    const batch = await Promise.all(Array.from({ length: Math.min(25, count - sent) }, () => post(path, client)));
    for (const res of batch) {
      statuses.push(res.status);
      if (res.status === 429 && !limited) limited = res;
      else await res.body?.cancel();
    }
  }
  return { statuses, limited };
}

describe("rate limiting on POST /api/*", () => {
  const { limit, period } = configuredLimit();

  it("is configured far above one visitor's needs, and Retry-After announces its period", () => {
    // A whole chat session sends ~15 analytics events and a few questions, over minutes.
    expect(limit).toBeGreaterThanOrEqual(30);
    expect(period).toBe(RATE_LIMIT_PERIOD_SECONDS);
  });

  // Locally each count is a Durable Object round trip, slow on a busy machine: a generous timeout.
  it("answers 429 JSON with Retry-After once a client exceeds the limit on a route; others are unaffected", {
    timeout: 60_000,
  }, async () => {
    const client = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    // At least `limit` pass (more only if the counting window rolls over mid-test).
    const { statuses, limited } = await postMany("/api/nope", client, 2 * limit + 1);
    expect(statuses.filter((s) => s !== 429).length).toBeGreaterThanOrEqual(limit);
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get("retry-after")).toBe(String(period));
    expect(limited?.headers.get("content-type")).toContain("application/json");
    expect(await limited?.json()).toEqual({ error: { code: "rate_limited", message: expect.stringMatching(/too many requests/i) } });

    expect((await post("/api/nope", `${client}0`)).status).toBe(404);
    expect((await post("/api/other-route", client)).status).toBe(404);
    const read = await exports.default.fetch("http://example.com/api/health", { headers: { "cf-connecting-ip": client } });
    expect(read.status).toBe(200);
  });

  it("does not limit a request that did not come through the edge (no client address)", async () => {
    const { statuses } = await postMany("/api/nope", undefined, limit + 1);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
  });
});

describe("rate limiting on the HTML forms' route actions", () => {
  const { limit, period } = configuredLimit("FORM_RATE_LIMITER");
  const db = createDatabase(env);

  const signUp = (client: string, email: string) =>
    exports.default.fetch("http://example.com/newsletter", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": client },
      body: new URLSearchParams({ email }).toString(),
    });

  it("is configured for people filling in a form, and Retry-After announces its period", () => {
    expect(limit).toBeGreaterThanOrEqual(5);
    expect(period).toBe(FORM_RATE_LIMIT_PERIOD_SECONDS);
  });

  it("answers 429 with Retry-After and the page's error once a client exceeds the limit; nothing refused is stored", {
    timeout: 60_000,
  }, async () => {
    const client = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const domain = `limit-${crypto.randomUUID().slice(0, 8)}.example`;
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < limit + 3; i++) {
      const res = await signUp(client, `visitor${i}@${domain}`);
      statuses.push(res.status);
      if (res.status === 429 && !limited) limited = res;
      else await res.body?.cancel();
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(limit);
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get("retry-after")).toBe(String(period));
    expect(await limited?.text()).toContain("Too many submissions from your network");

    const stored = await db
      .select()
      .from(contactMessages)
      .where(like(contactMessages.email, `%@${domain}`));
    expect(stored.length).toBe(statuses.filter((s) => s === 200).length);

    // Another address is not affected.
    expect((await signUp(`${client}0`, `other@${domain}`)).status).toBe(200);
  });
});
