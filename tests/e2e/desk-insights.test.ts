import { axeViolations } from "./axe-violations";
import { finishHighValueLead, uniqueEmail } from "./chat-page";
import { expect, test } from "./fixtures";
import { expectValidHtml } from "./nu-html-checker";

// Marketing's view of a campaign: a chat lead from a campaign, won on the desk with its deal value,
// shows in the insights' Won by source and by owner and in the funnel by campaign, for a preset and
// for a range of days typed into From and To.

test.use({ waitForPageScript: false });

test("a lead won with a deal value shows in the insights by source, owner and campaign", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  // Letters and short numbers only: session_start cuts campaign text that looks like a phone number.
  const tag = Date.now().toString(36);
  const source = `e2e-won-${tag}`;
  const campaign = `won-${tag}-spring`;
  const contact = { name: "Achieng Won", email: uniqueEmail("won"), company: "Ziwa Logistics", phone: "+254 722 555 016" };
  const leadId = await finishHighValueLead(page, contact, `/?utm_source=${source}&utm_medium=cpc&utm_campaign=${campaign}`);

  await page.goto(`/desk/leads/${leadId}`);
  await page.getByRole("button", { name: "Claim" }).click();
  await expect(page.getByRole("status")).toHaveText("You have claimed it.");
  await page.locator("summary", { hasText: "Mark won" }).click();
  const wonForm = page.getByRole("form", { name: "Mark won" });
  await wonForm.getByLabel("Deal value (USD)").fill("12,400");
  await wonForm.getByRole("button", { name: "Mark won" }).click();
  await expect(page.getByTestId("status")).toHaveText("Won");

  await page.goto("/desk/insights");
  await page.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
  const outcomes = page.getByRole("region", { name: "Won and lost" });
  await expect(outcomes.getByRole("row", { name: new RegExp(`^${source}\\b`) }).getByRole("cell")).toHaveText(["1", "$12,400"]);
  // The owner is who claimed it: the desk's local user.
  await expect(outcomes.getByRole("row", { name: /^sales@localhost\b/ })).toBeVisible();

  // The funnel by campaign: one lead from the campaign, won without a meeting. Its chat session reaches the rollup
  // through the analytics queue, so the page is read again until it has arrived.
  const campaignRow = page.getByRole("region", { name: "Funnel by campaign" }).getByRole("row", { name: new RegExp(`^${campaign}\\b`) });
  const steps = async () => {
    await page.reload();
    return (await campaignRow.getByRole("cell").allTextContents()).map((cell) => cell.trim().split(/\s+/)[0]);
  };
  // Every step 1 but "Meeting booked": this lead booked none.
  await expect.poll(steps, { timeout: 15_000 }).toEqual(["1", "1", "0", "1", "1", "1", "1"]);

  // Any range of days: today alone, typed into From and To.
  const today = await page.getByLabel("To", { exact: true }).inputValue();
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`/desk/insights\\?from=${today}&to=${today}$`));
  await expect(outcomes.getByRole("row", { name: new RegExp(`^${source}\\b`) }).getByRole("cell")).toHaveText(["1", "$12,400"]);

  expect(await axeViolations(page)).toEqual([]);
  const html = await (await page.request.get(`/desk/insights?from=${today}&to=${today}`)).text();
  await expectValidHtml([{ label: "/desk/insights for one day", html }], testInfo.outputPath("insights"));
});
