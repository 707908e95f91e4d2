import type { Page, Request } from "@playwright/test";
import { answerQualification, database, fillContact, openChat, panel, uniqueEmail } from "./chat-page";
import { expect, test } from "./fixtures";

// Where a visit came from: captured on its first page, kept while the visitor moves around, and
// sent with the chat lead, the forms and the chat's session_start event.

const LANDING = "/?utm_source=newsletter&utm_medium=email&utm_campaign=launch";
const REFERRER = "https://mail.example.com/inbox/message?id=private";

const attribution = {
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "launch",
  referrer_host: "mail.example.com",
  landing_path: "/",
};

const analyticsEvent = (type: string) => (request: Request) =>
  request.url().endsWith("/api/chatbot-analytics") && request.postDataJSON()?.eventType === type;

async function landAndMoveOn(page: Page) {
  await page.goto(LANDING, { referer: REFERRER });
  // The visitor stays until the first page has recorded the visit (its parser loads on demand); one
  // who leaves sooner is the case of the last test below.
  await page.waitForFunction(() => sessionStorage.getItem("kilele.attribution") !== null);
  await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
}

test.describe("visit attribution", () => {
  test("the chat's session_start and lead carry the landing page's campaign and referrer host", async ({ page }) => {
    test.setTimeout(60_000);
    await landAndMoveOn(page);

    const started = page.waitForRequest(analyticsEvent("session_start"));
    await openChat(page);
    const sessionStart = (await started).postDataJSON();
    expect(sessionStart.data).toEqual({
      timestamp: expect.any(String),
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "launch",
      $referring_domain: "mail.example.com",
      landing_path: "/",
    });

    await answerQualification(page);
    await panel(page).getByRole("button", { name: "Get my proposal" }).click();
    await fillContact(page, { name: "Amina Odhiambo", email: uniqueEmail("attribution"), company: "Uzima Clinic" });
    const submitted = page.waitForRequest("**/api/chatbot-submit");
    await panel(page).getByRole("button", { name: "Submit" }).click();
    expect((await submitted).postDataJSON().attribution).toEqual(attribution);

    // The event reaches the analytics table through the queue with its properties as sent.
    await expect
      .poll(
        async () => {
          const { rows } = await database().execute({
            sql: "SELECT data FROM analytics_events WHERE session_id = ? AND event_type = 'session_start'",
            args: [sessionStart.sessionId],
          });
          return rows.map((row) => JSON.parse(String(row.data)));
        },
        { timeout: 30_000 },
      )
      .toEqual([sessionStart.data]);
  });

  test("the contact form's JSON and the newsletter's form post carry it on a later page", async ({ page }) => {
    await landAndMoveOn(page);
    await page.goto("/contact");

    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByLabel("Full Name").fill("Amina Otieno");
    await form.getByLabel("Email Address").fill(uniqueEmail("attribution"));
    await form.getByLabel("Subject").fill("Campaign question");
    await form.getByLabel("Message").fill("We read your launch newsletter.");
    const sent = page.waitForRequest("**/api/contact");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await sent).postDataJSON()).toMatchObject(attribution);
    await expect(page.getByRole("status").filter({ hasText: "Message Sent Successfully!" })).toBeVisible();

    const newsletter = page.getByRole("contentinfo");
    await newsletter.getByLabel("Subscribe to our newsletter").fill(uniqueEmail("newsletter"));
    // The page script posts the form's fields, urlencoded, to the form's action.
    const signup = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname.startsWith("/newsletter"),
    );
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    const fields = Object.fromEntries(new URLSearchParams((await signup).postData() ?? ""));
    expect(fields).toMatchObject(attribution);
    await expect(newsletter.getByText("Thank you! You're subscribed to our newsletter.")).toBeVisible();
  });

  test.describe("a first page left before its JavaScript ran", () => {
    test.use({ waitForPageScript: false });

    test("the next page takes the campaign and landing path from the first (the outside referrer is lost)", async ({ page }) => {
      // The first page's scripts never load (as when its script had not arrived before the click);
      // the next page's do. A script request's referrer is the page that asked for it.
      await page.route("**/assets/**", async (route) => {
        const from = await route.request().headerValue("referer");
        const fromLanding = from !== null && new URL(from).pathname === "/";
        return fromLanding && route.request().resourceType() === "script" ? route.abort() : route.fallback();
      });
      await page.goto(LANDING, { referer: REFERRER });
      await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).first().click();
      await page.waitForURL(/\/about$/);

      await expect
        .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem("kilele.attribution") ?? "null")))
        .toEqual({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "launch", landing_path: "/" });
    });
  });
});
