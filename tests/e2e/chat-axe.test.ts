import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";
import {
  choose,
  chooseIntent,
  fillContact,
  intentButton,
  openChat,
  panel,
  passRequestStep,
  requestMessage,
  salesAnswers,
  uniqueEmail,
} from "./chat-page";
import { expect, test } from "./fixtures";

// axe (WCAG 2.2 AA) on every state of the chat assistant, one walk through the whole flow on a
// desktop and one on a phone: intent, the FAQ branch (waiting, answered, failed), a support request
// (its question, the emergency line, a missing message, its contact form), each qualification question, recommendations, the contact form (empty,
// with errors, submitting, failed) and the success screen.

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Axe over the whole page, so the live region and the notices outside the panel are checked too. */
async function expectNoViolations(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const found = violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(found, `axe violations with the chat on "${state}"`).toEqual([]);
}

/** Holds the next request to `url` until the returned function is called, then lets `settle` answer it. */
async function holdRequest(page: Page, url: string, settle: (route: Route) => Promise<void>) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    url,
    async (route) => {
      await held;
      await settle(route);
    },
    { times: 1 },
  );
  return release;
}

/**
 * Runs `check` while the page's paused clock crawls (1 ms per 25 ms): axe needs its timers to run,
 * and the page's own timers (the success screen closing after 5 s, a request's time-out) barely move.
 */
async function withCrawlingClock(page: Page, check: () => Promise<void>) {
  let running = true;
  let crawlError: unknown;
  const crawl = (async () => {
    try {
      while (running) {
        // The clock is the context's; a tick can meet the page axe opens for itself as axe closes it.
        await page.clock.runFor(1).catch((error: unknown) => {
          if (page.isClosed()) throw error;
        });
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } catch (error) {
      crawlError = error;
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

async function walkTheChat(page: Page) {
  // A controlled clock keeps the success screen up (it closes itself after 5 s) while axe runs.
  await page.clock.install();
  await page.goto("/");
  await openChat(page);
  await expect(intentButton(page, "Sales")).toBeFocused();
  await expectNoViolations(page, "intent");

  await chooseIntent(page, "FAQ");
  const question = panel(page).getByLabel("Your question");
  const ask = panel(page).getByRole("button", { name: "Ask Question" });
  await expect(ask).toBeDisabled();
  await expectNoViolations(page, "faq: no question yet");

  const releaseAnswer = await holdRequest(page, "**/api/chatbot-faq", (route) => route.continue());
  await question.fill("What backup retention do you offer?");
  // The page's clock stands still while the request is held, so the answer's own time-out (15 s from
  // the click) does not run out while axe runs on a loaded machine.
  await page.clock.pauseAt(Date.now() + 1000);
  await ask.click();
  await expect(panel(page)).toContainText("Looking that up…");
  await withCrawlingClock(page, () => expectNoViolations(page, "faq: waiting for the answer"));
  releaseAnswer();
  await page.clock.resume();
  // The first answer builds the Worker's FAQ index; the chat itself waits up to 15 s for it.
  await expect(question).toHaveValue("", { timeout: 20_000 });
  await expectNoViolations(page, "faq: answered");

  await page.route("**/api/chatbot-faq", (route) => route.abort(), { times: 1 });
  await question.fill("Do you support Linux servers?");
  await ask.click();
  await expect(panel(page).getByRole("link", { name: /Contact us/ })).toBeVisible();
  await expectNoViolations(page, "faq: answer failed");

  await panel(page).getByRole("button", { name: "Start Over" }).click();
  await chooseIntent(page, "Support");
  await expect(panel(page).getByRole("button", { name: "Yes, something is down" })).toBeFocused();
  await expectNoViolations(page, "request (support)");
  await panel(page).getByRole("button", { name: "Yes, something is down" }).click();
  await expect(panel(page).getByRole("link", { name: /Call \+254 711 999 000/ })).toBeVisible();
  await expectNoViolations(page, "request (support, something is down: the emergency line)");
  await panel(page).getByRole("button", { name: "Continue" }).click();
  await expect(requestMessage(page)).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(page, "request (support, message missing)");
  await passRequestStep(page, "Nobody can log in.");
  await expect(panel(page).getByLabel("Name")).toBeFocused();
  await expectNoViolations(page, "contact (support request)");

  await panel(page).getByRole("button", { name: "Start Over" }).click();
  await chooseIntent(page, "Sales");
  for (const [step, value] of Object.entries(salesAnswers)) {
    await expect(panel(page).getByRole("group").getByRole("button", { name: value, exact: true })).toBeVisible();
    await expectNoViolations(page, `question: ${step}`);
    await choose(page, value);
  }
  await expect(panel(page).getByRole("button", { name: "Get my proposal" })).toBeVisible();
  await expectNoViolations(page, "recommendations");

  await panel(page).getByRole("button", { name: "Get my proposal" }).click();
  await expect(panel(page).getByLabel("Name")).toBeFocused();
  await expectNoViolations(page, "contact (sales)");

  const submit = panel(page).getByRole("button", { name: "Submit" });
  await submit.click();
  await expect(panel(page).getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(page, "contact: validation errors");

  await fillContact(page, { name: "Axe Tester", email: uniqueEmail("axe"), company: "Axe Ltd" });
  const failSubmit = await holdRequest(page, "**/api/chatbot-submit", (route) => route.abort());
  await submit.click();
  await expect(panel(page).getByRole("button", { name: "Submitting…" })).toBeDisabled();
  await expectNoViolations(page, "contact: submitting");
  failSubmit();
  await expect(page.getByRole("alert")).toContainText("Failed to submit");
  await expectNoViolations(page, "contact: submit failed");

  await page.clock.pauseAt(Date.now() + 1000);
  await submit.click();
  await expect(panel(page).getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await withCrawlingClock(page, () => expectNoViolations(page, "success"));
  await expect(panel(page).getByRole("heading", { name: "Thank you!" })).toBeVisible();
}

test.describe("axe on every state of the chat assistant", () => {
  test("desktop", async ({ page }) => {
    test.setTimeout(300_000);
    await walkTheChat(page);
  });
});

test.describe("axe on every state of the chat assistant on a phone @mobile", () => {
  test("phone", async ({ page }) => {
    test.setTimeout(300_000);
    await walkTheChat(page);
  });
});
