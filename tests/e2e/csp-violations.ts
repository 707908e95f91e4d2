import type { Page } from "@playwright/test";

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/**
 * Records the page's Content-Security-Policy violations from before its first script, both as the
 * document reports them and as the console does. Call before `page.goto`; read the result after.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const consoleErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) consoleErrors.push(msg.text());
  });
  return async () => [...(await page.evaluate(() => window.cspViolations)), ...consoleErrors];
}
