import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { FORM_RATE_LIMIT_PERIOD_SECONDS } from "../../worker/http/rate-limit";
import wranglerToml from "../../wrangler.toml?raw";

/** A rate-limiting binding's `simple = { limit, period }` as configured in wrangler.toml. */
function configuredLimit(binding: string) {
  const block = wranglerToml.split("[[ratelimits]]").find((b) => new RegExp(`name\\s*=\\s*"${binding}"`).test(b)) ?? "";
  const match = /simple\s*=\s*\{\s*limit\s*=\s*(\d+)\s*,\s*period\s*=\s*(\d+)\s*\}/.exec(block);
  return { limit: Number(match?.[1]), period: Number(match?.[2]) };
}

const api = configuredLimit("API_RATE_LIMITER");
const form = configuredLimit("FORM_RATE_LIMITER");
const random = (n: number) => Math.floor(Math.random() * n);

type Post = { path: string; client: string; type?: "json" | "form" };

function send({ path, client, type = "json" }: Post): Promise<Response> {
  return exports.default.fetch(`http://example.com${path}`, {
    method: "POST",
    headers: {
      "content-type": type === "json" ? "application/json" : "application/x-www-form-urlencoded",
      "cf-connecting-ip": client,
    },
    // Invalid on purpose: refused with 400 by every route, so nothing is stored.
    body: type === "json" ? "{}" : "email=not-an-address",
  });
}

/**
 * Sends the posts (in rounds of `posts.length`, `rounds` times), returning each post's statuses and
 * how many counting windows the run could have touched: a budget shared by all of them lets at most
 * `limit` through per window.
 */
async function sendRounds(posts: Post[], rounds: number, periodSeconds: number) {
  const statuses = posts.map(() => [] as number[]);
  const started = Date.now();
  for (let round = 0; round < rounds; round++) {
    const answers = await Promise.all(posts.map(send));
    for (const [i, res] of answers.entries()) statuses[i]!.push(res.status);
    await Promise.all(answers.map((res) => res.body?.cancel()));
  }
  const windows = Math.ceil((Date.now() - started) / 1000 / periodSeconds) + 1;
  const passed = statuses.flat().filter((s) => s !== 429).length;
  return { statuses, windows, passed };
}

/** The limiter's windows are aligned to the clock: start a short exact-count check in a fresh window. */
async function atFreshWindow(periodSeconds: number, needSeconds: number) {
  const left = periodSeconds * 1000 - (Date.now() % (periodSeconds * 1000));
  if (left < needSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe("the rate limit keys on the client and the normalised route", () => {
  it("every spelling of an API path shares one budget (case, trailing slash, .data, %-encoding, doubled slashes)", {
    timeout: 90_000,
  }, async () => {
    const client = `203.0.113.${random(250) + 1}`;
    const spellings = [
      "/api/chatbot-faq",
      "/API/chatbot-faq",
      "/api/Chatbot-FAQ",
      "/api/chatbot-faq/",
      "/api/chatbot-faq.data",
      "/api/%63hatbot-faq",
      "//api//chatbot-faq",
    ];
    const rounds = Math.ceil((2.5 * api.limit) / spellings.length);
    const { statuses, windows, passed } = await sendRounds(
      spellings.map((path) => ({ path, client })),
      rounds,
      api.period,
    );
    expect(passed).toBeLessThanOrEqual(api.limit * windows);
    expect(spellings.map((path, i) => ({ path, limited: statuses[i]!.includes(429) }))).toEqual(
      spellings.map((path) => ({ path, limited: true })),
    );
  });

  it("IPv6 clients are limited per /64, however the address is written; another /64 is not", { timeout: 90_000 }, async () => {
    const prefix = `2001:db8:${random(0xffff).toString(16)}:${random(0xffff).toString(16)}`;
    const path = `/api/hardening-${crypto.randomUUID()}`;
    const addresses = [
      `${prefix}::1`,
      `${prefix}:a:b:c:d`,
      `${prefix.toUpperCase()}:0:0:0:ffff`,
      `${prefix}:ffff::`,
      `${prefix}::${random(0xffff).toString(16)}`,
    ];
    const rounds = Math.ceil((2.5 * api.limit) / addresses.length);
    const { statuses, windows, passed } = await sendRounds(
      addresses.map((client) => ({ path, client })),
      rounds,
      api.period,
    );
    expect(passed).toBeLessThanOrEqual(api.limit * windows);
    expect(addresses.map((client, i) => ({ client, limited: statuses[i]!.includes(429) }))).toEqual(
      addresses.map((client) => ({ client, limited: true })),
    );

    const neighbour = await send({ path, client: `2001:db8:${random(0xffff).toString(16)}:1::1` });
    expect(neighbour.status).toBe(404);
  });

  it("POST /api/contact has the contact form's budget (FORM_RATE_LIMITER), shared with the form posted without JavaScript", {
    timeout: 60_000,
  }, async () => {
    const client = `198.51.100.${random(250) + 1}`;
    await atFreshWindow(form.period, 20);
    const { statuses } = await sendRounds([{ path: "/api/contact", client }], form.limit + 3, form.period);
    expect(statuses[0]!.indexOf(429)).toBe(form.limit);

    const limited = await send({ path: "/api/contact", client });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe(String(FORM_RATE_LIMIT_PERIOD_SECONDS));
    const page = await send({ path: "/contact", client, type: "form" });
    expect(page.status).toBe(429);
  });

  it("every spelling of a form's path shares the form's budget", { timeout: 90_000 }, async () => {
    const client = `192.0.2.${random(250) + 1}`;
    const spellings = ["/newsletter", "/Newsletter", "/newsletter/", "/newsletter.data", "/%6Eewsletter", "/NEWSLETTER.data"];
    const rounds = Math.ceil((2.5 * form.limit) / spellings.length);
    const { statuses, windows, passed } = await sendRounds(
      spellings.map((path) => ({ path, client, type: "form" })),
      rounds,
      form.period,
    );
    expect(passed).toBeLessThanOrEqual(form.limit * windows);
    expect(spellings.map((path, i) => ({ path, limited: statuses[i]!.includes(429) }))).toEqual(
      spellings.map((path) => ({ path, limited: true })),
    );
  });
});
