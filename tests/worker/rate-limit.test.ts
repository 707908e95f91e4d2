import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import { RATE_LIMIT_PERIOD_SECONDS } from "../../worker/rate-limit";

/** The API_RATE_LIMITER binding's `simple = { limit, period }` as configured in wrangler.toml. */
function configuredLimit() {
  const block = wranglerToml.split("[[ratelimits]]").find((b) => /name\s*=\s*"API_RATE_LIMITER"/.test(b)) ?? "";
  const match = /simple\s*=\s*\{\s*limit\s*=\s*(\d+)\s*,\s*period\s*=\s*(\d+)\s*\}/.exec(block);
  return { limit: Number(match?.[1]), period: Number(match?.[2]) };
}

const post = (path: string, client: string) =>
  exports.default.fetch(`http://example.com${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": client },
    body: "{}",
  });

/** Posts until the first 429 (or `max` requests); returns how many passed and that 429. */
async function postUntilLimited(path: string, client: string, max: number) {
  let passed = 0;
  while (passed < max) {
    const res = await post(path, client);
    if (res.status === 429) return { passed, limited: res };
    await res.body?.cancel();
    passed++;
  }
  return { passed, limited: undefined };
}

describe("rate limiting on POST /api/*", () => {
  const { limit, period } = configuredLimit();

  it("is configured far above one visitor's needs, and Retry-After announces its period", () => {
    // A whole chat session sends ~15 analytics events and a few questions.
    expect(limit).toBeGreaterThanOrEqual(60);
    expect(period).toBe(RATE_LIMIT_PERIOD_SECONDS);
  });

  it("answers 429 JSON with Retry-After once a client exceeds the limit on a route; others are unaffected", async () => {
    const client = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    // At least `limit` pass (more only if the counting window rolls over mid-test).
    const { passed, limited } = await postUntilLimited("/api/nope", client, 2 * limit + 1);
    expect(passed).toBeGreaterThanOrEqual(limit);
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get("retry-after")).toBe(String(period));
    expect(limited?.headers.get("content-type")).toContain("application/json");
    expect(await limited?.json()).toEqual({ error: { code: "rate_limited", message: expect.stringMatching(/too many requests/i) } });

    expect((await post("/api/nope", `${client}0`)).status).toBe(404);
    expect((await post("/api/other-route", client)).status).toBe(404);
    const read = await exports.default.fetch("http://example.com/api/health", { headers: { "cf-connecting-ip": client } });
    expect(read.status).toBe(200);
  });
});
