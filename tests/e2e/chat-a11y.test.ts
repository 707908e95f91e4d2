import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { choose, fillContact, openChat, opener, panel, salesAnswers, successNotice, uniqueEmail } from "./chat-page";
import { expect, test } from "./fixtures";

// The assistant for keyboard and screen-reader users, and on a phone.

/** Axe over the whole page, or only the chat panel for the steps in between (the page around it does not change). */
async function expectNoAxeViolations(page: Page, step: string, scope: "page" | "panel" = "page") {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  if (scope === "panel") builder.include("#chat-panel");
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${step}: ${v.id} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * Runs `check` while the page's paused clock crawls (1 ms per 25 ms): axe needs its timers to run,
 * and the success screen, which closes itself after 5 s, stays up meanwhile.
 */
async function withCrawlingClock(page: Page, check: () => Promise<void>) {
  let running = true;
  let crawlError: unknown;
  const crawl = (async () => {
    try {
      while (running) {
        await page.clock.runFor(1);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } catch (error) {
      crawlError = error;
      console.error("clock crawl stopped", error);
    }
  })();
  try {
    await check();
  } finally {
    running = false;
    await crawl;
  }
  if (crawlError) throw crawlError;
}

/** Moves focus with Tab until `name` is focused (a keyboard user reaching a control). */
async function tabTo(page: Page, name: string | RegExp, limit = 40) {
  for (let i = 0; i < limit; i++) {
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el ? (el.getAttribute("aria-label") ?? (el.textContent || "").trim()) : "";
    });
    if (typeof name === "string" ? focused === name : name.test(focused)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${name}`);
}

test.describe("chat assistant accessibility", () => {
  test("0 axe violations with the panel open on every step", async ({ page }) => {
    test.setTimeout(180_000);
    // A controlled clock keeps the success screen up (it closes itself after 5 s) while axe runs.
    await page.clock.install();
    await page.goto("/");
    await openChat(page);
    await expectNoAxeViolations(page, "intent");

    await choose(page, "FAQ");
    await expectNoAxeViolations(page, "faq", "panel");
    await panel(page).getByLabel("Your question").fill("What backup retention do you offer?");
    await panel(page).getByRole("button", { name: "Ask Question" }).click();
    await expect(panel(page).getByLabel("Your question")).toHaveValue("");
    await expectNoAxeViolations(page, "faq answered", "panel");

    await panel(page).getByRole("button", { name: "Start Over" }).click();
    await choose(page, "Sales");
    for (const [step, value] of Object.entries(salesAnswers)) {
      await expectNoAxeViolations(page, step, "panel");
      await choose(page, value);
    }
    await expectNoAxeViolations(page, "recommendations", "panel");
    await panel(page).getByRole("button", { name: "Get my proposal" }).click();
    await expectNoAxeViolations(page, "contact", "panel");
    await panel(page).getByRole("button", { name: "Submit" }).click();
    await expect(panel(page).getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "contact with errors", "panel");
    await fillContact(page, { name: "Axe Tester", email: uniqueEmail("axe"), company: "Axe Ltd" });
    await page.clock.pauseAt(Date.now() + 1000);
    await panel(page).getByRole("button", { name: "Submit" }).click();
    await expect(panel(page).getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await withCrawlingClock(page, () => expectNoAxeViolations(page, "success"));
    await expect(panel(page).getByRole("heading", { name: "Thank you!" })).toBeVisible();
  });

  test("the panel is a dialog: focus moves in on open, Escape closes, focus returns to the opener", async ({ page }) => {
    await page.goto("/");
    await opener(page).focus();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();
    await expect(opener(page)).toHaveAttribute("aria-expanded", "true");
    await expect(panel(page).getByRole("button", { name: "Sales", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();
    await expect(opener(page)).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Space");
    await panel(page).getByRole("button", { name: "Close chat" }).click();
    await expect(panel(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();
  });

  test("new assistant messages are announced through a live region", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    const live = page.locator('[role="status"].sr-only');
    await choose(page, "Sales");
    await expect(live).toHaveText("What type of organisation are you?");
    await choose(page, "Legal");
    await expect(live).toHaveText("How many people work in your organisation?");
  });

  test("keyboard only: a whole sales conversation to the success screen", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/");
    await page.locator("body").focus();
    await tabTo(page, "Open chat", 200);
    await page.keyboard.press("Enter");

    // Focus lands on each step's first option; Tab moves along the options, Enter picks one.
    await expect(panel(page).getByRole("button", { name: "Sales", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    for (const value of Object.values(salesAnswers)) {
      await tabTo(page, value);
      await page.keyboard.press("Enter");
    }
    await tabTo(page, "Get my proposal");
    await page.keyboard.press("Enter");

    await expect(panel(page).getByLabel("Name")).toBeFocused();
    await page.keyboard.type("Kibet Keyboard");
    await page.keyboard.press("Tab");
    await page.keyboard.type(uniqueEmail("keyboard"));
    await page.keyboard.press("Tab");
    await page.keyboard.type("Kibet Logistics");
    await page.keyboard.press("Enter");
    await expect(panel(page).getByRole("heading", { name: "Thank you!" })).toBeFocused();
    await expect(successNotice(page)).toContainText("Lead score:");
  });
});

test.describe("chat assistant on a phone @mobile", () => {
  test("the opener and panel fit a phone screen and the flow completes", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await openChat(page);
    const viewport = page.viewportSize()!;
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.height).toBeLessThanOrEqual(500);
    await choose(page, "Sales");
    for (const value of Object.values(salesAnswers)) await choose(page, value);
    await panel(page).getByRole("button", { name: "Get my proposal" }).click();
    await fillContact(page, { name: "Mobile Visitor", email: uniqueEmail("mobile"), company: "Simu Ltd" });
    await page.clock.pauseAt(Date.now() + 1000);
    await panel(page).getByRole("button", { name: "Submit" }).click();
    await expect(panel(page).getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await withCrawlingClock(page, () => expectNoAxeViolations(page, "mobile success"));
    await expect(panel(page).getByRole("heading", { name: "Thank you!" })).toBeVisible();
  });

  test("a 360 px wide phone shows the whole panel", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto("/");
    await openChat(page);
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y).toBeGreaterThanOrEqual(0);
    await choose(page, "Sales");
    await expect(panel(page).getByRole("button", { name: "Banking & Finance", exact: true })).toBeInViewport();
  });
});
