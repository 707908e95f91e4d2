import { test as base, expect, type Page, type Response } from "@playwright/test";
import { HYDRATED_EVENT } from "../../shared/hydration";

declare global {
  interface Window {
    kileleHydrated?: boolean;
  }
}

/** Whether React has attached its event listeners to the document (it does when hydration starts). */
export const reactIsListening = (page: Page) => page.evaluate(() => Object.keys(document).some((key) => key.startsWith("_reactListening")));

const isHtml = (response: Response | null) => (response?.headers()["content-type"] ?? "").startsWith("text/html");

/**
 * Pages hydrate after their first paint (worker/http/hydrate-after-paint.ts), which can come after the
 * load event that `page.goto` waits for. So `goto` and `reload` here also wait until React has
 * taken over; tests of the page before that, or without JavaScript, opt out with
 * `test.use({ waitForHydration: false })` (or `javaScriptEnabled: false`).
 */
export const test = base.extend<{ waitForHydration: boolean }>({
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration, javaScriptEnabled }, use) => {
    if (waitForHydration && javaScriptEnabled) {
      await page.addInitScript(
        (event) => document.addEventListener(event, () => (window.kileleHydrated = true), { once: true }),
        HYDRATED_EVENT,
      );
      const hydrated = async (response: Response | null) => {
        if (isHtml(response)) await page.waitForFunction(() => window.kileleHydrated === true);
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => hydrated(await goto(url, options));
      page.reload = async (options) => hydrated(await reload(options));
    }
    await use(page);
  },
});

export { expect };
