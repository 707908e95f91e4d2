import type { Page } from "@playwright/test";
import { NOT_FOUND_PATH, routeFamilies, sitePaths } from "../../scripts/site-routes";
import { axeViolations } from "./axe-violations";
import { watchCspViolations } from "./csp-violations";
import { expect, pageScriptRan, test } from "./fixtures";

/** Opens a path; false when it is not an HTML page (sitemap.xml, robots.txt, form endpoints). */
async function openPage(page: Page, path: string): Promise<boolean> {
  const response = await page.goto(path);
  return (response?.headers()["content-type"] ?? "").startsWith("text/html");
}

// One visit per page checks both, since loading every page twice took minutes of the test run.
test.describe("every page: its script runs with no CSP violation, and axe finds no WCAG 2.2 AA violation", () => {
  for (const path of [...sitePaths(), NOT_FOUND_PATH]) {
    test(path, async ({ page }) => {
      const cspViolations = await watchCspViolations(page);
      const response = await page.goto(path);
      test.skip(!(response?.headers()["content-type"] ?? "").startsWith("text/html"), "not an HTML page");
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
      await expect.poll(() => pageScriptRan(page)).toBe(true);
      await page.waitForLoadState("networkidle");
      expect(await cspViolations()).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("axe on phones @mobile", () => {
  for (const { family, path } of routeFamilies()) {
    test(`${family} (${path})`, async ({ page }) => {
      test.skip(!(await openPage(page, path)), "not an HTML page");
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("with the mobile menu open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("keyboard", () => {
  test("the first Tab reaches a visible 'Skip to content' link; Enter moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement))).toBe(true);
  });

  test("every control in the header and hero shows a focus indicator", async ({ page }) => {
    await page.goto("/");
    for (let stop = 0; stop < 12; stop++) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return {
          name: el.textContent?.trim() || el.getAttribute("aria-label"),
          outline: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          shadow: style.boxShadow,
        };
      });
      const visible = (focus.outline !== "none" && focus.width > 0) || focus.shadow !== "none";
      expect(visible, `focus indicator on "${focus.name}"`).toBe(true);
    }
  });
});
