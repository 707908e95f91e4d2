import { expect, test } from "./fixtures";

test.describe("shared layout", () => {
  test("home page: fixed header, dropdown menus, footer with current year", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("AI-Powered IT Services");
    const header = page.locator("header");
    await expect(header).toHaveCSS("position", "fixed");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Solutions", "Products", "Industries", "Resources"]) {
      await expect(nav.getByRole("button", { name: label })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(nav.getByRole("link", { name: "Get Demo" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Get Started" })).toBeVisible();

    const footer = page.locator("footer");
    await expect(footer.getByLabel("Subscribe to our newsletter")).toBeVisible();
    await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
    await expect(footer.getByRole("link", { name: "Book Consultation" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Get Retainer Quote" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("target", "_blank");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Kilele Technologies`);
  });

  test("dropdown opens on hover and closes when the pointer leaves", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Solutions" });
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Security & Compliance" }).first()).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("dropdowns work by keyboard: open, arrow through links, Escape returns focus, a navigation closes them", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("All products");
    await page.keyboard.press("ArrowDown");
    await expect(page.locator(":focus")).toHaveText("Microsoft 365");
    await page.keyboard.press("End");
    await expect(page.locator(":focus")).toHaveText("AI Services");
    await page.keyboard.press("Home");
    await expect(page.locator(":focus")).toHaveText("All products");
    await page.keyboard.press("ArrowUp");
    await expect(page.locator(":focus")).toHaveText("AI Services");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator(":focus")).toHaveText("All products");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("a link to another page opens it at its top", async ({ page }) => {
    await page.goto("/");
    await page.locator("footer").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator("footer").getByRole("link", { name: "Healthcare" }).click();
    await expect(page).toHaveURL(/\/industries\/healthcare$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("unknown path: 404 status, text, link home, path logged to the console", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (msg) => logged.push(msg.text()));
    const response = await page.goto("/this/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect.poll(() => logged.some((line) => line.includes("/this/does-not-exist"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("header without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a dropdown opens while the pointer is over it, and while focus is inside it", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const link = nav.getByRole("link", { name: "Security & Compliance" });
    await expect(link).toBeHidden();
    await nav.getByRole("button", { name: "Solutions" }).hover();
    await expect(link).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(link).toBeHidden();

    await nav.getByRole("button", { name: "Products" }).focus();
    await expect(nav.getByRole("link", { name: "All products" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("All products");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products$/);
  });
});

test.describe("mobile menu without JavaScript @mobile", () => {
  test.use({ javaScriptEnabled: false });

  test("the toggle opens the top-level items, which lead to their pages", async ({ page }) => {
    await page.goto("/");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link")).toHaveText(["Solutions", "Products", "Industries", "Resources", "About", "Contact"]);
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("mobile menu @mobile", () => {
  test("lists the top-level items only and closes after navigating", async ({ page }) => {
    await page.goto("/");
    const menu = page.locator("#mobile-menu");
    await page.getByRole("button", { name: "Open menu" }).click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(close).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(menu).toBeVisible();
    await close.click();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link")).toHaveText(["Solutions", "Products", "Industries", "Resources", "About", "Contact"]);
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });
});
