import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { errorPageCopy } from "../../content/error-page";
import { AMINA, deskAs } from "./desk-fixtures";
import { DEAD_DATABASE_URL, fetchWorker, visitorAddress } from "./worker-harness";

// A client error is not a server error: hostile or malformed requests are refused with a 4xx and
// leave no error-level line in the Worker's log; a real server fault still logs one.

let errors: MockInstance<typeof console.error>;
/** What the Worker logged at error level, as a log viewer would show it. */
const logged = () => errors.mock.calls.map((args) => args.map((arg) => inspect(arg, { depth: 4 })).join(" ")).join("\n");

beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const FORM = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";

type Hostile = { what: string; method?: string; path: string; headers?: Record<string, string>; body?: string };

const HOSTILE: Hostile[] = [
  {
    what: "a form post to a page without an action",
    method: "POST",
    path: "/products",
    headers: { "content-type": FORM },
    body: "email=a%40b.co",
  },
  { what: "a POST to a path no route has", method: "POST", path: "/API/CHATBOT-FAQ", headers: { "content-type": JSON_TYPE }, body: "{}" },
  {
    what: "a single-fetch POST to a page without an action",
    method: "POST",
    path: "/solutions.data",
    headers: { "content-type": FORM },
    body: "x=1",
  },
  { what: "a DELETE to a page", method: "DELETE", path: "/contact" },
  { what: "a PUT to an unknown page", method: "PUT", path: "/no/such/page", headers: { "content-type": "text/plain" }, body: "x" },
  {
    what: "a malformed form body",
    method: "POST",
    path: "/newsletter",
    headers: { "content-type": FORM },
    body: "%%%&&=&email=%E0%A4%A&name=%ZZ",
  },
  { what: "a form posted as JSON", method: "POST", path: "/contact", headers: { "content-type": JSON_TYPE }, body: '{"email":1}' },
  {
    what: "an oversized form",
    method: "POST",
    path: "/resources/guides",
    headers: { "content-type": FORM },
    body: `email=${"a".repeat(40_000)}`,
  },
  {
    what: "a form posted from another site",
    method: "POST",
    path: "/newsletter",
    headers: { "content-type": FORM, origin: "https://evil.example" },
    body: "email=a%40b.co",
  },
  {
    what: "a form post with an Origin that is not a URL",
    method: "POST",
    path: "/contact",
    headers: { "content-type": FORM, origin: "not a url" },
    body: "x=1",
  },
  { what: "a huge header", path: "/", headers: { "x-filler": "A".repeat(60_000), cookie: `c=${"B".repeat(30_000)}` } },
  { what: "bad JSON to the API", method: "POST", path: "/api/chatbot-faq", headers: { "content-type": JSON_TYPE }, body: '{"query":' },
  {
    what: "a lone surrogate to the API",
    method: "POST",
    path: "/api/contact",
    headers: { "content-type": JSON_TYPE },
    body: '{"email":"\\ud800"}',
  },
  { what: "an unknown API path", method: "POST", path: "/api/../../etc/passwd", headers: { "content-type": JSON_TYPE }, body: "{}" },
  { what: "a path-traversal URL", path: "/..%2f..%2f..%2fetc%2fpasswd" },
  { what: "an encoded path-traversal into the build", path: "/%2e%2e/%2e%2e/wrangler.toml" },
  { what: "malformed percent-encoding in the path", path: "/resources/%E0%A4%A" },
  { what: "malformed percent-encoding in a single fetch", path: "/%ZZ.data" },
  { what: "a single fetch for routes that do not exist", path: "/products.data?_routes=routes%2Fnope,root" },
  { what: "a route manifest request with nonsense", path: "/__manifest?p=%2F..%2F&p=%ZZ&version=x" },
  { what: "a query string of garbage", path: `/resources?q=${"%00%FF".repeat(2000)}&tab[]=1&tab[x]=2` },
  { what: "the local Cron route, which production does not have", method: "POST", path: "/__local/scheduled?cron=*" },
];

describe("hostile and malformed requests leave no error-level log line", () => {
  it.each(HOSTILE)("$what: $method $path", async ({ method = "GET", path, headers = {}, body }) => {
    const res = await fetchWorker(
      new Request(`http://example.com${path}`, {
        method,
        headers: { "cf-connecting-ip": visitorAddress(), ...headers },
        body,
        redirect: "manual",
      }),
    );
    await res.arrayBuffer();
    expect(res.status, `${method} ${path}`).toBeLessThan(500);
    expect(logged()).toBe("");
  });
});

it("a POST to a page without an action gets the site's error page, without a stack", async () => {
  const res = await fetchWorker(
    new Request("http://example.com/products", {
      method: "POST",
      headers: { "content-type": FORM, "cf-connecting-ip": visitorAddress() },
      body: "email=a%40b.co",
    }),
  );
  const html = await res.text();
  expect(res.status).toBe(405);
  expect(html).toContain(errorPageCopy.clientError.heading);
  expect(html).toMatch(/<head>[\s\S]*<title>[^<]*<\/title>[\s\S]*<\/head>/);
  // What the visitor reads: plain words, not React Router's message for developers.
  expect(html.match(/<main[\s\S]*<\/main>/)?.[0]).not.toContain("action");
  expect(logged()).toBe("");
});

describe("a real server fault still logs at error level", () => {
  it("the API with its database unreachable answers 503 and logs the failure", async () => {
    const request = new Request("http://example.com/api/chatbot-faq", {
      method: "POST",
      headers: { "content-type": JSON_TYPE, "cf-connecting-ip": visitorAddress() },
      body: JSON.stringify({ query: "How much is Microsoft 365?", sessionId: crypto.randomUUID() }),
    });
    const res = await fetchWorker(request, { TURSO_DATABASE_URL: DEAD_DATABASE_URL });
    expect(res.status).toBe(503);
    expect(errors).toHaveBeenCalledOnce();
    expect(logged()).toMatch(/^'database unavailable' '\w*Error: .+/);
  });

  it("a page whose loader cannot reach the database answers 500 and logs the loader's error once", async () => {
    const res = await fetchWorker(new Request("http://example.com/desk"), deskAs(AMINA, { TURSO_DATABASE_URL: DEAD_DATABASE_URL }));
    await res.arrayBuffer();
    expect(res.status).toBe(500);
    expect(errors).toHaveBeenCalledOnce();
    expect(errors.mock.calls[0]![0]).toBeInstanceOf(Error);
  });
});
