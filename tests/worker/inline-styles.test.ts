import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppBindings } from "../../worker/app-env";
import { inlineStyles } from "../../worker/http/inline-styles";
import { securityHeaders } from "../../worker/http/security-headers";

// The Worker tests serve CSS as Vite's dev server does (nothing to inline), so the middleware is
// exercised here with a stylesheet of its own, behind the site's real security headers.
const sheet = { href: "/assets/root-abc123.css", css: "body{color:#123}" };

function appServing(body: string, contentType: string) {
  const app = new Hono<AppBindings>();
  app.use(securityHeaders, inlineStyles(sheet));
  app.get("*", (c) => c.body(body, 200, { "content-type": contentType }));
  return app;
}

const page = (links: string) => `<!DOCTYPE html><html><head><meta charset="utf-8">${links}</head><body><p>Hi</p></body></html>`;

describe("the site's stylesheet goes inline", () => {
  it("replaces the page's link with the CSS in a style element carrying this response's CSP nonce", async () => {
    const res = await appServing(page(`<link rel="stylesheet" href="${sheet.href}"/>`), "text/html; charset=utf-8").request("/", {}, env);
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(/style-src [^;]+/.exec(res.headers.get("content-security-policy") ?? "")?.[0] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toBe(page(`<style nonce="${nonce}">${sheet.css}</style>`));
  });

  it("leaves other stylesheets, and responses that are not HTML, as they are", async () => {
    const other = page('<link rel="stylesheet" href="/assets/other.css"/>');
    expect(await (await appServing(other, "text/html").request("/", {}, env)).text()).toBe(other);
    const text = `<link rel="stylesheet" href="${sheet.href}"/>`;
    expect(await (await appServing(text, "text/plain").request("/", {}, env)).text()).toBe(text);
  });

  it("does nothing without a built stylesheet (the dev server)", async () => {
    const app = new Hono<AppBindings>();
    app.use(inlineStyles(null));
    const html = page(`<link rel="stylesheet" href="${sheet.href}"/>`);
    app.get("*", (c) => c.html(html));
    expect(await (await app.request("/", {}, env)).text()).toBe(html);
  });
});
