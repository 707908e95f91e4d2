import type { Page } from "@playwright/test";
import { chooseIntent, fillContact, openChat, panel, passRequestStep, requestMessage, uniqueEmail } from "./chat-page";
import { expect, test } from "./fixtures";

// Support is support: a visitor whose system is down is offered the 24/7 emergency line at once, in
// the chat, before any contact details; says how we can help; and the desk lists a support request
// with their words, not a chat lead.

// The desk's pages have no script: the chat's page is waited for by hand.
test.use({ waitForPageScript: false });

const PROBLEM = "Our file server stopped at 8:00 and nobody can open the shared drive.";

async function sendSupportRequest(page: Page, email: string) {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
  await openChat(page);
  await chooseIntent(page, "Support");

  await expect(panel(page).getByText("Is something down right now?")).toBeVisible();
  await panel(page).getByRole("button", { name: "Yes, something is down" }).click();
  const emergency = panel(page).getByRole("link", { name: "Call +254 711 999 000" });
  await expect(emergency).toBeVisible();
  await expect(emergency).toHaveAttribute("href", "tel:+254711999000");
  await expect(panel(page).getByLabel("Name")).toHaveCount(0);

  // The message is required for support.
  await panel(page).getByRole("button", { name: "Continue" }).click();
  await expect(panel(page)).toContainText("Please tell us how we can help.");
  await expect(requestMessage(page)).toBeFocused();
  await passRequestStep(page, PROBLEM);

  await expect(panel(page).getByLabel("Name")).toBeFocused();
  await fillContact(page, { name: "Halima Support", email, company: "Pwani Shipping" });
  // A person takes longer than the spam check's 3 s minimum.
  await page.waitForTimeout(3_000);
  const answered = page.waitForResponse("**/api/chatbot-submit");
  await panel(page).getByRole("button", { name: "Submit" }).click();
  expect((await answered).status()).toBe(200);
  await expect(panel(page).getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(panel(page)).toContainText("Our support team has your request");
  await expect(panel(page)).not.toContainText("proposal");
}

async function expectOnTheDesk(page: Page, email: string) {
  await page.goto(`/desk?q=${encodeURIComponent(email)}`);
  const row = page.locator("tbody tr").filter({ hasText: "Halima Support" });
  await expect(row).toContainText("Support request");
  await expect(row).toContainText("Down now: yes");
  await expect(row).not.toContainText("Chat lead");
  await row.getByRole("link", { name: "Halima Support" }).click();
  await expect(page.getByText(/^Support request · /)).toBeVisible();
  await expect(page.getByText("Down now: yes")).toBeVisible();
  await expect(page.getByText(PROBLEM)).toBeVisible();
}

test("a support request offers the emergency line at once and reaches the desk as a support request", async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("support-desktop");
  await sendSupportRequest(page, email);
  await expectOnTheDesk(page, email);
});

test("on a phone, a support request offers the emergency line at once and reaches the desk as one @mobile", async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("support-phone");
  await sendSupportRequest(page, email);
  await expectOnTheDesk(page, email);
});
