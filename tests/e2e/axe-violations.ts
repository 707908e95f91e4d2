import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The page's WCAG 2.2 AA violations as axe-core reports them, one line of targets each. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map((v) => ({ rule: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
}
