import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../worker";
import { CACHE_CONTROL } from "../../worker/http/cache-control";

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
