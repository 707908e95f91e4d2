import { resolve } from "node:path";
import { type Browser, devices, type Page } from "@playwright/test";
import { type LocalProduct, startLocalProduct } from "../../scripts/bench/local-product";
import { axeViolations } from "./axe-violations";
import { resendPostsTheDevProxyDropped } from "./dev-proxy";
import { E2E_LIVE_CHAT_SERVER_PORT } from "./e2e-env";
import { expect, test } from "./fixtures";
import { expectValidHtml, pageOf } from "./nu-html-checker";

// A visitor on a phone asks for a person, a salesperson answers on the desk, and they talk: the
// visitor's network is cut and restored mid-conversation and nothing is lost or shown twice, a
// reload shows the whole transcript, and the salesperson ends it. A second server, started here on
// the shared build, offers live chat every hour (LIVE_CHAT_HOURS=always), so the clock does not
// decide whether the offer shows.

const root = resolve(import.meta.dirname, "../..");
const DATA_DIR = resolve(root, ".data/e2e-live-chat");
const SERVER_LOG = resolve(root, ".data/e2e-live-chat-server.log");
const baseURL = `http://127.0.0.1:${E2E_LIVE_CHAT_SERVER_PORT}`;
const panel = (page: Page) => page.getByRole("dialog", { name: "Assistant" });

test.describe.configure({ mode: "serial" });
test.use({ waitForPageScript: false });

let product: LocalProduct | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  product = await startLocalProduct({
    port: E2E_LIVE_CHAT_SERVER_PORT,
    dataDir: DATA_DIR,
    build: false,
    env: { LIVE_CHAT_HOURS: "always" },
    stderrFile: SERVER_LOG,
  });
});

test.afterAll(() => product?.stop());

async function visitorOnPhone(browser: Browser) {
  const context = await browser.newContext({ ...devices["Pixel 7"], baseURL });
  await resendPostsTheDevProxyDropped(context);
  const page = await context.newPage();
  await page.goto("/services");
  await page.getByRole("button", { name: "Open chat" }).click();
  await expect(panel(page)).toBeVisible({ timeout: 15_000 });
  return { context, page };
}

const visitorMessages = (page: Page) => panel(page).locator("[data-live-conversation] li");

test("a visitor talks to a salesperson: answered, messages both ways, offline and back, reload, ended", async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const staffContext = await browser.newContext({ baseURL });
  await resendPostsTheDevProxyDropped(staffContext);
  const desk = await staffContext.newPage();

  // Nobody Available: the chat offers a message or a meeting, not a person.
  await desk.goto("/desk");
  const awayVisitor = await visitorOnPhone(browser);
  await expect(panel(awayVisitor.page).getByText("Nobody from the team can answer right now.")).toBeVisible();
  await expect(panel(awayVisitor.page).getByRole("button", { name: /^Talk to a person/ })).toHaveCount(0);
  await awayVisitor.context.close();

  await desk
    .getByRole("button", { name: /Available/ })
    .first()
    .click();
  const { context, page } = await visitorOnPhone(browser);
  await panel(page)
    .getByRole("button", { name: /^Talk to a person/ })
    .click();
  // The chat does not know the visitor yet: name and e-mail first.
  await panel(page).getByLabel("Your name").fill("Achieng");
  await panel(page).getByLabel("Your e-mail").fill("achieng@example.co.ke");
  await panel(page).getByRole("button", { name: "Call a person" }).click();
  await expect(panel(page).getByText("Waiting for the team…")).toBeVisible();

  await desk.goto("/desk/live");
  await expect(desk.locator("[data-live-waiting]")).toContainText("waiting");
  const waiting = desk.locator("li[data-conversation]").first();
  await expect(waiting).toContainText("/services");
  await waiting.getByRole("button", { name: "Answer" }).click();
  await expect(desk.getByRole("status")).toContainText("You answered");
  await expect(panel(page).getByText(/from Kilele joined$/)).toBeVisible();

  const box = panel(page).getByLabel("Message");
  await box.fill("Do you host servers in Nairobi?");
  await box.press("Enter");
  await expect(visitorMessages(page).filter({ hasText: "Do you host servers in Nairobi?" })).toHaveCount(1);
  await desk.reload();
  await expect(desk.locator("[data-live-messages]")).toContainText("Do you host servers in Nairobi?");
  await desk.getByLabel("Reply").fill("Yes, in our Westlands data centre.");
  await desk.getByRole("button", { name: "Send", exact: true }).click();
  await expect(visitorMessages(page).filter({ hasText: "Yes, in our Westlands data centre." })).toHaveCount(1);

  // The phone loses its network: what the visitor sends waits, and lands once when it returns.
  await context.setOffline(true);
  await box.fill("Sent while offline");
  await panel(page).getByRole("button", { name: "Send" }).click();
  await desk.getByLabel("Reply").fill("Replied while you were offline");
  await desk.getByRole("button", { name: "Send", exact: true }).click();
  await context.setOffline(false);
  await expect(visitorMessages(page).filter({ hasText: "Replied while you were offline" })).toHaveCount(1, { timeout: 20_000 });
  await expect(visitorMessages(page).filter({ hasText: "Sent while offline" })).toHaveCount(1, { timeout: 20_000 });
  await desk.reload();
  await expect(desk.locator("[data-live-messages] li").filter({ hasText: "Sent while offline" })).toHaveCount(1);

  // A reload shows the whole transcript, each message once.
  // The panel reopens by itself after a reload (the tab remembers it was open).
  await page.reload();
  await expect(panel(page)).toBeVisible({ timeout: 15_000 });
  for (const text of [
    "Do you host servers in Nairobi?",
    "Yes, in our Westlands data centre.",
    "Sent while offline",
    "Replied while you were offline",
  ])
    await expect(visitorMessages(page).filter({ hasText: text })).toHaveCount(1);

  expect(await axeViolations(desk)).toEqual([]);
  const live = await pageOf("/desk/live", await desk.request.get(desk.url()));
  await expectValidHtml([live], testInfo.outputPath("nu"));

  await desk.getByRole("button", { name: "End", exact: true }).click();
  await expect(panel(page).getByText("The conversation has ended. Thank you for talking with us.")).toBeVisible();
  await context.close();
  await staffContext.close();
});
