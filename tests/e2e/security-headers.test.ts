import { NOT_FOUND_PATH, sitePaths } from "../../scripts/site-routes";
import { expect, pageScriptRan, test } from "./fixtures";

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test.describe("Content-Security-Policy in the browser", () => {
  for (const path of [...sitePaths(), NOT_FOUND_PATH]) {
    test(`${path}: no CSP violation, and the page script runs`, async ({ page }) => {
      await page.addInitScript(() => {
        window.cspViolations = [];
        document.addEventListener("securitypolicyviolation", (e) => window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      const consoleErrors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) consoleErrors.push(msg.text());
      });
      const response = await page.goto(path);
      test.skip(!(response?.headers()["content-type"] ?? "").startsWith("text/html"), "not an HTML page");
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
      await expect.poll(() => pageScriptRan(page)).toBe(true);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

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
