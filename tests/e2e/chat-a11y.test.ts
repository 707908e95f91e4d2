import type { Page } from "@playwright/test";
import {
  choose,
  chooseIntent,
  fillContact,
  intentButton,
  openChat,
  opener,
  PANEL_LOAD_TIMEOUT,
  panel,
  salesAnswers,
  successNotice,
  uniqueEmail,
} from "./chat-page";
import { expect, test } from "./fixtures";

// The assistant for keyboard and screen-reader users, and on a phone (axe on every step: chat-axe.test.ts).

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
  test("the panel is a dialog: focus moves in on open, Escape closes, focus returns to the opener", async ({ page }) => {
    await page.goto("/");
    await opener(page).focus();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible({ timeout: PANEL_LOAD_TIMEOUT });
    await expect(opener(page)).toHaveAttribute("aria-expanded", "true");
    await expect(intentButton(page, "Sales")).toBeFocused();
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
    await chooseIntent(page, "Sales");
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
    await expect(intentButton(page, "Sales")).toBeFocused();
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
    await page.goto("/");
    await openChat(page);
    const viewport = page.viewportSize()!;
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.height).toBeLessThanOrEqual(500);
    await chooseIntent(page, "Sales");
    for (const value of Object.values(salesAnswers)) await choose(page, value);
    await panel(page).getByRole("button", { name: "Get my proposal" }).click();
    await fillContact(page, { name: "Mobile Visitor", email: uniqueEmail("mobile"), company: "Simu Ltd" });
    await panel(page).getByRole("button", { name: "Submit" }).click();
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
    await chooseIntent(page, "Sales");
    await expect(panel(page).getByRole("button", { name: "Banking & Finance", exact: true })).toBeInViewport();
  });
});
