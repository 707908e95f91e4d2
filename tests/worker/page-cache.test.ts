import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../worker";
import { CACHE_CONTROL } from "../../worker/http/cache-control";
import { formTokenProblem } from "../../worker/spam/form-token";

async function get(path: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://example.com${path}`, init), env, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  return { res, html, nonce };
}

describe("edge cache for pages", () => {
  it("renders a page once, then serves it from the cache with this response's own nonce", async () => {
    const path = `/?cache-test=${crypto.randomUUID()}`;
    const first = await get(path);
    const second = await get(path);
    expect(first.res.headers.get("x-page-cache")).toBe("MISS");
    expect(second.res.headers.get("x-page-cache")).toBe("HIT");
    expect(second.res.status).toBe(200);
    expect(second.res.headers.get("cache-control")).toBe(CACHE_CONTROL.page);
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    const nonces = new Set([...second.html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));
    expect([...nonces]).toEqual([second.nonce]);
    // Same document; the rewriter only re-serialises void tags ("/>" as " />").
    const normalise = (html: string, nonce: string) => html.replaceAll(nonce, "N").replaceAll(" />", "/>");
    expect(normalise(second.html, second.nonce!)).toBe(normalise(first.html, first.nonce!));
  });

  it("never caches the not-found page or anything but GET", async () => {
    const missing = `/no-such-page-${crypto.randomUUID()}`;
    await get(missing);
    const again = await get(missing);
    expect(again.res.status).toBe(404);
    expect(again.res.headers.get("x-page-cache")).toBeNull();

    const path = `/?cache-test=${crypto.randomUUID()}`;
    await get(path, { method: "HEAD" });
    expect((await get(path)).res.headers.get("x-page-cache")).toBe("MISS");
  });
});

describe("form tokens in cached pages", () => {
  const secret = "page-cache-test-secret";
  const withSecret = { ...env, FORM_TOKEN_SECRET: secret };

  async function getSigned(path: string) {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`http://example.com${path}`), withSecret, ctx);
    const html = await res.text();
    await waitOnExecutionContext(ctx);
    const tokens = [
      ...[...html.matchAll(/<meta name="form-token" content="([^"]+)"/g)].map((m) => m[1]),
      ...[...html.matchAll(/name="form_token" value="([^"]+)"/g)].map((m) => m[1]),
    ];
    return { res, tokens };
  }

  it("a page served from the cache carries tokens issued for that response, one of its own for the meta tag and each form", async () => {
    const path = `/contact?cache-test=${crypto.randomUUID()}`;
    const first = await getSigned(path);
    expect(first.res.headers.get("x-page-cache")).toBe("MISS");
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const servedAt = Math.floor(Date.now() / 1000);
    const second = await getSigned(path);
    expect(second.res.headers.get("x-page-cache")).toBe("HIT");

    // The meta tag plus the contact form's and the footer newsletter form's fields.
    expect(second.tokens.length).toBeGreaterThanOrEqual(3);
    // A token makes one record: the footer's newsletter sign-up must not use up the contact form's.
    expect(new Set(second.tokens).size).toBe(second.tokens.length);
    expect(new Set([...first.tokens, ...second.tokens]).size).toBe(first.tokens.length + second.tokens.length);
    for (const token of second.tokens) {
      expect(Number(token!.split(".")[0])).toBeGreaterThanOrEqual(servedAt);
      expect(await formTokenProblem(token, secret, new Date())).toBeNull();
    }
  });
});
