import type { Page } from "@playwright/test";
import { formatUsd } from "../../content/price-format";
import { googleWorkspacePlans, microsoft365Plans } from "../../content/product-plans";
import { axeViolations } from "./axe-violations";
import { chooseIntent, openChat, PANEL_LOAD_TIMEOUT, panel } from "./chat-page";
import { expect, test } from "./fixtures";

// The FAQ step as a conversation: the transcript, follow-ups resolved from what was said and the page,
// an ask-back with buttons, totals computed from the listed prices, and the question field in view on
// a phone. Each test runs on the desktop and (tagged @mobile) on the phone project.

const perUser = (plans: typeof microsoft365Plans, name: string) => {
  const price = plans.find((plan) => plan.name === name)?.price;
  if (!price || price === "custom") throw new Error(`${name} has no listed price`);
  return price.amountUsd;
};

const questionField = (page: Page) => panel(page).getByLabel("Your question");

/** Asks a question and waits for its answer (the first builds the Worker's FAQ index: up to 20 s). */
async function ask(page: Page, question: string) {
  const answered = page.waitForResponse("**/api/chatbot-faq");
  await questionField(page).fill(question);
  await panel(page).getByRole("button", { name: "Ask Question" }).click();
  await answered;
  await expect(questionField(page)).toHaveValue("", { timeout: 20_000 });
}

/** The newest question's turn (the visitor's bubble and the reply). */
const latestTurn = (page: Page) => panel(page).locator("[data-chat-latest]");

async function startFaq(page: Page, path: string) {
  await page.goto(path);
  await openChat(page);
  await chooseIntent(page, "FAQ");
}

for (const tag of ["", " @mobile"]) {
  test(`a question on the Microsoft 365 page gets its 40-user total; "and for Standard?" answers from what was said; the transcript survives a reload${tag}`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await startFaq(page, "/products/microsoft-365");
    const standard = 40 * perUser(microsoft365Plans, "Business Standard");
    const basic = 40 * perUser(microsoft365Plans, "Business Basic");

    await ask(page, "How much would Business Standard cost for 40 staff per month?");
    await expect(latestTurn(page)).toContainText(`${formatUsd(standard)} per month`);
    await expect(latestTurn(page)).toContainText(`${formatUsd(standard * 12)} per year`);
    await expect(latestTurn(page).getByRole("link", { name: /Get a quote/ })).toHaveAttribute("href", /^\/contact\?subject=/);

    await ask(page, "How much is Business Basic for 40 users?");
    await expect(latestTurn(page)).toContainText(formatUsd(basic));
    const sent = page.waitForRequest("**/api/chatbot-faq");
    await ask(page, "and for Standard?");
    expect((await sent).postDataJSON().context).toMatchObject({
      page: "/products/microsoft-365",
      offer: "microsoft-365",
      plan: "Business Basic",
    });
    await expect(latestTurn(page)).toContainText(`Business Standard for 40 users: about ${formatUsd(standard)} per month`);
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await expect(panel(page)).toBeVisible({ timeout: PANEL_LOAD_TIMEOUT });
    for (const question of ["How much would Business Standard cost for 40 staff per month?", "How much is Business Basic for 40 users?"]) {
      await expect(panel(page).getByRole("list", { name: "Earlier questions" }).getByText(question)).toBeVisible();
    }
    await expect(latestTurn(page)).toContainText("and for Standard?");
    await expect(latestTurn(page)).toContainText(formatUsd(standard));

    // The conversation goes on after the reload, from what it settled.
    await ask(page, "and per year?");
    await expect(latestTurn(page)).toContainText(`${formatUsd(standard * 12)} per year`);
  });

  test(`"How much for 40 users?" on the home page asks back with buttons and a tap answers with a total${tag}`, async ({ page }) => {
    test.setTimeout(60_000);
    await startFaq(page, "/");
    await ask(page, "How much for 40 users?");
    const microsoft = latestTurn(page).getByRole("button", { name: "Microsoft 365", exact: true });
    const google = latestTurn(page).getByRole("button", { name: "Google Workspace", exact: true });
    await expect(microsoft).toBeVisible();
    await expect(google).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const answered = page.waitForResponse("**/api/chatbot-faq");
    await google.click();
    const body = await (await answered).json();
    expect(body.choices).toBeUndefined();
    await expect(latestTurn(page)).toContainText("Google Workspace");
    for (const plan of googleWorkspacePlans) {
      await expect(latestTurn(page)).toContainText(`${plan.name}: 40 × `);
      await expect(latestTurn(page)).toContainText(formatUsd(40 * perUser(googleWorkspacePlans, plan.name)));
    }
    await expect(latestTurn(page).getByRole("link", { name: /Get a quote/ })).toBeVisible();
    // The earlier ask-back keeps its words, not its buttons.
    await expect(panel(page).getByRole("button", { name: "Microsoft 365", exact: true })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`"do you offer a free trial" gets a reply with something to click${tag}`, async ({ page }) => {
    await startFaq(page, "/");
    await ask(page, "do you offer a free trial");
    // A factual answer links its page; a fallback links the contact page: either way, one tap onward.
    await expect(
      latestTurn(page)
        .getByRole("link", { name: /Learn more|Contact us|Get a quote/ })
        .first(),
    ).toBeVisible();
  });
}

test("on a 390×844 phone the question field stays in view above Start Over, with the keyboard open too @mobile", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await startFaq(page, "/");
  await ask(page, "How much for 40 users?");
  await latestTurn(page).getByRole("button", { name: "Microsoft 365", exact: true }).click();
  await expect(latestTurn(page)).toContainText("Business Premium");
  await ask(page, "What are your office hours in Nairobi?");

  const uncovered = async () => {
    const field = questionField(page);
    await expect(field).toBeInViewport({ ratio: 1 });
    // Nothing (the Start Over bar, a bubble) lies over the field's centre.
    expect(
      await field.evaluate((input) => {
        const box = input.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === input;
      }),
    ).toBe(true);
    await expect(panel(page).getByRole("button", { name: "Start Over" })).toBeInViewport();
  };
  await uncovered();
  // The keyboard takes about 300 px: the page's viewport asks the browser to shrink the layout (interactive-widget).
  await questionField(page).focus();
  await page.setViewportSize({ width: 390, height: 544 });
  await uncovered();
  // The newest question is in view, not scrolled away under the field.
  await expect(latestTurn(page).getByText("What are your office hours in Nairobi?")).toBeInViewport();
});
