import { test as base, expect, type Page, type Response } from "@playwright/test";
import { resendingDroppedPosts, resendPostsTheDevProxyDropped, stopResending } from "./dev-proxy";

/** Whether the page's script (app/enhance/site.ts) has run every enhancer. */
export const pageScriptRan = (page: Page) => page.evaluate(() => document.documentElement.dataset.enhanced === "true");

const isHtml = (response: Response | null) => (response?.headers()["content-type"] ?? "").startsWith("text/html");

/**
 * Pages are plain HTML that a small module script enhances (app/enhance/site.ts); module scripts
 * run after the document is parsed, possibly after the load event `page.goto` waits for. So `goto`
 * and `reload` here also wait until the script has run; tests of pages without it (the desk), or
 * without JavaScript, opt out with `test.use({ waitForPageScript: false })` (or `javaScriptEnabled: false`).
 */
export const test = base.extend<{ waitForPageScript: boolean; resendDroppedPosts: boolean }>({
  waitForPageScript: [true, { option: true }],
  // Routing pauses every request of the context, so a beacon sent as a page goes may die with it:
  // a test of page-view beacons turns the browser's resending off.
  resendDroppedPosts: [true, { option: true }],
  // Each test is a visitor of its own (198.18.0.0/15 is reserved for testing; the local server takes
  // the header as Cloudflare's): the forms and chat leads are rate-limited per client, and the whole
  // suite from one address would pass that human-paced limit.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) =>
    use({ ...extraHTTPHeaders, "CF-Connecting-IP": `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}` }),
  context: async ({ context, resendDroppedPosts }, use) => {
    if (resendDroppedPosts) await resendPostsTheDevProxyDropped(context);
    await use(context);
    await stopResending(context);
  },
  request: async ({ request }, use) => use(resendingDroppedPosts(request)),
  page: async ({ page, waitForPageScript, javaScriptEnabled }, use, testInfo) => {
    Object.defineProperty(page, "request", { value: resendingDroppedPosts(page.request) });
    // A failed test prints what the page logged as errors (a module that did not load, say), since
    // the list reporter shows only the assertion.
    const pageErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") pageErrors.push(message.text());
    });
    page.on("pageerror", (error) => pageErrors.push(error.message));
    if (waitForPageScript && javaScriptEnabled) {
      const enhanced = async (response: Response | null) => {
        if (isHtml(response)) await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => enhanced(await goto(url, options));
      page.reload = async (options) => enhanced(await reload(options));
    }
    await use(page);
    await stopResending(page.context());
    if (testInfo.status !== testInfo.expectedStatus && pageErrors.length > 0) {
      console.error(`Page errors in "${testInfo.title}":\n${pageErrors.join("\n")}`);
    }
  },
});

export { expect };
