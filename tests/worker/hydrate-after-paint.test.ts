import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE } from "../../shared/hydration";
import worker from "../../worker";

async function get(path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://example.com${path}`), env, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  return { res, body, nonce };
}

const scriptTags = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs, text]) => ({ attrs: attrs!, text: text! }));

describe("pages paint before their JavaScript is fetched", () => {
  for (const path of ["/", "/contact", "/this-page-does-not-exist"]) {
    it(`${path}: no module preloads, an inert bootstrap, and a nonce'd loader right after it`, async () => {
      const { res, body, nonce } = await get(path);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(body).not.toMatch(/rel="modulepreload"/);
      const scripts = scriptTags(body);
      expect(scripts.filter((s) => /type="module"/.test(s.attrs))).toEqual([]);

      const index = scripts.findIndex((s) => s.attrs.includes(`type="${DEFERRED_MODULE_TYPE}"`));
      expect(index).toBeGreaterThanOrEqual(0);
      const bootstrap = scripts[index]!;
      // React Router's own bootstrap, unchanged: it imports the route modules and the client entry.
      expect(bootstrap.text).toMatch(/import \* as route0 from "\/[^"]*root[^"]*"/);
      expect(bootstrap.text).toMatch(/import\("\/[^"]*entry\.client[^"]*"\)/);
      expect(bootstrap.attrs).toContain(`nonce="${nonce}"`);

      const loader = scripts[index + 1]!;
      expect(loader.attrs.trim()).toBe(`nonce="${nonce}"`);
      expect(loader.text).toContain(`script[type="${DEFERRED_MODULE_TYPE}"]`);
      expect(loader.text).toContain("requestAnimationFrame");
    });
  }

  it("leaves API answers and other non-HTML responses alone", async () => {
    const health = await get("/api/health");
    expect(JSON.parse(health.body)).toEqual({ ok: true });
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.res.headers.get("content-type")).toMatch(/xml/);
    expect(sitemap.body).not.toContain(DEFERRED_MODULE_TYPE);
  });
});
