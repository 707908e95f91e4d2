import { expect, reactIsListening, test } from "./fixtures";

declare global {
  interface Window {
    firstFrameAt?: number;
  }
}

// Registered before any page script, so it runs first in the first frame the page produces.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => requestAnimationFrame(() => (window.firstFrameAt ??= performance.now())));
});

for (const path of ["/", "/products/microsoft-365", "/contact"]) {
  test(`${path}: no JavaScript module is requested before the first frame, then the page hydrates cleanly`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (msg) => void (msg.type() === "error" && errors.push(msg.text())));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path);
    await expect.poll(() => reactIsListening(page)).toBe(true);
    await page.waitForLoadState("networkidle");

    const timing = await page.evaluate(() => ({
      firstFrameAt: window.firstFrameAt,
      modulesStartedAt: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstFrameAt).toBeGreaterThan(0);
    expect(timing.modulesStartedAt.length).toBeGreaterThan(1);
    expect(Math.min(...timing.modulesStartedAt)).toBeGreaterThan(timing.firstFrameAt!);
    // A hydration mismatch would show up here as React's recoverable error.
    expect(errors).toEqual([]);
  });
}

test.describe("before React has taken over", () => {
  test.use({ waitForHydration: false });

  test("a tap on the chat opener before React has taken over is replayed once it has", async ({ page }) => {
    // A slow network: the client entry arrives a second and a half late.
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Open chat" }).click();
    expect(await reactIsListening(page)).toBe(false);
    await expect(page.getByRole("dialog", { name: "Assistant" })).toBeVisible();
  });

  test("text typed into the knowledge-base search before React has taken over filters the topics once it has", async ({ page }) => {
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto("/resources/knowledge-base");
    const search = page.getByRole("searchbox", { name: "Search the knowledge base" });
    await search.fill("encrypt");
    expect(await reactIsListening(page)).toBe(false);
    await expect(page.getByRole("region", { name: "Topics" }).getByRole("button")).toHaveText([
      "How secure is WhatsApp messaging automation?",
    ]);
    await expect(search).toHaveValue("encrypt");
  });

  test("links work before React has taken over", async ({ page }) => {
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, () => new Promise(() => undefined));
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy", exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
