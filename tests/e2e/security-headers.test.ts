import { expect, pageScriptRan, test } from "./fixtures";

// Every page's own check (its script runs with no CSP violation) is in a11y.test.ts, with its axe check.
test.describe("Content-Security-Policy in the browser", () => {
  test("an inline script without the nonce is refused", async ({ page }) => {
    await page.goto("/");
    const ran = await page.evaluate(async () => {
      const blocked = new Promise<string>((done) =>
        document.addEventListener("securitypolicyviolation", (e) => done(e.violatedDirective), { once: true }),
      );
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
      return { directive: await blocked, injected: "injected" in window };
    });
    expect(ran).toEqual({ directive: "script-src-elem", injected: false });
  });
});

test.describe("static assets, served before the Worker", () => {
  test("scripts and styles carry the security headers and a year-long immutable cache", async ({ page, request }) => {
    await page.goto("/");
    await expect.poll(() => pageScriptRan(page)).toBe(true);
    // Everything the page fetched: its script and the modules it imports.
    const assets = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
    expect(assets.filter((url) => url.endsWith(".js")).length).toBeGreaterThan(0);
    expect(assets.filter((url) => url.endsWith(".css")).length).toBeGreaterThan(0);
    for (const url of assets.filter((u) => new URL(u).pathname.startsWith("/assets/"))) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      const headers = res.headers();
      expect(headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
      expect(headers["strict-transport-security"], url).toBe("max-age=63072000; includeSubDomains; preload");
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], url).toContain("camera=()");
      expect(headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
    }
  });
});
