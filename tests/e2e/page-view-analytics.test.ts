import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import type { Page, Request } from "@playwright/test";
import * as v from "valibot";
import { firstLoadScripts } from "../../scripts/bench/page-weight";
import { analyticsEventSchema } from "../../shared/analytics-events";
import { E2E_POSTHOG_SERVER_PORT } from "./e2e-env";
import { expect, test } from "./fixtures";

// posthog-js must load only when a PostHog key is configured, only after the page is idle, and
// never be part of the page's first-load JS. "posthog-js" appears in its chunk and nowhere else.
const POSTHOG_MARKER = "posthog-js";
const root = resolve(import.meta.dirname, "../..");

/** Bodies of every script the page downloaded, from the moment this is called. */
function recordScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on("response", async (res) => {
    if (res.request().resourceType() === "script" || res.url().endsWith(".js")) bodies.push(await res.text().catch(() => ""));
  });
  return bodies;
}

/** Bodies of the scripts the first HTML loads without any interaction (the bench's definition). */
async function firstLoadScriptBodies(page: Page, html: string): Promise<string[]> {
  const urls = firstLoadScripts(html);
  expect(urls.length).toBeGreaterThan(1);
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}

test.describe("page-view analytics without a PostHog key (the default)", () => {
  test("never downloads posthog-js", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // Longer than the loader waits for idle; a configured key would have loaded it by now.
    await page.waitForTimeout(3000);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((body) => body.includes(POSTHOG_MARKER))).toBe(false);
  });
});

test.describe("page-view analytics with a PostHog key", () => {
  const host = "https://posthog.e2e.test";
  let server: ChildProcess;
  let baseURL: string;
  // posthog-js drops events from browsers that look automated (a "HeadlessChrome" user agent,
  // navigator.webdriver); the page under test must look like a visitor's browser.
  test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36" });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
  });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = E2E_POSTHOG_SERVER_PORT;
    baseURL = `http://127.0.0.1:${port}`;
    // A second server on the build the shared webServer made, this time with a key.
    server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts", "--no-build", "--fresh"], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: resolve(root, ".data/e2e-posthog"),
        POSTHOG_API_KEY: "phc_e2e",
        POSTHOG_HOST: host,
      },
      stdio: "ignore",
    });
    for (const deadline = Date.now() + 90_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      const ok = await fetch(`${baseURL}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
    }
    throw new Error("server with a PostHog key did not start");
  });

  test.afterAll(async () => {
    if (server?.exitCode !== null) return;
    await new Promise((done) => {
      server.once("exit", done);
      server.kill("SIGTERM");
    });
  });

  /** Events posthog-js sends to the (intercepted) PostHog host. */
  async function capturePostHog(page: Page) {
    type Captured = { event: string; properties: Record<string, unknown> };
    const events: (Captured & { apiKey: unknown })[] = [];
    const decode = (request: Request) => {
      const raw = request.postDataBuffer();
      if (!raw) return [];
      // posthog-js gzips its payloads when the browser can; gzip starts with 0x1f 0x8b.
      const text = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw).toString() : raw.toString();
      const { api_key, batch } = JSON.parse(text) as { api_key: unknown; batch: Captured[] };
      return batch.map((event) => ({ ...event, apiKey: api_key }));
    };
    await page.route(`${host}/**`, async (route) => {
      events.push(...decode(route.request()));
      await route.fulfill({ status: 200, contentType: "application/json", body: '{"status":1}' });
    });
    return events;
  }

  test("loads posthog-js lazily and captures a page view per navigation", async ({ page }) => {
    const events = await capturePostHog(page);
    const scripts = recordScripts(page);
    const response = await page.goto(`${baseURL}/`);

    expect((await firstLoadScriptBodies(page, (await response?.text()) ?? "")).some((body) => body.includes(POSTHOG_MARKER))).toBe(false);
    await expect.poll(() => scripts.some((body) => body.includes(POSTHOG_MARKER)), { timeout: 10_000 }).toBe(true);

    const pageviews = () => events.filter((e) => e.event === "$pageview").map((e) => new URL(String(e.properties.$current_url)).pathname);
    await expect.poll(pageviews, { timeout: 15_000 }).toEqual(["/"]);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(`${baseURL}/about`);
    await expect.poll(pageviews, { timeout: 15_000 }).toEqual(["/", "/about"]);

    const [first] = events.filter((e) => e.event === "$pageview");
    expect(first?.apiKey).toBe("phc_e2e");
    // The chat sends this id with its events; the analytics API must accept it.
    const chatEvent = {
      eventType: "intent_selected",
      sessionId: crypto.randomUUID(),
      distinctId: first?.properties.distinct_id,
      data: { intent: "sales" },
    };
    expect(v.safeParse(analyticsEventSchema, chatEvent).success).toBe(true);
  });
});
