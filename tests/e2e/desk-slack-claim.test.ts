import { createHmac } from "node:crypto";
import { axeViolations } from "./axe-violations";
import { finishHighValueLead, uniqueEmail } from "./chat-page";
import { E2E_SLACK_SIGNING_SECRET, E2E_STAND_IN_PORT } from "./e2e-env";
import { expect, test } from "./fixtures";
import { expectValidHtml } from "./nu-html-checker";

// Speed to lead as sales live it: a high-value chat lead from a campaign is claimed with the Slack
// alert's Claim button (a click signed as Slack signs it), worked to "won" on the desk, and the
// desk's insights show its first touch and the won step for its campaign's source.

test.use({ waitForPageScript: false });

const STAND_IN = `http://127.0.0.1:${E2E_STAND_IN_PORT}/ns/e2e-slack`;

/** A Claim click as Slack sends it: form-encoded `payload`, signed v0 over timestamp and body. */
function slackClick(leadId: string) {
  const payload = {
    type: "block_actions",
    user: { id: "U07WANJIRU", username: "wanjiru", name: "Wanjiru Kamau" },
    actions: [{ action_id: "desk_claim", value: JSON.stringify({ type: "lead", id: leadId }) }],
    response_url: `${STAND_IN}/slack-response/${leadId}`,
    message: { blocks: [{ type: "section", text: { type: "mrkdwn", text: "New lead" } }] },
  };
  const body = new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `v0=${createHmac("sha256", E2E_SLACK_SIGNING_SECRET).update(`v0:${timestamp}:${body}`).digest("hex")}`;
  return {
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-slack-request-timestamp": timestamp,
      "x-slack-signature": signature,
    },
  };
}

test("a lead claimed from Slack and won on the desk shows in the insights", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  // Letters and short numbers only: session_start cuts campaign text that looks like a phone number.
  const source = `e2e-slack-${Date.now().toString(36)}`;
  // A Ugandan number: the lead is Kampala's.
  const contact = { name: "Okello Slack", email: uniqueEmail("slack"), company: "Nile Breweries Group", phone: "+256 772 555 010" };
  const leadId = await finishHighValueLead(page, contact, `/?utm_source=${source}&utm_medium=email&utm_campaign=${source}-q4`);

  const click = slackClick(leadId);
  const answer = await page.request.post("/api/slack/interactions", { data: click.body, headers: click.headers });
  expect(answer.status()).toBe(200);
  // The alert is updated after the answer, through Slack's response_url.
  await expect
    .poll(async () => JSON.stringify(await (await fetch(`${STAND_IN}/__requests`)).json()), { timeout: 10_000 })
    .toContain("Claimed by Wanjiru Kamau");

  await page.goto(`/desk/leads/${leadId}`);
  await expect(page.getByTestId("owner")).toHaveText("Wanjiru Kamau (Slack)");
  const timeline = page.getByTestId("timeline");
  await expect(timeline.getByRole("listitem").filter({ hasText: "Claimed" })).toContainText("Wanjiru Kamau (Slack)");
  await expect(timeline.getByRole("listitem").filter({ hasText: "New → Attempting" })).toBeVisible();

  // Won has its own form, for the deal value and the products sold.
  await page.locator("summary", { hasText: "Mark won" }).click();
  const wonForm = page.getByRole("form", { name: "Mark won" });
  await wonForm.getByLabel("Deal value (USD)").fill("4,800");
  await wonForm.getByLabel("Microsoft 365 Business Premium").check();
  await wonForm.getByRole("button", { name: "Mark won" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  await expect(page.getByTestId("status")).toHaveText("Won");

  // The funnel by source: this campaign's source went from one chat session to one won lead. The
  // session's first event reaches the table through the analytics queue, so the page is read again
  // until it has arrived.
  const funnelRow = page.getByRole("region", { name: "Funnel by source" }).getByRole("row", { name: new RegExp(`^${source}\\b`) });
  const steps = async () => {
    await page.goto("/desk/insights");
    return (await funnelRow.getByRole("cell").allTextContents()).map((cell) => cell.trim().split(/\s+/)[0]);
  };
  // Every step 1 but "Meeting booked": this lead booked none.
  await expect.poll(steps, { timeout: 15_000 }).toEqual(["1", "1", "0", "1", "1", "1", "1"]);
  const insights = await page.goto("/desk/insights");
  expect(insights?.status()).toBe(200);
  // Kampala's first touches this week include this one, within its hour.
  const kampala = page.getByRole("figure", { name: /^Kampala: time to first touch/ });
  const thisWeek = kampala.getByRole("row").last();
  await expect(thisWeek.getByRole("cell").nth(1)).not.toHaveText("0");
  await expect(thisWeek.getByRole("cell").nth(4)).not.toHaveText("0");

  expect(await axeViolations(page)).toEqual([]);
  await expectValidHtml([{ label: "/desk/insights", html: (await insights?.text()) ?? "" }], testInfo.outputPath("insights"));
});
