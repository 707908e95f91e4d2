import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { describe, expect, it } from "vitest";
import type { AppBindings } from "../../worker/app-env";
import { cachePages } from "../../worker/http/cache-control";
import { pageCache } from "../../worker/http/page-cache";
import { visitorAddress } from "./worker-harness";

const PERSONAL = "private, no-store";

const postForm = (path: string, fields: Record<string, string>) =>
  exports.default.fetch(`http://example.com${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": visitorAddress() },
    body: new URLSearchParams(fields).toString(),
  });

describe("a response personalised to the visitor is never cacheable", () => {
  it("a form action's result page is private, no-store, and the page cache never serves it to the next visitor", async () => {
    const path = `/newsletter?from=hardening-${crypto.randomUUID()}`;
    const email = `personal.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const result = await postForm(path, { email });
    expect(result.status).toBe(200);
    expect(result.headers.get("cache-control")).toBe(PERSONAL);
    expect(await result.text()).toContain("You&#x27;re subscribed");

    // The next visitor's GET of the same URL gets the page, not someone's result.
    const next = await exports.default.fetch(`http://example.com${path}`);
    const html = await next.text();
    expect(next.headers.get("cache-control")).toBe("public, max-age=300");
    expect(html).not.toContain("You&#x27;re subscribed");
    expect(html).not.toContain(email);
  });

  it("a refused form that echoes what the visitor typed is private, no-store", async () => {
    const res = await postForm("/contact", {
      name: "Neema Mushi",
      email: "neema@",
      subject: "My private subject",
      message: "Hello",
      company: "",
      phone: "",
      serviceInterest: "",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("My private subject");
    expect(res.headers.get("cache-control")).toBe(PERSONAL);
  });

  it("an action's single-fetch data (POST /newsletter.data) is private, no-store", async () => {
    const res = await postForm("/newsletter.data", { email: `personal.${crypto.randomUUID().slice(0, 8)}@example.com` });
    expect(res.status).toBe(200);
    await res.body?.cancel();
    expect(res.headers.get("cache-control")).toBe(PERSONAL);
  });

  it("a page that sets a cookie is private, no-store and never enters the page cache", async () => {
    // The Worker's own page middleware, around a page that identifies its visitor with a cookie.
    const app = new Hono<AppBindings>().use(pageCache, cachePages).get("*", (c) => {
      setCookie(c, "visitor", crypto.randomUUID());
      return c.html(`<p>Welcome back, visitor ${crypto.randomUUID()}</p>`);
    });
    const url = `http://example.com/welcome-${crypto.randomUUID()}`;
    const get = async () => {
      const ctx = createExecutionContext();
      const res = await app.request(url, {}, env, ctx);
      const html = await res.text();
      await waitOnExecutionContext(ctx);
      return { res, html };
    };
    const first = await get();
    const second = await get();
    for (const { res } of [first, second]) {
      expect(res.headers.get("cache-control")).toBe(PERSONAL);
      expect(res.headers.get("x-page-cache")).toBeNull();
    }
    expect(second.html).not.toBe(first.html);
  });
});
