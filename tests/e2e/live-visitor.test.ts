import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createClient } from "@libsql/client";
import { type Browser, devices, type Page } from "@playwright/test";
import { type LocalProduct, startLocalProduct } from "../../scripts/bench/local-product";
import { axeViolations } from "./axe-violations";
import { answerQualification, chooseIntent, fillContact, panel } from "./chat-page";
import { resendPostsTheDevProxyDropped } from "./dev-proxy";
import { E2E_LIVE_VISITOR_SERVER_PORT } from "./e2e-env";
import { expect, test } from "./fixtures";

// The visitor's side of live chat on a phone: "Talk to a person" after an FAQ fallback and on the
// success screen in hours with someone Available, name and e-mail asked only when the chat lacks
// them, End chat with the transcript e-mailed once; outside hours no offer, but when the team is back,
// a message left with the chat so far and a meeting to book. A server of its own keeps the office's
// hours (LIVE_CHAT_HOURS=office); the clock is fixed, in the browser and (npm start's ?at=) on the server.

const root = resolve(import.meta.dirname, "../..");
const DATA_DIR = resolve(root, ".data/e2e-live-visitor");
const SERVER_LOG = resolve(root, ".data/e2e-live-visitor-server.log");
const baseURL = `http://127.0.0.1:${E2E_LIVE_VISITOR_SERVER_PORT}`;
/** Monday 30 November 2026, 10:00 EAT: Nairobi is open. */
const MONDAY_MORNING = "2026-11-30T07:00:00.000Z";
/** Sunday 29 November 2026, noon EAT: every office is closed until Monday. */
const SUNDAY_NOON = "2026-11-29T09:00:00.000Z";

test.describe.configure({ mode: "serial" });
test.use({ waitForPageScript: false });

let product: LocalProduct | undefined;
const db = () => createClient({ url: readFileSync(resolve(DATA_DIR, "sqld.url"), "utf8").trim() });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  product = await startLocalProduct({
    port: E2E_LIVE_VISITOR_SERVER_PORT,
    dataDir: DATA_DIR,
    build: false,
    env: { LIVE_CHAT_HOURS: "office" },
    stderrFile: SERVER_LOG,
  });
});

test.afterAll(() => product?.stop());

/** A phone whose clock, and the server's answer about live chat, are at `at`. */
async function visitorOnPhone(browser: Browser, at: string) {
  const context = await browser.newContext({ ...devices["Pixel 7"], baseURL });
  await resendPostsTheDevProxyDropped(context);
  await context.route(/\/api\/live\/(offer|conversations)(\?.*)?$/, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("at", at);
    return route.continue({ url: url.toString() });
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(at));
  await page.goto("/services");
  await page.getByRole("button", { name: "Open chat" }).click();
  await expect(panel(page)).toBeVisible({ timeout: 15_000 });
  return { context, page };
}

async function askFallback(page: Page) {
  await chooseIntent(page, "FAQ");
  await panel(page).getByLabel("Your question").fill("how much is microsoft 365 E3");
  await panel(page).getByRole("button", { name: "Ask Question" }).click();
  await expect(panel(page)).toContainText("These come closest to your question:");
  await expect(panel(page).getByRole("group", { name: "Helpful?" })).toHaveCount(0);
}

const talkButton = (page: Page) => panel(page).getByRole("button", { name: /^Talk to a person/ });
const conversationId = (page: Page) => panel(page).locator("[data-live-conversation]").getAttribute("data-live-conversation");

test("in hours with someone Available: offered after an FAQ fallback, answered, ended by the visitor with the transcript e-mailed once", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staffContext = await browser.newContext({ baseURL });
  await resendPostsTheDevProxyDropped(staffContext);
  const desk = await staffContext.newPage();
  await desk.goto("/desk");
  await desk
    .getByRole("button", { name: /Available/ })
    .first()
    .click();

  const { context, page } = await visitorOnPhone(browser, MONDAY_MORNING);
  await askFallback(page);
  await talkButton(page).click();
  // The chat has no name or e-mail yet: it asks for them, and checks them.
  await panel(page).getByRole("button", { name: "Call a person" }).click();
  await expect(panel(page).getByText("Enter your name.")).toBeVisible();
  await panel(page).getByLabel("Your name").fill("Achieng Otieno");
  await panel(page).getByLabel("Your e-mail").fill("achieng@example.co.ke");
  await panel(page).getByRole("button", { name: "Call a person" }).click();
  await expect(panel(page).getByText("Waiting for the team…")).toBeVisible();
  const id = await conversationId(page);

  // The desk sees what the chat was told, and answers.
  await desk.goto("/desk/live");
  const waiting = desk.locator(`li[data-conversation="${id}"]`);
  await expect(waiting).toContainText("Asked: how much is microsoft 365 E3");
  await waiting.getByRole("button", { name: "Answer" }).click();
  await expect(panel(page).getByText(/from Kilele joined$/)).toBeVisible();
  const box = panel(page).getByLabel("Message");
  await box.fill("Is E3 sold per user?");
  await box.press("Enter");
  await desk.reload();
  await desk.getByLabel("Reply").fill("Yes, per user per month.");
  await desk.getByRole("button", { name: "Send", exact: true }).click();
  await expect(panel(page).getByText("Yes, per user per month.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await panel(page).getByLabel("E-mail me the transcript").check();
  await panel(page).getByRole("button", { name: "End chat" }).click();
  await expect(panel(page).getByText("The transcript is on its way to achieng@example.co.ke.")).toBeVisible();
  await expect(panel(page).getByText("The conversation has ended. Thank you for talking with us.")).toBeVisible();
  await expect(panel(page).getByLabel("Message")).toHaveCount(0);
  await desk.reload();
  await expect(desk.getByText("This conversation has ended.")).toBeVisible();

  const transcripts = async () =>
    (
      await db().execute({
        sql: "select status, event_type from deliveries where record_id = ? and destination = 'confirmation'",
        args: [id],
      })
    ).rows.map((row) => ({ ...row }));
  await expect.poll(transcripts, { timeout: 20_000 }).toEqual([{ status: "delivered", event_type: "live.transcript" }]);
  await context.close();
  await staffContext.close();
});

test("on the success screen: offered, no name or e-mail asked again, the panel stays open and the conversation joins the lead", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await visitorOnPhone(browser, MONDAY_MORNING);
  await answerQualification(page);
  await panel(page).getByRole("button", { name: "Get my proposal" }).click();
  await fillContact(page, { name: "Baraka Mwangi", email: "baraka@example.co.ke", company: "Mwangi Freight" });
  await page.waitForTimeout(3_000);
  const answered = page.waitForResponse("**/api/chatbot-submit");
  await panel(page).getByRole("button", { name: "Submit" }).click();
  const { leadId } = (await (await answered).json()) as { leadId: string };
  await talkButton(page).click();
  await expect(panel(page).getByText("Waiting for the team…")).toBeVisible();
  await expect(panel(page).getByLabel("Your name")).toHaveCount(0);
  // Past the success screen's 5 s: still open, still waiting.
  await page.waitForTimeout(6_000);
  await expect(panel(page).getByText("Waiting for the team…")).toBeVisible();
  const id = await conversationId(page);
  const { rows } = await db().execute({
    sql: "select lead_id, visitor_name, visitor_email from live_conversations where id = ?",
    args: [id],
  });
  expect({ ...rows[0] }).toEqual({ lead_id: leadId, visitor_name: "Baraka Mwangi", visitor_email: "baraka@example.co.ke" });
  await context.close();
});

test("outside hours: no offer, when the team is back, a message left with the chat so far, a meeting to book", async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page } = await visitorOnPhone(browser, SUNDAY_NOON);
  const closed = panel(page).locator("[data-live-closed]");
  await expect(closed).toContainText("The team is back tomorrow at 09:00 EAT.");
  await expect(talkButton(page)).toHaveCount(0);
  await askFallback(page);
  const afterFallback = panel(page).locator("[data-live-closed]");
  await expect(afterFallback).toContainText("The team is back tomorrow at 09:00 EAT.");
  await expect(talkButton(page)).toHaveCount(0);
  await expect(afterFallback.getByRole("link", { name: "Book a meeting" })).toHaveAttribute("href", "/meet?office=nairobi");

  await afterFallback.getByRole("button", { name: "Leave a message" }).click();
  await panel(page).getByLabel("Your name").fill("Wekesa Njoroge");
  await panel(page).getByLabel("Your e-mail").fill("wekesa@example.co.ke");
  await panel(page).getByLabel("Your message").fill("Please send me E3 prices.");
  expect(await axeViolations(page)).toEqual([]);
  await panel(page).getByRole("button", { name: "Send message" }).click();
  await expect(panel(page).getByText("Thank you: your message is with the team")).toBeVisible();
  const { rows } = await db().execute({
    sql: "select name, subject, message from contact_messages where email = 'wekesa@example.co.ke'",
    args: [],
  });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: "Wekesa Njoroge", subject: "Message from the chat" });
  expect(String(rows[0]!.message)).toMatch(
    /^Please send me E3 prices\.\n\nThe chat so far:\nChose: FAQ\nAsked: how much is microsoft 365 E3\nAssistant: \S.*$/,
  );
  await context.close();
});

test("nobody answers within 3 minutes: said plainly, a message or a meeting offered, the conversation still waiting on the desk", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ ...devices["Pixel 7"], baseURL });
  await resendPostsTheDevProxyDropped(context);
  await context.route(/\/api\/live\/(offer|conversations)(\?.*)?$/, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("at", MONDAY_MORNING);
    return route.continue({ url: url.toString() });
  });
  const page = await context.newPage();
  // The page's clock runs only when told: three minutes pass at once.
  await page.clock.install({ time: new Date(MONDAY_MORNING) });
  await page.goto("/services");
  await page.getByRole("button", { name: "Open chat" }).click();
  await expect(panel(page)).toBeVisible({ timeout: 15_000 });
  await talkButton(page).click();
  await panel(page).getByLabel("Your name").fill("Njeri");
  await panel(page).getByLabel("Your e-mail").fill("njeri@example.co.ke");
  await panel(page).getByRole("button", { name: "Call a person" }).click();
  await expect(panel(page).getByText("Waiting for the team…")).toBeVisible();
  const id = await conversationId(page);
  await expect(panel(page).getByText(/^Nobody has answered yet/)).toHaveCount(0);

  await page.clock.fastForward("03:01");
  const longWait = panel(page).locator("[data-live-long-wait]");
  await expect(longWait).toContainText("Nobody has answered yet, sorry.");
  await expect(longWait.getByRole("link", { name: "Book a meeting" })).toHaveAttribute("href", "/meet?office=nairobi");
  await longWait.getByRole("button", { name: "Leave a message" }).click();
  // The chat has the visitor's name and e-mail from the conversation: only the message is asked.
  await expect(longWait.getByLabel("Your name")).toHaveCount(0);
  await longWait.getByLabel("Your message").fill("Please call me back.");
  await longWait.getByRole("button", { name: "Send message" }).click();
  await expect(panel(page).getByText("Thank you: your message is with the team")).toBeVisible();

  const { rows } = await db().execute({ sql: "select status from live_conversations where id = ?", args: [id] });
  expect(rows[0]?.status).toBe("waiting");
  const desk = await (await browser.newContext({ baseURL })).newPage();
  await desk.goto("/desk/live");
  await expect(desk.locator(`li[data-conversation="${id}"]`).getByRole("button", { name: "Answer" })).toBeVisible();
  await desk.context().close();
  await context.close();
});
