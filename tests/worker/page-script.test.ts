import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
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

describe("pages do not hydrate: one module script enhances them", () => {
  for (const path of ["/", "/contact", "/this-page-does-not-exist"]) {
    it(`${path}: the page script, speculation rules with the nonce, and nothing of React Router's`, async () => {
      const { res, body, nonce } = await get(path);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(body).not.toMatch(/rel="modulepreload"/);
      const scripts = scriptTags(body);
      const siteScript = /<script type="module" src="(\/[^"]*site[^"]*)"/.exec(body)?.[1];
      expect(siteScript).toBeDefined();
      // No hydration data, no bootstrap: every script either loads the page script or is data.
      expect(scripts.filter((s) => !/type="(application\/ld\+json|speculationrules)"/.test(s.attrs))).toEqual([
        { attrs: ` type="module" src="${siteScript}" nonce="${nonce}"`, text: "" },
      ]);
      expect(body).not.toContain("__reactRouterContext");
      const rules = scripts.find((s) => s.attrs.includes('type="speculationrules"'))!;
      expect(rules.attrs).toContain(`nonce="${nonce}"`);
      expect(JSON.parse(rules.text)).toMatchObject({ prefetch: [{ eagerness: "moderate" }] });
    });
  }

  it("leaves API answers and other non-HTML responses alone", async () => {
    const health = await get("/api/health");
    expect(JSON.parse(health.body)).toEqual({ ok: true });
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.res.headers.get("content-type")).toMatch(/xml/);
    expect(sitemap.body).not.toContain("<script");
  });
});
