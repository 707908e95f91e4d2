import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../worker";

describe("GET /api/health", () => {
  it("answers 200 {ok:true} when the database answers a real query", async () => {
    const res = await exports.default.fetch("http://example.com/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("answers 503 with the JSON error body when the database is unreachable", async () => {
    const deadDb = { ...env, TURSO_DATABASE_URL: "http://127.0.0.1:9" };
    const res = await worker.fetch(new Request("http://example.com/api/health"), deadDb, createExecutionContext());
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("database_unavailable");
    expect(body.error.message).toMatch(/unavailable/i);
  });

  it("answers an unknown API path with a JSON 404, not the HTML page", async () => {
    const res = await exports.default.fetch("http://example.com/api/nope");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});

describe("server-rendered pages in workerd", () => {
  it("renders the home page with header, footer and its h1", async () => {
    const res = await exports.default.fetch("http://example.com/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toMatch(/<h1[^>]*>AI-Powered IT Services for East Africa/);
    expect(html).toContain("<footer");
    expect(html).toContain(`© ${new Date().getFullYear()} Kilele Technologies`);
  });

  it("answers an unknown path with status 404 and the not-found page", async () => {
    const res = await exports.default.fetch("http://example.com/no/such/page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
  });

  it("still renders pages when the database is unreachable", async () => {
    const deadDb = { ...env, TURSO_DATABASE_URL: "http://127.0.0.1:9" };
    const res = await worker.fetch(new Request("http://example.com/"), deadDb, createExecutionContext());
    expect(res.status).toBe(200);
  });
});
